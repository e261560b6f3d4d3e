import type { TypeReference, TypeShape } from '@api-explorer/model'
import { inputKindOf, unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { isoToLocalInput, localInputToIso } from './date-time.js'
import { JsonInput } from './json-input.js'

/** Props of {@link ValueInput}. */
export type ValueInputProps = {
  id: string
  shape: TypeShape | TypeReference
  value: unknown
  /** The new value; `undefined` when the reader emptied the input. */
  onChange: (value: unknown) => void
  'aria-describedby'?: string | undefined
}

const INTEGER_KINDS = new Set(['integer', 'long', 'uint', 'uint64'])

/**
 * The input for one value, chosen by the kind of its shape: text, number, checkbox, date, date-time, a select
 * of enum values, a fixed literal, or JSON text for structured values.
 */
export function ValueInput({ id, shape, value, onChange, ...aria }: ValueInputProps): ReactNode {
  const { definition } = useExplorerContext()
  const unwrapped = unwrapShape(shape, definition.types)
  const kind = inputKindOf(unwrapped.shape)
  const common = { id, 'aria-describedby': aria['aria-describedby'], className: 'ax-Input' }
  const primitive = unwrapped.shape.type === 'primitive' ? unwrapped.shape.value : undefined

  switch (kind) {
    case 'string':
    case 'uuid':
    case 'base64':
    case 'bigInteger': {
      const stringRules = primitive?.type === 'string' ? primitive : undefined
      return (
        <input
          {...common}
          type={stringRules?.format === 'password' ? 'password' : 'text'}
          value={typeof value === 'string' ? value : value == null ? '' : String(value)}
          placeholder={kind === 'uuid' ? 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx' : undefined}
          minLength={stringRules?.minLength}
          maxLength={stringRules?.maxLength}
          pattern={stringRules?.regex}
          onChange={(event) =>
            onChange(event.target.value === '' && unwrapped.isOptional ? undefined : event.target.value)
          }
        />
      )
    }
    case 'integer':
    case 'long':
    case 'uint':
    case 'uint64':
    case 'double': {
      const numberRules = primitive != null && 'minimum' in primitive ? primitive : undefined
      return (
        <input
          {...common}
          type="number"
          inputMode={INTEGER_KINDS.has(kind) ? 'numeric' : 'decimal'}
          step={INTEGER_KINDS.has(kind) ? 1 : 'any'}
          min={numberRules?.minimum ?? (kind === 'uint' || kind === 'uint64' ? 0 : undefined)}
          max={numberRules?.maximum}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      )
    }
    case 'boolean':
      return (
        <input
          {...common}
          className="ax-Checkbox"
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      )
    case 'datetime':
      return (
        <input
          {...common}
          type="datetime-local"
          placeholder="MM/DD/YYYY HH:MM"
          value={isoToLocalInput(value)}
          onChange={(event) => onChange(localInputToIso(event.target.value))}
        />
      )
    case 'date':
      return (
        <input
          {...common}
          type="date"
          placeholder="MM/DD/YYYY"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )
    case 'enum': {
      const values = unwrapped.shape.type === 'enum' ? unwrapped.shape.values : []
      return (
        <select
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          {typeof value === 'string' && !unwrapped.isOptional ? null : <option value="">—</option>}
          {values.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value}
            </option>
          ))}
        </select>
      )
    }
    case 'literal':
      return (
        <input
          {...common}
          type="text"
          readOnly
          value={unwrapped.shape.type === 'literal' ? String(unwrapped.shape.value.value) : ''}
        />
      )
    default:
      return (
        <JsonInput id={id} value={value} onChange={onChange} aria-describedby={aria['aria-describedby']} />
      )
  }
}
