import type { ReactNode } from 'react'
import type { FieldInputProps } from './field-input-props.js'

/** A literal's fixed value, shown read-only: the form always sends it. */
export function LiteralValue({ value: shape, inputId, describedBy }: FieldInputProps): ReactNode {
  const fixed = shape.shape.type === 'literal' ? shape.shape.value.value : ''
  return (
    <input
      id={inputId}
      className="ax-Input"
      data-readonly
      readOnly
      value={JSON.stringify(fixed)}
      aria-describedby={describedBy}
    />
  )
}
