import type { FormPath } from '@api-explorer/react'
import type { UnwrappedValue } from '@api-explorer/model'

/** What every input of the generated form is given. */
export type FieldInputProps = {
  /** Where the value sits in the form. */
  path: FormPath
  /** The value's shape with its wrappers taken off (and what they said). */
  value: UnwrappedValue
  /** The input's element id (the row's label points at it). */
  inputId: string
  /** The property key or item label, for the names of the input's buttons. */
  label: string
  /** Ids of the texts that describe the input (description, type, errors). */
  describedBy?: string | undefined
}

/** `aria-describedby` and `aria-invalid` for an input, from its description ids and its errors. */
export function describedByProps(
  describedBy: string | undefined,
  errorId: string | undefined,
): { 'aria-describedby'?: string; 'aria-invalid'?: true } {
  const ids = [describedBy, errorId].filter((id) => id != null && id !== '').join(' ')
  return {
    ...(ids === '' ? {} : { 'aria-describedby': ids }),
    ...(errorId == null ? {} : { 'aria-invalid': true }),
  }
}
