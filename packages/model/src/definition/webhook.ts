import type { WebhookId, WithAvailability, WithDescription, WithNamespace } from './commons.js'
import type { WEBHOOK_HTTP_METHODS } from '../helpers/docs-configuration.js'
import type { ObjectProperty, TypeShape } from './type-shape.js'

/** Method a webhook is delivered with. */
export type WebhookHttpMethod = (typeof WEBHOOK_HTTP_METHODS)[number]

/** A webhook the API sends to its consumers. Shown in docs; the playground does not send webhooks. */
export type WebhookDefinition = WithDescription &
  WithAvailability &
  WithNamespace & {
    id: WebhookId
    displayName?: string
    operationId?: string
    method: WebhookHttpMethod
    path: string[]
    headers: ObjectProperty[]
    payload: WithDescription & { shape: TypeShape }
    examples: Array<{ payload: unknown }>
  }
