import * as z from 'zod'
import type { WebSocketChannel, WebSocketMessage, WebSocketMessageOrigin } from '../definition/websocket.js'
import { WEBSOCKET_MESSAGE_ORIGINS } from '../helpers/docs-configuration.js'
import { describedFields, environmentSchema, pathPartSchema } from './commons.js'
import { exampleWebSocketSessionSchema } from './examples.js'
import { looseObject } from './loose-object.js'
import { objectPropertySchema, typeShapeSchema } from './type-shape.js'

/** {@link WebSocketMessageOrigin}: `client` or `server`. */
export const webSocketMessageOriginSchema: z.ZodType<WebSocketMessageOrigin> =
  z.enum(WEBSOCKET_MESSAGE_ORIGINS)

/** {@link WebSocketMessage}: a message type a channel carries (`type` is its id, not a union tag). */
export const webSocketMessageSchema: z.ZodType<WebSocketMessage> = looseObject<WebSocketMessage>({
  type: z.string(),
  displayName: z.string().optional(),
  origin: webSocketMessageOriginSchema,
  body: typeShapeSchema,
  ...describedFields,
})

/** {@link WebSocketChannel}: a websocket channel. */
export const webSocketChannelSchema: z.ZodType<WebSocketChannel> = looseObject<WebSocketChannel>({
  id: z.string(),
  displayName: z.string().optional(),
  operationId: z.string().optional(),
  path: z.array(pathPartSchema),
  messages: z.array(webSocketMessageSchema),
  auth: z.array(z.string()).optional(),
  defaultEnvironment: z.string().optional(),
  environments: z.array(environmentSchema).optional(),
  pathParameters: z.array(objectPropertySchema).optional(),
  queryParameters: z.array(objectPropertySchema).optional(),
  requestHeaders: z.array(objectPropertySchema).optional(),
  examples: z.array(exampleWebSocketSessionSchema).optional(),
  namespace: z.array(z.string()).optional(),
  ...describedFields,
})
