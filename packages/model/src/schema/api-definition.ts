import * as z from 'zod'
import type { ApiDefinition } from '../definition/api-definition.js'
import { authSchemeSchema } from './auth.js'
import { subpackageMetadataSchema } from './commons.js'
import { endpointDefinitionSchema } from './endpoint.js'
import { jsonRecord } from './json-record.js'
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
  endpoints: jsonRecord(endpointDefinitionSchema),
  websockets: jsonRecord(webSocketChannelSchema),
  webhooks: jsonRecord(webhookDefinitionSchema),
  types: jsonRecord(typeDefinitionSchema),
  subpackages: jsonRecord(subpackageMetadataSchema),
  auths: jsonRecord(authSchemeSchema),
  globalHeaders: z.array(objectPropertySchema).optional(),
})
