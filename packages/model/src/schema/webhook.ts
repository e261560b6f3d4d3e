import * as z from 'zod'
import type { WebhookDefinition, WebhookHttpMethod } from '../definition/webhook.js'
import { WEBHOOK_HTTP_METHODS } from '../helpers/docs-configuration.js'
import { describedFields } from './commons.js'
import { anyValueSchema, looseObject } from './loose-object.js'
import { objectPropertySchema, typeShapeSchema } from './type-shape.js'

/** {@link WebhookHttpMethod}: `GET` or `POST`. */
export const webhookHttpMethodSchema: z.ZodType<WebhookHttpMethod> = z.enum(WEBHOOK_HTTP_METHODS)

/** {@link WebhookDefinition}: a webhook the API sends. */
export const webhookDefinitionSchema: z.ZodType<WebhookDefinition> = looseObject<WebhookDefinition>({
  id: z.string(),
  displayName: z.string().optional(),
  operationId: z.string().optional(),
  method: webhookHttpMethodSchema,
  path: z.array(z.string()),
  headers: z.array(objectPropertySchema),
  payload: looseObject<WebhookDefinition['payload']>({
    shape: typeShapeSchema,
    description: z.string().optional(),
  }),
  examples: z.array(looseObject<{ payload: unknown }>({ payload: anyValueSchema })),
  namespace: z.array(z.string()).optional(),
  ...describedFields,
})
