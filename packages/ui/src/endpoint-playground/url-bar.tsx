import type { HttpRequest } from '@api-explorer/model'
import { requestUrl } from '@api-explorer/model'
import {
  useBaseUrl,
  useEndpointForm,
  useEndpointFormStore,
  useEndpointSession,
  useSendStatus,
} from '@api-explorer/react'
import { SendHorizontal } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId, useRef, useState } from 'react'
import { CopyButton } from '../common/copy-button.js'
import { MethodBadge } from '../common/method-badge.js'
import { InvalidFieldsNotice } from '../form/invalid-fields-notice.js'
import { showResponsePane } from '../layout/pane-events.js'
import { EnvironmentSelect } from './environment-select.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** Props of {@link UrlBar}. */
export type UrlBarProps = {
  /** The request the form describes now (credentials redacted or not, as the snippet shows them). */
  request: HttpRequest
}

/**
 * The top bar of the endpoint playground: method, the environment switcher (with more than one environment), the
 * editable base URL, the path with its parameters highlighted, a preview of the query string, a button that copies
 * the full URL, and Send (hidden when the host disabled sending). Send is the core's one send sequence
 * (`EndpointSession.send`); an invalid form is listed first, with "Send anyway".
 */
export function UrlBar({ request }: UrlBarProps): ReactNode {
  const uiText = useMessages()
  const endpoint = useEndpointForm((state) => state.endpoint)
  const pathParameters = useEndpointForm((state) => state.formState.pathParameters)
  const formStore = useEndpointFormStore()
  const session = useEndpointSession()
  const { preparing, loading, blocked } = useSendStatus()
  const baseUrl = useBaseUrl()
  const query = requestUrl({ url: '', query: request.query })
  const errors = useEndpointForm((state) => state.errors)
  // Send with invalid fields shows them first; "Send anyway" sends regardless.
  const [showInvalid, setShowInvalid] = useState(false)
  const localhostNoteId = useId()
  const sendButton = useRef<HTMLButtonElement>(null)
  const sendDisabled = blocked === 'disabled'
  const blockedLocalhost = blocked === 'localhost'
  const send = (ignoreInvalid: boolean): void => {
    setShowInvalid(false)
    void session.send({ ignoreInvalid }).then((outcome) => {
      if (outcome.type === 'invalid') setShowInvalid(true)
    })
    if (ignoreInvalid || formStore.getState().errors.length === 0) showResponsePane(sendButton.current)
  }

  return (
    <>
      <div className="ax-UrlBar">
        <MethodBadge method={endpoint.method} size="medium" />
        <EnvironmentSelect />
        <div className="ax-UrlBar-url">
          <input
            className="ax-UrlBar-base"
            aria-label={uiText.baseUrl}
            value={baseUrl}
            size={Math.max(8, baseUrl.length)}
            onChange={(event) =>
              formStore
                .getState()
                .setBaseUrlOverride(event.target.value === '' ? undefined : event.target.value)
            }
          />
          <span className="ax-UrlBar-path" data-testid="request-path">
            {endpoint.path.map((part, index) => {
              if (part.type === 'literal') {
                return <span key={index}>{part.value}</span>
              }
              const value = pathParameters[part.value]
              const filled = value != null && value !== ''
              return (
                <span key={index} className="ax-UrlBar-parameter" data-filled={filled} title={part.value}>
                  {filled ? String(value) : `:${part.value}`}
                </span>
              )
            })}
            {query === '' ? null : <span className="ax-UrlBar-query">{query}</span>}
          </span>
        </div>
        <div className="ax-UrlBar-actions">
          <CopyButton label={uiText.copyUrl} text={() => requestUrl(request)} />
          {sendDisabled ? null : (
            <button
              ref={sendButton}
              type="button"
              className="ax-Button"
              data-variant="primary"
              aria-label={uiText.sendRequest}
              disabled={loading || preparing || blockedLocalhost}
              title={blockedLocalhost ? uiText.localhostBlocked : undefined}
              aria-describedby={blockedLocalhost ? localhostNoteId : undefined}
              onClick={() => send(false)}
            >
              {loading || preparing ? uiText.loading : uiText.send}
              <SendHorizontal aria-hidden size={14} />
            </button>
          )}
        </div>
      </div>
      {blockedLocalhost && !sendDisabled ? (
        // Shown, not only as a tooltip: a disabled button gets no hover or focus on touch screens.
        <p id={localhostNoteId} className="ax-UrlBar-note" role="note">
          {uiText.localhostBlocked}
        </p>
      ) : null}
      {showInvalid && errors.length > 0 && !sendDisabled ? (
        <InvalidFieldsNotice
          errors={errors}
          onSendAnyway={() => send(true)}
          onDismiss={() => setShowInvalid(false)}
        />
      ) : null}
    </>
  )
}
