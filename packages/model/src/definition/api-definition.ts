import type {
  AuthSchemeId,
  EndpointId,
  SubpackageId,
  SubpackageMetadata,
  TypeId,
  WebhookId,
  WebSocketId,
} from './commons.js'
import type { AuthScheme } from './auth.js'
import type { EndpointDefinition } from './endpoint.js'
import type { ObjectProperty, TypeDefinition } from './type-shape.js'
import type { WebhookDefinition } from './webhook.js'
import type { WebSocketChannel } from './websocket.js'

/**
 * An API definition in the registry's "latest" shape: endpoints, websocket channels, webhooks and the named
 * types they refer to. Recursion always goes through a named type, so a definition is a finite tree.
 */
export type ApiDefinition = {
  id: string
  apiName?: string
  endpoints: Record<EndpointId, EndpointDefinition>
  websockets: Record<WebSocketId, WebSocketChannel>
  webhooks: Record<WebhookId, WebhookDefinition>
  types: Record<TypeId, TypeDefinition>
  subpackages: Record<SubpackageId, SubpackageMetadata>
  auths: Record<AuthSchemeId, AuthScheme>
  /** Headers every endpoint accepts (e.g. an API version header). */
  globalHeaders?: ObjectProperty[]
}
