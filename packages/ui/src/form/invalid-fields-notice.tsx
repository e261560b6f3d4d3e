import type { FormError, FormPath } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useEffect, useRef } from 'react'
import { revealElement } from '../layout/pane-events.js'
import { fieldId, useFieldIdPrefix } from './field-ids.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** Props of {@link InvalidFieldsNotice}. */
export type InvalidFieldsNoticeProps = {
  errors: readonly FormError[]
  /** Sends the request as it is, invalid fields and all (testing how a server rejects bad input is a real use). */
  onSendAnyway: () => void
  onDismiss: () => void
}

/**
 * What Send shows instead of sending when fields are not valid: each invalid field, as a link that focuses it,
 * with why; "Send anyway"; and a way to close the notice. Focus moves to the notice when it opens.
 */
export function InvalidFieldsNotice({
  errors,
  onSendAnyway,
  onDismiss,
}: InvalidFieldsNoticeProps): ReactNode {
  const uiText = useMessages()
  const prefix = useFieldIdPrefix()
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="ax-InvalidFields" role="alert">
      <p ref={heading} tabIndex={-1}>
        {uiText.invalidFieldsTitle(errors.length)}
      </p>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>
            <button
              type="button"
              className="ax-LinkButton"
              onClick={(event) =>
                focusField(prefix, error.path, event.currentTarget.getRootNode() as Document | ShadowRoot)
              }
            >
              {formPathLabel(error.path)}
            </button>
            : {error.message}
          </li>
        ))}
      </ul>
      <div className="ax-Toolbar">
        <button type="button" className="ax-Button" data-variant="primary" onClick={onSendAnyway}>
          {uiText.sendAnyway}
        </button>
        <button type="button" className="ax-Button" data-variant="ghost" onClick={onDismiss}>
          {uiText.dismiss}
        </button>
      </div>
    </div>
  )
}

const SECTION_NAMES: Record<string, string> = {
  headers: 'header',
  pathParameters: 'path',
  queryParameters: 'query',
  body: 'body',
  messages: 'message',
}

/**
 * A field's name as a reader reads it: its keys and list positions from the section on (`address.city`,
 * `tags[2]`), with the section it is in (`limit (query)`); the body's own value is `body`.
 */
function formPathLabel(path: FormPath): string {
  const [section, ...rest] = path
  // Body values sit under `value`, and so do multipart entries' values: neither is a name the reader knows.
  const keys = section === 'body' ? rest.filter((key, index) => !(key === 'value' && index <= 2)) : rest
  const name = keys.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? key : `${text}.${key}`),
    '',
  )
  const where = SECTION_NAMES[String(section)] ?? String(section)
  if (name === '') return where
  return section === 'body' || section === 'messages' ? name : `${name} (${where})`
}

/**
 * Focuses the input of the value at `path`, or, when it is not rendered (inside a folded row), the nearest
 * enclosing field or fold that is. On narrow screens the field may sit in the hidden Request tab: the playground's
 * split is asked to show it first. `root` is where the field is looked up: the notice's own root node, a shadow root
 * when the explorer runs in one (the web component).
 */
function focusField(prefix: string, path: FormPath, root: Document | ShadowRoot = document): void {
  for (const candidate of [[...path, 'value'], ...ancestorsOf(path)]) {
    const id = fieldId(prefix, candidate)
    const element = root.getElementById(id) ?? root.getElementById(`${id}-toggle`)
    if (element != null) {
      revealElement(element)
      element.focus()
      element.scrollIntoView?.({ block: 'center' })
      return
    }
  }
}

function ancestorsOf(path: FormPath): FormPath[] {
  const paths: FormPath[] = []
  for (let length = path.length; length > 0; length -= 1) {
    paths.push(path.slice(0, length))
  }
  return paths
}
