import type { FormPath } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useFormErrors } from './use-form.js'

/** The id of the error text of the field at an input id (the input's `aria-describedby` names it). */
export function errorIdOf(inputId: string): string {
  return `${inputId}-error`
}

/**
 * Why the value at `path` is not valid, shown under its input while the reader types. Renders nothing while it
 * is valid.
 */
export function FieldErrors({ path, inputId }: { path: FormPath; inputId: string }): ReactNode {
  const errors = useFormErrors(path)
  if (errors.length === 0) {
    return null
  }
  return (
    <p id={errorIdOf(inputId)} className="ax-FieldError">
      {errors.map((error) => error.message).join('. ')}
    </p>
  )
}

/** Whether the value at `path` has errors (for `aria-invalid`). */
export function useIsInvalid(path: FormPath): boolean {
  return useFormErrors(path).length > 0
}
