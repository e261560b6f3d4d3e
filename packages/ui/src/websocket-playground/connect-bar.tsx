import type { WebSocketTarget } from '@api-explorer/form-state'
import { selectWebSocketTarget } from '@api-explorer/form-state'
import type { AuthScheme, HttpRequest } from '@api-explorer/model'
import {
  useAuthStoreApi,
  useWebSocketFormStore,
  useWebSocketSession,
  useWebSocketSessionStore,
} from '@api-explorer/react'
import { Plug, Unplug } from 'lucide-react'
import type { ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { MethodBadge } from '../common/method-badge.js'
import { UI_TEXT } from '../messages.js'

/**
 * The top bar of the websocket playground: the `WSS` badge, the channel URL the form describes, and
 * Connect / "Connecting..." / Disconnect. Connecting takes the credentials as they are at that moment (a
 * login in flight is waited for, an expired OAuth token fetched again).
 */
export function ConnectBar({
  target,
  scheme,
  tokenRequest,
  sendDisabled = false,
}: {
  target: WebSocketTarget
  scheme: AuthScheme | undefined
  /** The OAuth token endpoint's request, to fetch an expired token again before connecting. */
  tokenRequest?: (() => HttpRequest) | undefined
  /** Hides Connect (the host disabled sending). */
  sendDisabled?: boolean | undefined
}): ReactNode {
  const sessionStatus = useWebSocketSession((state) => state.status)
  const session = useWebSocketSessionStore()
  const form = useWebSocketFormStore()
  const authStore = useAuthStoreApi()
  // Fresh credentials can take a moment (a login in flight, an expired token fetched again): show
  // "Connecting..." meanwhile, and do not open a socket once the reader has left the channel.
  const [preparing, setPreparing] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const status = preparing && sessionStatus === 'closed' ? 'opening' : sessionStatus
  const connect = (): void => {
    setPreparing(true)
    authStore
      .getState()
      .resolveAuthHeaders(scheme, tokenRequest == null ? {} : { tokenRequest })
      .then((auth) => {
        if (mounted.current) session.getState().connect(selectWebSocketTarget(form.getState(), auth))
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        if (mounted.current) setPreparing(false)
      })
  }
  return (
    <div className="ax-UrlBar">
      <MethodBadge method="WSS" size="medium" />
      <div className="ax-UrlBar-url">
        <span className="ax-VisuallyHidden">{UI_TEXT.channelUrl}: </span>
        <span className="ax-UrlBar-path" data-testid="channel-url">
          {target.url}
        </span>
      </div>
      {sendDisabled ? null : status === 'opened' ? (
        <button
          type="button"
          className="ax-Button"
          data-variant="ghost"
          onClick={() => session.getState().disconnect()}
        >
          {UI_TEXT.disconnect}
          <Unplug aria-hidden size={14} />
        </button>
      ) : (
        <button
          type="button"
          className="ax-Button"
          data-variant="primary"
          disabled={status === 'opening'}
          onClick={connect}
        >
          {status === 'opening' ? UI_TEXT.connecting : UI_TEXT.connect}
          <Plug aria-hidden size={14} />
        </button>
      )}
    </div>
  )
}
