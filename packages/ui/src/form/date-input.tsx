import type { ReactNode } from 'react'
import { isoToLocalInput, localInputToIso } from '../inputs/date-time.js'
import { errorIdOf, useIsInvalid } from './field-errors.js'
import type { FieldInputProps } from './field-input-props.js'
import { describedByProps } from './field-input-props.js'
import { useFormStoreApi, useFormValue } from './use-form.js'

/**
 * A date (`MM/DD/YYYY`) or date-time (`MM/DD/YYYY HH:MM`) input. Date-times are entered in the reader's local
 * time and kept as ISO strings, as they are sent.
 */
export function DateInput({ path, value: shape, inputId, describedBy }: FieldInputProps): ReactNode {
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const invalid = useIsInvalid(path)
  const withTime = shape.shape.type === 'primitive' && shape.shape.value.type === 'datetime'
  const common = {
    id: inputId,
    className: 'ax-Input',
    ...describedByProps(describedBy, invalid ? errorIdOf(inputId) : undefined),
  }
  if (withTime) {
    return (
      <input
        {...common}
        type="datetime-local"
        placeholder="MM/DD/YYYY HH:MM"
        value={isoToLocalInput(value)}
        onChange={(event) => store.getState().setValue(path, localInputToIso(event.target.value) ?? '')}
      />
    )
  }
  return (
    <input
      {...common}
      type="date"
      placeholder="MM/DD/YYYY"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => store.getState().setValue(path, event.target.value)}
    />
  )
}
