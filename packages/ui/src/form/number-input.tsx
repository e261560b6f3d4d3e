import { getFormValue, numberFromText, stepNumber } from '@api-explorer/react'
import { Minus, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { errorIdOf, useIsInvalid } from './field-errors.js'
import type { FieldInputProps } from './field-input-props.js'
import { describedByProps } from './field-input-props.js'
import { usePressAndHold } from './use-press-and-hold.js'
import { useFormStoreApi, useFormTypes, useFormValue } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

type NumberKind = 'integer' | 'long' | 'uint' | 'uint64' | 'double'

/**
 * A number input with − and + steppers (held for 1 s they repeat every 100 ms, within the bounds). The text is
 * kept as typed when a JavaScript number cannot hold it exactly (a uint64 of 20 digits), so it is sent digit for
 * digit; validation explains what is wrong while the reader types.
 */
export function NumberInput({ path, value: shape, inputId, label, describedBy }: FieldInputProps): ReactNode {
  const uiText = useMessages()
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const types = useFormTypes()
  const invalid = useIsInvalid(path)
  const kind = (shape.shape.type === 'primitive' ? shape.shape.value.type : 'double') as NumberKind
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : ''
  const step = (direction: 1 | -1): void => {
    const current = store.getState()
    const latest = getFormValue(current.formState, path)
    current.setValue(path, stepNumber(latest, direction, shape.shape, types))
  }
  const decrease = usePressAndHold(() => step(-1))
  const increase = usePressAndHold(() => step(1))
  return (
    <div className="ax-InputGroup ax-NumberInput">
      <button type="button" className="ax-IconButton" aria-label={uiText.decrease(label)} {...decrease}>
        <Minus aria-hidden size={14} />
      </button>
      <input
        id={inputId}
        className="ax-Input"
        type="text"
        inputMode={kind === 'double' ? 'decimal' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        value={text}
        {...describedByProps(describedBy, invalid ? errorIdOf(inputId) : undefined)}
        onChange={(event) =>
          // Emptied text stays empty (and invalid) rather than snapping back to a seed under the reader's cursor.
          store.getState().setValue(path, numberFromText(event.target.value, kind) ?? '')
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault()
            step(event.key === 'ArrowUp' ? 1 : -1)
          }
        }}
      />
      <button type="button" className="ax-IconButton" aria-label={uiText.increase(label)} {...increase}>
        <Plus aria-hidden size={14} />
      </button>
    </div>
  )
}
