import type { ExplorerItem } from '@api-explorer/model'
import {
  ChannelScope,
  FormStoreProvider,
  useChannelSession,
  useWebSocketForm,
  useWebSocketTarget,
} from '@api-explorer/react'
import type { ReactNode } from 'react'
import { AuthCards } from '../authorization/auth-cards.js'
import { useChannelAuth } from '../authorization/use-request-auth.js'
import { ParameterSections } from '../endpoint-playground/parameter-sections.js'
import { DescriptionText } from '../form/description-text.js'
import { FieldIdScope } from '../form/field-ids.js'
import { PlaygroundSplit } from '../layout/playground-split.js'
import type { SplitStart } from '../layout/split-start.js'
import type { PlaygroundOptions } from '../parts/playground-options.js'
import { PartRoot } from '../parts/part-root.js'
import { ConnectBar } from './connect-bar.js'
import { MessageLog } from './message-log.js'
import { MessagePanels } from './message-panels.js'

/** Props of {@link WebSocketPlayground}. */
export type WebSocketPlaygroundProps = PlaygroundOptions & {
  /** The channel: its slug (`realtime/chat-room`), its id, or its item from `listExplorerItems`. */
  channel: string | ExplorerItem
}

/**
 * The playground of one websocket channel: the channel URL with Connect / Disconnect, the handshake headers,
 * path and query parameters, one panel per client message type with "Send message", and the message log.
 * Connections go through the proxy, which sends the headers (a browser cannot set websocket headers); the
 * explorer's `websocketMessageLimit` ends a sample session. Leaving the playground closes the connection.
 */
export function WebSocketPlayground({
  channel,
  headingLevel = 2,
  splitStart,
  header = true,
}: WebSocketPlaygroundProps): ReactNode {
  const id = typeof channel === 'string' ? channel : channel.id
  return (
    <PartRoot>
      <ChannelScope channel={id}>
        <WebSocketLayout headingLevel={headingLevel} splitStart={splitStart} header={header} />
      </ChannelScope>
    </PartRoot>
  )
}

function WebSocketLayout({
  headingLevel,
  splitStart,
  header,
}: {
  headingLevel: 2 | 3 | 4
  splitStart: SplitStart | undefined
  header: boolean
}): ReactNode {
  const { item, form: store } = useChannelSession()
  const channel = useWebSocketForm((state) => state.channel)
  const { selected, headers, tokenRequest } = useChannelAuth()
  const target = useWebSocketTarget(headers)
  const Heading = `h${headingLevel}` as const
  return (
    <article className="ax-EndpointPlayground" aria-label={item.title}>
      {header ? (
        <header className="ax-EndpointPlayground-header">
          {item.breadcrumb.length > 0 ? <p className="ax-Breadcrumb">{item.breadcrumb.join(' / ')}</p> : null}
          <Heading>{item.title}</Heading>
          {channel.description == null ? null : <DescriptionText text={channel.description} />}
        </header>
      ) : null}
      <ConnectBar target={target} />
      {selected == null ? null : <AuthCards selected={selected} tokenRequest={tokenRequest} />}
      <PlaygroundSplit
        start={splitStart}
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
