import type { WebSocketTarget } from '@api-explorer/model'
import { useChannelSession, useConnectStatus } from '@api-explorer/react'
import { Plug, Unplug } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { MethodBadge } from '../common/method-badge.js'
import { showResponsePane } from '../layout/pane-events.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/**
 * The top bar of the websocket playground: the `WSS` badge, the channel URL the form describes, and
 * Connect / "Connecting..." / Disconnect (hidden when the host disabled sending). Connect is the core's
 * `ChannelSession.connect`: the credentials as they are at that moment (a login in flight waited for, an
 * expired OAuth token fetched again); a failure shows in the message log's error banner.
 */
export function ConnectBar({ target }: { target: WebSocketTarget }): ReactNode {
  const uiText = useMessages()
  const channel = useChannelSession()
  const { status, blocked } = useConnectStatus()
  const localhostNoteId = useId()
  const blockedLocalhost = blocked === 'localhost'
  return (
    <>
      <div className="ax-UrlBar">
        <MethodBadge method="WSS" size="medium" />
        <div className="ax-UrlBar-url">
          <span className="ax-VisuallyHidden">{uiText.channelUrl}: </span>
          <span className="ax-UrlBar-path" data-testid="channel-url">
            {target.url}
          </span>
        </div>
        {blocked === 'disabled' ? null : status === 'opened' ? (
          <button
            type="button"
            className="ax-Button"
            data-variant="ghost"
            onClick={() => channel.disconnect()}
          >
            {uiText.disconnect}
            <Unplug aria-hidden size={14} />
          </button>
        ) : (
          <button
            type="button"
            className="ax-Button"
            data-variant="primary"
            disabled={status === 'opening' || blockedLocalhost}
            title={blockedLocalhost ? uiText.localhostBlocked : undefined}
            aria-describedby={blockedLocalhost ? localhostNoteId : undefined}
            onClick={(event) => {
              // On a narrow screen the message log (the Response tab) shows the connection opening.
              showResponsePane(event.currentTarget)
              void channel.connect()
            }}
          >
            {status === 'opening' ? uiText.connecting : uiText.connect}
            <Plug aria-hidden size={14} />
          </button>
        )}
      </div>
      {blockedLocalhost ? (
        <p id={localhostNoteId} className="ax-UrlBar-note" role="note">
          {uiText.localhostBlocked}
        </p>
      ) : null}
    </>
  )
}
