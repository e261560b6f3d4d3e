import type { WebSocketMessage } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import {
  useExplorer,
  useWebSocketForm,
  useWebSocketFormStore,
  useWebSocketSession,
  useWebSocketSessionStore,
} from '@api-explorer/react'
import type { ReactNode } from 'react'
import { DescriptionText } from '../form/description-text.js'
import { showResponsePane } from '../layout/pane-events.js'
import { ObjectSection, ValueSection } from '../form/form-sections.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** One panel per message type the client sends, each with its form and "Send message". */
export function MessagePanels(): ReactNode {
  const messages = useWebSocketForm((state) => state.channel.messages)
  return messages
    .filter((message) => message.origin === 'client')
    .map((message) => <MessagePanel key={message.type} message={message} />)
}

function MessagePanel({ message }: { message: WebSocketMessage }): ReactNode {
  const uiText = useMessages()
  const { definition } = useExplorer()
  const form = useWebSocketFormStore()
  const session = useWebSocketSessionStore()
  const opened = useWebSocketSession((state) => state.status === 'opened')
  const unwrapped = unwrapShape(message.body, definition.types)
  const title = message.displayName ?? message.type
  const path = ['messages', message.type]
  const footer = (
    <>
      {message.description == null ? null : <DescriptionText text={message.description} />}
      <div className="ax-Toolbar">
        <button
          type="button"
          className="ax-Button"
          data-variant="primary"
          disabled={!opened}
          aria-label={`${uiText.sendMessage}: ${title}`}
          onClick={(event) => {
            // On a narrow screen the reader then sees the message land in the log (the Response tab).
            showResponsePane(event.currentTarget)
            session.getState().send({
              type: message.type,
              data: form.getState().formState.messages[message.type],
              ...(message.displayName == null ? {} : { displayName: message.displayName }),
            })
          }}
        >
          {uiText.sendMessage}
        </button>
      </div>
    </>
  )
  return unwrapped.shape.type === 'object' ? (
    <ObjectSection title={title} path={path} properties={objectProperties(unwrapped.shape, definition.types)}>
      {footer}
    </ObjectSection>
  ) : (
    <ValueSection
      title={title}
      name={message.type}
      path={path}
      property={{ valueShape: message.body }}
      required={!unwrapped.isOptional}
    >
      {footer}
    </ValueSection>
  )
}
