// The `@api-explorer/model/schema` entry: zod schemas of the definition model and parseApiDefinition.
// Kept apart from the main entry so that importing the model's types and helpers does not bundle zod.

export {
  availabilitySchema,
  environmentSchema,
  httpMethodSchema,
  pathPartSchema,
  subpackageMetadataSchema,
} from './commons.js'
export { literalTypeSchema, primitiveTypeSchema } from './primitive.js'
export {
  discriminatedUnionVariantSchema,
  enumValueSchema,
  objectPropertyAccessSchema,
  objectPropertySchema,
  typeDefinitionSchema,
  typeReferenceSchema,
  typeShapeSchema,
  undiscriminatedUnionVariantSchema,
} from './type-shape.js'
export {
  codeSnippetSchema,
  exampleEndpointCallSchema,
  exampleEndpointRequestSchema,
  exampleEndpointResponseSchema,
  exampleFormValueSchema,
  exampleWebSocketMessageSchema,
  exampleWebSocketSessionSchema,
} from './examples.js'
export { authSchemeSchema, oAuthReferencedEndpointSchema } from './auth.js'
export {
  contentTypeSchema,
  endpointDefinitionSchema,
  endpointPaginationSchema,
  endpointProtocolSchema,
  endpointSnippetTemplatesSchema,
  errorExampleSchema,
  errorResponseSchema,
  formDataFieldSchema,
  httpRequestBodyShapeSchema,
  httpRequestDefinitionSchema,
  httpResponseBodyShapeSchema,
  httpResponseDefinitionSchema,
} from './endpoint.js'
export { webSocketChannelSchema, webSocketMessageOriginSchema, webSocketMessageSchema } from './websocket.js'
export { webhookDefinitionSchema, webhookHttpMethodSchema } from './webhook.js'
export { apiDefinitionSchema } from './api-definition.js'
export type { PlaygroundConfigurationResult } from './playground.js'
export {
  parsePlaygroundConfiguration,
  playgroundConfigurationSchema,
  playgroundStateSchema,
} from './playground.js'
export type { DefinitionIssue, PathSegment } from './issues.js'
export { formatPath } from './issues.js'
export { crossReferenceIssues } from './cross-references.js'
export type { ParseResult } from './parse-api-definition.js'
export {
  InvalidApiDefinitionError,
  parseApiDefinition,
  parseApiDefinitionOrThrow,
} from './parse-api-definition.js'
export {
  payloadInputSchema,
  templateInputSchema,
  templateSchema,
  versionedSnippetTemplateSchema,
} from './snippet-template.js'
