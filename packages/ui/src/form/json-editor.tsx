import { formPathKey } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { errorIdOf, useIsInvalid } from './field-errors.js'
import type { FieldInputProps } from './field-input-props.js'
import { describedByProps } from './field-input-props.js'
import { useFormStoreApi, useFormValue } from './use-form.js'
import { useFormResets } from './use-form-resets.js'
import { useMessages } from '../api-explorer/explorer-context.js'

const toText = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value, null, 2))

/**
 * A JSON editor for a value of unknown shape. Text that does not parse is kept as typed and reported at the
 * field (and to Send, which will not send it silently); the form keeps the last value that parsed. Empty text
 * counts as not parsing: removing the value is the row's remove button's job.
 */
export function JsonEditor({ path, inputId, describedBy }: FieldInputProps): ReactNode {
  const uiText = useMessages()
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const invalid = useIsInvalid(path)
  const [text, setText] = useState(() => toText(value))
  const [parseError, setParseError] = useState<string | undefined>()
  const [shown, setShown] = useState(value)
  const resets = useFormResets()
  const [seenResets, setSeenResets] = useState(resets)
  if (value !== shown || resets !== seenResets) {
    // The value changed from outside (Use example, Clear form, even to the same value): show it.
    setShown(value)
    setSeenResets(resets)
    setText(toText(value))
    setParseError(undefined)
  }
  const pathKey = formPathKey(path)
  useEffect(() => {
    store.getState().setDraftError(JSON.parse(pathKey) as (string | number)[], parseError)
  }, [store, pathKey, parseError])
  useEffect(
    () => () => store.getState().setDraftError(JSON.parse(pathKey) as (string | number)[], undefined),
    [store, pathKey],
  )
  return (
    <textarea
      id={inputId}
      className="ax-Input ax-Code"
      value={text}
      spellCheck={false}
      rows={Math.min(12, Math.max(2, text.split('\n').length))}
      {...describedByProps(describedBy, invalid ? errorIdOf(inputId) : undefined)}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        if (next.trim() === '') {
          // Emptying the text is not removing the value (the row's remove button does that).
          setParseError(uiText.emptyJson)
          return
        }
        try {
          const parsed: unknown = JSON.parse(next)
          setParseError(undefined)
          setShown(parsed)
          store.getState().setValue(path, parsed)
        } catch (caught) {
          setParseError(uiText.invalidJson(caught instanceof Error ? caught.message : String(caught)))
        }
      }}
    />
  )
}
