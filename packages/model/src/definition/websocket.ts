import type {
  AuthSchemeId,
  Environment,
  EnvironmentId,
  PathPart,
  WebSocketId,
  WithAvailability,
  WithDescription,
  WithNamespace,
} from './commons.js'
import type { WEBSOCKET_MESSAGE_ORIGINS } from '../helpers/docs-configuration.js'
import type { ExampleWebSocketSession } from './examples.js'
import type { ObjectProperty, TypeShape } from './type-shape.js'

/** Who sends a websocket message. */
export type WebSocketMessageOrigin = (typeof WEBSOCKET_MESSAGE_ORIGINS)[number]

/** A message type a channel carries. */
export type WebSocketMessage = WithDescription &
  WithAvailability & {
    /** The message type id; client messages are keyed by it in the form. */
    type: string
    displayName?: string
    origin: WebSocketMessageOrigin
    body: TypeShape
  }

/** A websocket channel. */
export type WebSocketChannel = WithDescription &
  WithAvailability &
  WithNamespace & {
    id: WebSocketId
    displayName?: string
    operationId?: string
    path: PathPart[]
    /** The messages that can be sent and received on this channel. */
    messages: WebSocketMessage[]
    auth?: AuthSchemeId[]
    defaultEnvironment?: EnvironmentId
    environments?: Environment[]
    pathParameters?: ObjectProperty[]
    queryParameters?: ObjectProperty[]
    requestHeaders?: ObjectProperty[]
    examples?: ExampleWebSocketSession[]
  }
