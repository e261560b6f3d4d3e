import { isOfVariantKind, selectedVariantIndex } from '@api-explorer/react'
import type { TypeShape } from '@api-explorer/model'
import { inputKindOf, objectProperties, unionVariants, unwrapShape } from '@api-explorer/model'
import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { plainText } from '../markdown/markdown.js'
import { AvailabilityBadge } from './availability-badge.js'
import { ChoiceSelect } from './choice-select.js'
import { ObjectFields } from './object-fields.js'
import type { ShapeFieldProps } from './shape-field.js'
import { CONTAINER_KINDS, ShapeField } from './shape-field.js'
import { useFormStoreApi, useFormTypes, useFormValue } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** From this many variants on, the variant picker is a dropdown instead of tabs (spec §9). */
const UNION_DROPDOWN_THRESHOLD = 5

type UnionShape = Extract<TypeShape, { type: 'discriminatedUnion' | 'undiscriminatedUnion' }>

/**
 * A union: a variant picker (tabs under 5 variants, a dropdown from 5) and the form of the chosen variant.
 * Choosing a variant sets a discriminated union's discriminant and keeps the values of the properties the
 * variants share.
 */
export function UnionField({
  path,
  shape,
  inputId,
  label,
  describedBy,
  depth,
  ancestors,
}: Omit<ShapeFieldProps, 'shape'> & { shape: UnionShape }): ReactNode {
  const uiText = useMessages()
  const types = useFormTypes()
  const store = useFormStoreApi()
  const value = useFormValue(path)
  const labels = unionVariants(shape, types)
  // An undiscriminated value can fit several variants; the reader's own pick wins over the best fit.
  const [picked, setPicked] = useState<number | undefined>()
  const fitted = Math.max(0, selectedVariantIndex(shape, value, types))
  // The pick holds while the value is still of its kind; "Use example" or "Clear form" may change that.
  const pickedShape =
    picked == null || shape.type !== 'undiscriminatedUnion' ? undefined : shape.variants[picked]?.shape
  const pickStillFits = pickedShape != null && isOfVariantKind(pickedShape, value, types)
  const selected = pickStillFits && picked != null ? picked : fitted
  const choose = (index: number): void => {
    setPicked(index)
    store.getState().switchVariant(path, index)
  }
  const content = (
    <VariantFields
      shape={shape}
      index={selected}
      path={path}
      inputId={inputId}
      label={label}
      describedBy={describedBy}
      depth={depth}
      ancestors={ancestors}
    />
  )
  if (labels.length >= UNION_DROPDOWN_THRESHOLD) {
    return (
      <div className="ax-UnionField">
        <ChoiceSelect
          id={`${inputId}-variant`}
          aria-label={uiText.variantOf(label)}
          choices={labels.map((variant, index) => ({
            value: String(index),
            label: variant.label,
            description: variant.description,
            availability: shape.variants[index]?.availability,
          }))}
          value={String(selected)}
          onChange={(next) => choose(Number(next))}
        />
        <div className="ax-UnionField-variant">{content}</div>
      </div>
    )
  }
  return (
    <Tabs.Root
      className="ax-UnionField"
      value={String(selected)}
      onValueChange={(next) => choose(Number(next))}
      activationMode="manual"
    >
      <Tabs.List className="ax-Tabs" aria-label={uiText.variantOf(label)}>
        {labels.map((variant, index) => (
          <Tabs.Trigger
            key={index}
            value={String(index)}
            className="ax-Tab"
            title={variant.description == null ? undefined : plainText(variant.description)}
          >
            {variant.label}
            <AvailabilityBadge availability={shape.variants[index]?.availability} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={String(selected)} className="ax-UnionField-variant">
        {content}
      </Tabs.Content>
    </Tabs.Root>
  )
}

function VariantFields({
  shape,
  index,
  path,
  inputId,
  label,
  describedBy,
  depth,
  ancestors,
}: Omit<ShapeFieldProps, 'shape'> & { shape: UnionShape; index: number }): ReactNode {
  const types = useFormTypes()
  if (shape.type === 'discriminatedUnion') {
    const variant = shape.variants[index]
    return variant == null ? null : (
      <ObjectFields
        path={path}
        properties={objectProperties(variant, types)}
        hiddenKeys={new Set([shape.discriminant])}
        depth={depth + 1}
        ancestors={ancestors}
        groupId={inputId}
      />
    )
  }
  const variant = shape.variants[index]
  if (variant == null) return null
  const isContainer = CONTAINER_KINDS.has(inputKindOf(unwrapShape(variant.shape, types).shape))
  return (
    <>
      {isContainer ? null : (
        <label htmlFor={inputId} className="ax-VisuallyHidden">
          {label}
        </label>
      )}
      <ShapeField
        path={path}
        shape={variant.shape}
        inputId={inputId}
        label={label}
        describedBy={describedBy}
        depth={depth}
        ancestors={ancestors}
      />
    </>
  )
}
