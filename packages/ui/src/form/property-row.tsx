import type { FormPath } from '@api-explorer/react'
import type { Availability, TypeId, TypeReference, TypeShape } from '@api-explorer/model'
import { inputKindOf, unwrapShape } from '@api-explorer/model'
import * as Collapsible from '@radix-ui/react-collapsible'
import { ChevronRight, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { AvailabilityBadge } from './availability-badge.js'
import { DescriptionText } from './description-text.js'
import { FieldErrors } from './field-errors.js'
import { useFieldId } from './field-ids.js'
import { removeKeepingFocus } from './keep-focus.js'
import { CONTAINER_KINDS, ShapeField } from './shape-field.js'
import { TypeHint, typeHintText } from './type-hint.js'
import { useFormStoreApi, useFormTypes } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** Containers deeper than this start folded, so a wide nested body opens at a readable size. */
const OPEN_DEPTH = 3

/** Props of {@link PropertyRow}. */
export type PropertyRowProps = {
  path: FormPath
  /** The wire name, shown as the label. */
  name: string
  shape: TypeShape | TypeReference
  description?: string | undefined
  availability?: Availability | undefined
  /** Required rows have no remove button. */
  required: boolean
  depth: number
  ancestors: ReadonlySet<TypeId>
  /** Removes the value (default: the store's `removeValue`). */
  onRemove?: (() => void) | undefined
  /** A control to use instead of the one the shape calls for (a multipart file picker). */
  control?: ((ids: { inputId: string; describedBy: string }) => ReactNode) | undefined
  /** The type hint to show instead of the shape's (`file`, `files`). */
  typeHint?: string | undefined
  /** Another place whose errors belong to this row (a multipart entry around its value). */
  errorPath?: FormPath | undefined
}

/**
 * One property of a form: its key (the input's label), type hint, availability badge, "required" marker or a
 * small remove button, description, the control for its value and why that value is not valid. Objects, lists,
 * maps and unions fold; a value whose type contains itself starts folded and renders only when opened, so no
 * definition can make the form render forever.
 */
export function PropertyRow(props: PropertyRowProps): ReactNode {
  const uiText = useMessages()
  const { path, name, shape, required, depth, ancestors } = props
  const types = useFormTypes()
  const store = useFormStoreApi()
  const inputId = useFieldId(path)
  const unwrapped = unwrapShape(shape, types)
  const isContainer = props.control == null && CONTAINER_KINDS.has(inputKindOf(unwrapped.shape))
  const recursive = unwrapped.typeIds.some((id) => ancestors.has(id))
  const [open, setOpen] = useState(!recursive && depth < OPEN_DEPTH)
  const description = props.description ?? unwrapped.description
  const typeId = `${inputId}-type`
  const descriptionId = description == null ? undefined : `${inputId}-description`
  const labelId = `${inputId}-label`
  const describedBy = [typeId, descriptionId].filter(Boolean).join(' ')
  const field =
    props.control == null ? (
      <ShapeField
        path={path}
        shape={shape}
        inputId={inputId}
        label={name}
        describedBy={describedBy}
        depth={depth}
        ancestors={ancestors}
      />
    ) : (
      props.control({ inputId, describedBy })
    )
  const header = (
    <div className="ax-Property-header">
      {isContainer ? (
        <Collapsible.Trigger
          id={`${inputId}-toggle`}
          className="ax-IconButton ax-Property-toggle"
          aria-label={open ? uiText.hideDetails(name) : uiText.showDetails(name)}
        >
          <ChevronRight aria-hidden size={14} />
        </Collapsible.Trigger>
      ) : null}
      {isContainer ? (
        <span id={labelId} className="ax-Property-name">
          <code>{name}</code>
        </span>
      ) : (
        <label id={labelId} htmlFor={inputId} className="ax-Property-name">
          <code>{name}</code>
        </label>
      )}
      <TypeHint id={typeId}>{props.typeHint ?? typeHintText(unwrapped, types)}</TypeHint>
      <AvailabilityBadge availability={props.availability} />
      <span className="ax-Property-spacer" />
      {required ? (
        <span className="ax-Property-required">{uiText.required}</span>
      ) : (
        <button
          type="button"
          className="ax-IconButton ax-Property-remove"
          aria-label={uiText.removeProperty(name)}
          onClick={(event) =>
            removeKeepingFocus(
              event.currentTarget,
              '.ax-ObjectFields',
              () => (props.onRemove ?? (() => store.getState().removeValue(path)))(),
              (fields) => fields.querySelector(':scope > .ax-OptionalMenu-trigger'),
            )
          }
        >
          <X aria-hidden size={13} />
        </button>
      )}
    </div>
  )
  const body = (
    <>
      {description == null ? null : <DescriptionText id={descriptionId} text={description} />}
      {isContainer && recursive && !open ? <p className="ax-Muted ax-Small">{uiText.recursiveHint}</p> : null}
    </>
  )
  if (!isContainer) {
    return (
      <div className="ax-Property" data-depth={depth}>
        {header}
        {body}
        {field}
        <FieldErrors path={path} inputId={inputId} />
        {props.errorPath == null ? null : <FieldErrors path={props.errorPath} inputId={`${inputId}-entry`} />}
      </div>
    )
  }
  return (
    <Collapsible.Root
      className="ax-Property"
      data-depth={depth}
      data-container
      open={open}
      onOpenChange={setOpen}
      role="group"
      aria-labelledby={labelId}
    >
      {header}
      {body}
      <FieldErrors path={path} inputId={inputId} />
      <Collapsible.Content className="ax-Property-children">{field}</Collapsible.Content>
    </Collapsible.Root>
  )
}
