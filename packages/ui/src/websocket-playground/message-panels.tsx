import type { WebSocketMessage } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import {
  useWebSocketForm,
  useWebSocketFormStore,
  useWebSocketSession,
  useWebSocketSessionStore,
} from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { FormSection } from '../endpoint-playground/form-section.js'
import { PropertyFields } from '../endpoint-playground/property-fields.js'
import { FieldRow } from '../inputs/field-row.js'
import { typeHint } from '../inputs/type-hint.js'
import { ValueInput } from '../inputs/value-input.js'
import { UI_TEXT } from '../messages.js'

/** One panel per message type the client sends, each with its form and "Send message". */
export function MessagePanels(): ReactNode {
  const messages = useWebSocketForm((state) => state.channel.messages)
  return messages
    .filter((message) => message.origin === 'client')
    .map((message) => <MessagePanel key={message.type} message={message} />)
}

function MessagePanel({ message }: { message: WebSocketMessage }): ReactNode {
  const { definition } = useExplorerContext()
  const draft = useWebSocketForm((state) =>
    Object.hasOwn(state.formState.messages, message.type)
      ? state.formState.messages[message.type]
      : undefined,
  )
  const form = useWebSocketFormStore()
  const session = useWebSocketSessionStore()
  const opened = useWebSocketSession((state) => state.status === 'opened')
  const unwrapped = unwrapShape(message.body, definition.types)
  const title = message.displayName ?? message.type
  return (
    <FormSection title={title}>
      {message.description == null ? null : <p className="ax-Muted">{message.description}</p>}
      {unwrapped.shape.type === 'object' ? (
        <PropertyFields
          properties={objectProperties(unwrapped.shape, definition.types)}
          values={draft != null && typeof draft === 'object' ? (draft as Record<string, unknown>) : {}}
          onChange={(key, value) => form.getState().setValue(['messages', message.type, key], value)}
        />
      ) : (
        <FieldRow name={message.type} typeHint={typeHint(unwrapped)} isOptional={unwrapped.isOptional}>
          {({ inputId }) => (
            <ValueInput
              id={inputId}
              shape={message.body}
              value={draft}
              onChange={(value) => form.getState().setValue(['messages', message.type], value)}
            />
          )}
        </FieldRow>
      )}
      <div className="ax-Toolbar">
        <button
          type="button"
          className="ax-Button"
          data-variant="primary"
          disabled={!opened}
          aria-label={`${UI_TEXT.sendMessage}: ${title}`}
          onClick={() =>
            session.getState().send({
              type: message.type,
              data: form.getState().formState.messages[message.type],
              ...(message.displayName == null ? {} : { displayName: message.displayName }),
            })
          }
        >
          {UI_TEXT.sendMessage}
        </button>
      </div>
    </FormSection>
  )
}
