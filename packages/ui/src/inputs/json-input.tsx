import type { ReactNode } from 'react'
import { useState } from 'react'
import { UI_TEXT } from '../messages.js'

/** Props of {@link JsonInput}. */
export type JsonInputProps = {
  id: string
  value: unknown
  /** Called with the parsed value whenever the text is valid JSON; `undefined` when the text is emptied. */
  onChange: (value: unknown) => void
  'aria-describedby'?: string | undefined
}

const toText = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value, null, 2))

/**
 * A JSON text editor for values without a dedicated input (objects, lists, maps, unions, unknown). Invalid text
 * is kept and flagged; the last valid value stays in the form.
 */
export function JsonInput({ id, value, onChange, ...aria }: JsonInputProps): ReactNode {
  const [text, setText] = useState(() => toText(value))
  const [error, setError] = useState<string | undefined>()
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    // The form changed from outside (Use example, Clear form): show the new value.
    setLastValue(value)
    setText(toText(value))
    setError(undefined)
  }
  return (
    <div className="ax-JsonInput">
      <textarea
        id={id}
        className="ax-Code"
        value={text}
        spellCheck={false}
        rows={Math.min(12, Math.max(2, text.split('\n').length))}
        aria-invalid={error == null ? undefined : true}
        aria-describedby={aria['aria-describedby']}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          if (next.trim() === '') {
            setError(undefined)
            setLastValue(undefined)
            onChange(undefined)
            return
          }
          try {
            const parsed: unknown = JSON.parse(next)
            setError(undefined)
            setLastValue(parsed)
            onChange(parsed)
          } catch (caught) {
            setError(UI_TEXT.invalidJson(caught instanceof Error ? caught.message : String(caught)))
          }
        }}
      />
      {error == null ? null : (
        <p className="ax-FieldError" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
