import type { ObjectPropertyAccess } from '../definition/type-shape.js'
import type { WebhookHttpMethod } from '../definition/webhook.js'
import type { WebSocketMessageOrigin } from '../definition/websocket.js'

// The documentation-configuration enumerations of the registry specification (§3) that the definition model
// itself uses (property access, webhook methods, websocket message origins). The other nineteen belong to
// the registry's docs configuration and live in the registry client. Each comes as an `as const` array and a
// type guard for untrusted input.

function oneOf<T extends string>(values: readonly T[]): (value: unknown) => value is T {
  const set: ReadonlySet<unknown> = new Set(values)
  return (value: unknown): value is T => set.has(value)
}

/** Every {@link ObjectPropertyAccess}. */
export const OBJECT_PROPERTY_ACCESSES = ['READ_ONLY', 'WRITE_ONLY'] as const
/** Whether a value is an {@link ObjectPropertyAccess}. */
export const isObjectPropertyAccess: (value: unknown) => value is ObjectPropertyAccess =
  oneOf(OBJECT_PROPERTY_ACCESSES)

/** Every {@link WebhookHttpMethod}. */
export const WEBHOOK_HTTP_METHODS = ['GET', 'POST'] as const
/** Whether a value is a {@link WebhookHttpMethod}. */
export const isWebhookHttpMethod: (value: unknown) => value is WebhookHttpMethod = oneOf(WEBHOOK_HTTP_METHODS)

/** Every {@link WebSocketMessageOrigin}. */
export const WEBSOCKET_MESSAGE_ORIGINS = ['client', 'server'] as const
/** Whether a value is a {@link WebSocketMessageOrigin}. */
export const isWebSocketMessageOrigin: (value: unknown) => value is WebSocketMessageOrigin =
  oneOf(WEBSOCKET_MESSAGE_ORIGINS)
