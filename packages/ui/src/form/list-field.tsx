import type { TypeReference } from '@api-explorer/model'
import { inputKindOf, unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { RemoveRowButton } from './remove-row-button.js'
import { AddButton } from './add-button.js'
import { FieldErrors } from './field-errors.js'
import { useFieldId } from './field-ids.js'
import type { ShapeFieldProps } from './shape-field.js'
import { CONTAINER_KINDS, ShapeField } from './shape-field.js'
import { useFormStoreApi, useFormTypes, useFormValue } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

type ListShape = Extract<TypeReference, { type: 'list' | 'set' }>

/**
 * A list or set: one row per item, each with a remove button, and "Add item". The count reads "(N items)". A set
 * flags an item that is already in it (validation puts the message on that item's row).
 */
export function ListField({
  path,
  shape,
  inputId,
  label,
  depth,
  ancestors,
}: Omit<ShapeFieldProps, 'shape'> & { shape: ListShape }): ReactNode {
  const uiText = useMessages()
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const items = Array.isArray(value) ? (value as unknown[]) : []
  return (
    <div className="ax-ListField" id={inputId} tabIndex={-1}>
      <p className="ax-Muted ax-Small" aria-live="polite">
        {uiText.itemCount(items.length)}
      </p>
      {items.map((_, index) => (
        <ListItem
          key={index}
          path={[...path, index]}
          shape={shape}
          label={`${label}[${index}]`}
          depth={depth}
          ancestors={ancestors}
        />
      ))}
      <AddButton
        text={uiText.addItemTo(label)}
        onClick={() => store.getState().addValue([...path, items.length])}
      />
    </div>
  )
}

function ListItem({
  path,
  shape,
  label,
  depth,
  ancestors,
}: Omit<ShapeFieldProps, 'shape' | 'inputId'> & { shape: ListShape }): ReactNode {
  const store = useFormStoreApi()
  const types = useFormTypes()
  const inputId = useFieldId(path)
  const isContainer = CONTAINER_KINDS.has(inputKindOf(unwrapShape(shape.itemShape, types).shape))
  const index = Number(path[path.length - 1])
  return (
    <div
      className="ax-ListItem"
      {...(isContainer ? { role: 'group', 'aria-label': label } : {})}
      data-container={isContainer || undefined}
    >
      <div className="ax-ListItem-header">
        {isContainer ? (
          <span className="ax-ListItem-index" aria-hidden>
            {index + 1}
          </span>
        ) : (
          <label htmlFor={inputId} className="ax-ListItem-index" aria-label={label}>
            {index + 1}
          </label>
        )}
        {isContainer ? null : (
          <div className="ax-ListItem-input">
            <ShapeField
              path={path}
              shape={shape.itemShape}
              inputId={inputId}
              label={label}
              depth={depth}
              ancestors={ancestors}
            />
          </div>
        )}
        <RemoveRowButton
          label={label}
          collection=".ax-ListField"
          rowButtons=":scope > .ax-ListItem > .ax-ListItem-header > button"
          onRemove={() => store.getState().removeValue(path)}
        />
      </div>
      {isContainer ? (
        <ShapeField
          path={path}
          shape={shape.itemShape}
          inputId={inputId}
          label={label}
          depth={depth + 1}
          ancestors={ancestors}
        />
      ) : null}
      <FieldErrors path={path} inputId={inputId} />
    </div>
  )
}
