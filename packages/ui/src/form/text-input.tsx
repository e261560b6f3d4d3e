import { randomUuid } from '@api-explorer/model'
import { Eye, EyeOff, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { errorIdOf, useIsInvalid } from './field-errors.js'
import type { FieldInputProps } from './field-input-props.js'
import { describedByProps } from './field-input-props.js'
import { useFormStoreApi, useFormValue } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

const UUID_PLACEHOLDER = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx'
const IDEMPOTENCY_KEY = 'idempotency_key'

/**
 * A text input for strings, UUIDs, base64 and big integers (kept as text, so no digit is lost). Password-format
 * strings are masked with a show toggle; a property named `idempotency_key` gets a Generate button that fills a
 * random UUID.
 */
export function TextInput({ path, value: shape, inputId, label, describedBy }: FieldInputProps): ReactNode {
  const uiText = useMessages()
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const invalid = useIsInvalid(path)
  const [revealed, setRevealed] = useState(false)
  const primitive = shape.shape.type === 'primitive' ? shape.shape.value : undefined
  const isPassword = primitive?.type === 'string' && primitive.format === 'password'
  const isUuid = primitive?.type === 'uuid'
  const canGenerate = path[path.length - 1] === IDEMPOTENCY_KEY
  const text = typeof value === 'string' ? value : value == null ? '' : String(value)
  const set = (next: string): void => store.getState().setValue(path, next)
  return (
    <div className="ax-InputGroup">
      <input
        id={inputId}
        className="ax-Input"
        type={isPassword && !revealed ? 'password' : 'text'}
        inputMode={primitive?.type === 'bigInteger' ? 'numeric' : undefined}
        autoComplete={isPassword ? 'off' : undefined}
        spellCheck={primitive?.type === 'string' && !isPassword ? undefined : false}
        value={text}
        placeholder={isUuid || canGenerate ? UUID_PLACEHOLDER : undefined}
        {...describedByProps(describedBy, invalid ? errorIdOf(inputId) : undefined)}
        onChange={(event) => set(event.target.value)}
      />
      {isPassword ? (
        <button
          type="button"
          className="ax-IconButton"
          aria-label={revealed ? uiText.hidePasswordOf(label) : uiText.showPasswordOf(label)}
          aria-pressed={revealed}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? <EyeOff aria-hidden size={14} /> : <Eye aria-hidden size={14} />}
        </button>
      ) : null}
      {canGenerate ? (
        <button
          type="button"
          className="ax-Button"
          data-variant="ghost"
          data-size="small"
          aria-label={uiText.generateUuidFor(label)}
          onClick={() => set(randomUuid())}
        >
          <RefreshCw aria-hidden size={13} />
          {uiText.generate}
        </button>
      ) : null}
    </div>
  )
}
