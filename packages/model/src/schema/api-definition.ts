import * as z from 'zod'
import type { ApiDefinition } from '../definition/api-definition.js'
import { authSchemeSchema } from './auth.js'
import { subpackageMetadataSchema } from './commons.js'
import { endpointDefinitionSchema } from './endpoint.js'
import { looseObject } from './loose-object.js'
import { objectPropertySchema, typeDefinitionSchema } from './type-shape.js'
import { webhookDefinitionSchema } from './webhook.js'
import { webSocketChannelSchema } from './websocket.js'

/**
 * {@link ApiDefinition}: the whole definition. Structure only; {@link parseApiDefinition} adds the checks
 * between parts (ids match their keys, references point at existing types, auth schemes and subpackages).
 */
export const apiDefinitionSchema: z.ZodType<ApiDefinition> = looseObject<ApiDefinition>({
  id: z.string(),
  apiName: z.string().optional(),
  endpoints: z.record(z.string(), endpointDefinitionSchema),
  websockets: z.record(z.string(), webSocketChannelSchema),
  webhooks: z.record(z.string(), webhookDefinitionSchema),
  types: z.record(z.string(), typeDefinitionSchema),
  subpackages: z.record(z.string(), subpackageMetadataSchema),
  auths: z.record(z.string(), authSchemeSchema),
  globalHeaders: z.array(objectPropertySchema).optional(),
})
