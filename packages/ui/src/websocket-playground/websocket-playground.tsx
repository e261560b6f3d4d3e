import type { ExplorerItem } from '@api-explorer/model'
import {
  FormStoreProvider,
  useFormStoreCache,
  useWebSocketForm,
  useWebSocketFormStore,
  useWebSocketTarget,
  WebSocketFormProvider,
  WebSocketSessionProvider,
} from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { AuthCards } from '../authorization/auth-cards.js'
import { useWebSocketAuthEnvironmentSync } from '../authorization/use-auth-environment-sync.js'
import { useTargetAuth } from '../authorization/use-request-auth.js'
import { ParameterSections } from '../endpoint-playground/parameter-sections.js'
import { DescriptionText } from '../form/description-text.js'
import { FieldIdScope } from '../form/field-ids.js'
import { PlaygroundSplit } from '../layout/playground-split.js'
import { ConnectBar } from './connect-bar.js'
import { MessageLog } from './message-log.js'
import { MessagePanels } from './message-panels.js'

/** Props of {@link WebSocketPlayground}. */
export type WebSocketPlaygroundProps = {
  item: ExplorerItem
  /** Received messages per connection before the session ends it ("END OF SAMPLE SESSION"). */
  messageLimit?: number | undefined
  /** Hides Connect (the host disabled sending). */
  sendDisabled?: boolean | undefined
}

/**
 * The playground of one websocket channel: the channel URL with Connect / Disconnect, the handshake headers,
 * path and query parameters, one panel per client message type with "Send message", and the message log.
 * Connections go through the proxy, which sends the headers (a browser cannot set websocket headers).
 */
export function WebSocketPlayground({
  item,
  messageLimit,
  sendDisabled,
}: WebSocketPlaygroundProps): ReactNode {
  const { definitionKey, proxyUrl } = useExplorerContext()
  // The form store comes from the explorer's cache, so edits survive switching channels and back.
  const forms = useFormStoreCache()
  return (
    <WebSocketFormProvider key={item.id} store={forms.websocket(item.id)}>
      <WebSocketSessionProvider
        key={`${definitionKey}:${item.id}:${proxyUrl ?? ''}:${messageLimit ?? ''}`}
        {...(proxyUrl == null ? {} : { proxyUrl })}
        {...(messageLimit == null ? {} : { messageLimit })}
      >
        <WebSocketLayout item={item} sendDisabled={sendDisabled} />
      </WebSocketSessionProvider>
    </WebSocketFormProvider>
  )
}

function WebSocketLayout({
  item,
  sendDisabled,
}: {
  item: ExplorerItem
  sendDisabled: boolean | undefined
}): ReactNode {
  const channel = useWebSocketForm((state) => state.channel)
  const store = useWebSocketFormStore()
  const { selected, headers, tokenRequest } = useTargetAuth(channel, store)
  const target = useWebSocketTarget(headers)
  useWebSocketAuthEnvironmentSync()
  return (
    <article className="ax-EndpointPlayground" aria-label={item.title}>
      <header className="ax-EndpointPlayground-header">
        {item.breadcrumb.length > 0 ? <p className="ax-Breadcrumb">{item.breadcrumb.join(' / ')}</p> : null}
        <h2>{item.title}</h2>
        {channel.description == null ? null : <DescriptionText text={channel.description} />}
      </header>
      <ConnectBar
        target={target}
        scheme={selected?.scheme}
        tokenRequest={tokenRequest}
        sendDisabled={sendDisabled}
      />
      {selected == null ? null : <AuthCards selected={selected} tokenRequest={tokenRequest} />}
      <PlaygroundSplit
        form={
          <FormStoreProvider store={store}>
            <FieldIdScope>
              <ParameterSections declared={channel} />
              <MessagePanels />
            </FieldIdScope>
          </FormStoreProvider>
        }
        result={<MessageLog />}
      />
    </article>
  )
}
