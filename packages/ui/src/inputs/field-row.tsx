import type { ReactNode } from 'react'
import { useId } from 'react'
import { UI_TEXT } from '../messages.js'

/** Props of {@link FieldRow}. */
export type FieldRowProps = {
  /** The wire name shown as the label. */
  name: string
  /** A short type name, e.g. `string`, `integer`, `User`, `file`. */
  typeHint: string
  isOptional: boolean
  description?: string | undefined
  /** Renders the input, given the id the label points at and the id of the description. */
  children: (ids: { inputId: string; descriptionId: string | undefined }) => ReactNode
}

/** One labelled form row: name, type hint, required or optional, the input and the description. */
export function FieldRow({ name, typeHint, isOptional, description, children }: FieldRowProps): ReactNode {
  const inputId = useId()
  const descriptionId = useId()
  return (
    <div className="ax-Field">
      <label htmlFor={inputId} className="ax-Field-label">
        <code>{name}</code>
        <span className="ax-Field-type">{typeHint}</span>
        <span className="ax-Field-presence" data-required={!isOptional}>
          {isOptional ? UI_TEXT.optional : UI_TEXT.required}
        </span>
      </label>
      {children({ inputId, descriptionId: description == null ? undefined : descriptionId })}
      {description == null ? null : (
        <p id={descriptionId} className="ax-Field-description">
          {description}
        </p>
      )}
    </div>
  )
}
