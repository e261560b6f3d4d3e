// The main entry of @api-explorer/model: the definition types, the request and response values, and pure
// helpers. It never imports zod; the schemas live in the `@api-explorer/model/schema` entry.

export type {
  Availability,
  AuthSchemeId,
  EndpointId,
  Environment,
  EnvironmentId,
  HttpMethod,
  MarkdownText,
  PathPart,
  PropertyKey,
  SubpackageId,
  SubpackageMetadata,
  TypeId,
  WebhookId,
  WebSocketId,
  WithAvailability,
  WithDescription,
  WithNamespace,
} from './definition/commons.js'
export { AVAILABILITIES, HTTP_METHODS } from './definition/commons.js'
export type {
  LiteralType,
  NumberConstraints,
  PrimitiveKind,
  PrimitiveType,
  StringPrimitive,
} from './definition/primitive.js'
export type {
  DiscriminatedUnionVariant,
  EnumValue,
  ObjectProperty,
  ObjectPropertyAccess,
  ObjectType,
  TypeDefinition,
  TypeReference,
  TypeShape,
  UndiscriminatedUnionVariant,
} from './definition/type-shape.js'
export type {
  CodeSnippet,
  ExampleEndpointCall,
  ExampleEndpointRequest,
  ExampleEndpointResponse,
  ExampleFormValue,
  ExampleWebSocketMessage,
  ExampleWebSocketSession,
} from './definition/examples.js'
export type {
  AuthScheme,
  BasicAuthScheme,
  BearerAuthScheme,
  HeaderAuthScheme,
  OAuthReferencedEndpoint,
  OAuthScheme,
} from './definition/auth.js'
export type {
  ContentType,
  EndpointDefinition,
  EndpointPagination,
  EndpointProtocol,
  EndpointSnippetTemplates,
  ErrorExample,
  ErrorResponse,
  FormDataField,
  HttpRequestBodyShape,
  HttpRequestDefinition,
  HttpResponseBodyShape,
  HttpResponseDefinition,
} from './definition/endpoint.js'
export type { WebSocketChannel, WebSocketMessage, WebSocketMessageOrigin } from './definition/websocket.js'
export type { WebhookDefinition, WebhookHttpMethod } from './definition/webhook.js'
export type { ApiDefinition } from './definition/api-definition.js'

export type {
  FileValue,
  FormDataPart,
  HttpRequest,
  HttpRequestBody,
  RequestCredential,
} from './http-request.js'
export type { FetchResponseType, ResponseResult, SerializableResponse } from './response-result.js'
export type { Loadable } from './loadable.js'
export { failed, loaded, loading, notStartedLoading } from './loadable.js'

export type { TypeRegistry, UnwrappedShape, UnwrappedValue } from './helpers/unwrap-shape.js'
export { objectProperties, unwrapShape } from './helpers/unwrap-shape.js'
export type { InputKind } from './helpers/input-kind.js'
export { INPUT_KINDS, inputKindOf } from './helpers/input-kind.js'
export type { EmptyValueOptions } from './helpers/empty-value.js'
export { emptyValue, emptyValues } from './helpers/empty-value.js'
export { pathTemplate } from './helpers/path-template.js'
export type { ExampleValueOptions } from './helpers/example-value.js'
export {
  EXAMPLE_DATE,
  EXAMPLE_DATETIME,
  EXAMPLE_UUID,
  exampleValue,
  exampleValues,
} from './helpers/example-value.js'
export { resolveTypeShape } from './helpers/resolve-type.js'
export type { UnionVariantLabel } from './helpers/union-variants.js'
export { unionVariants } from './helpers/union-variants.js'
export { isLoopbackHost, sendsToLoopbackFromElsewhere } from './helpers/loopback.js'
export { randomUuid } from './helpers/random-uuid.js'
export type { EndpointReference, EndpointReferenceMethod } from './helpers/endpoint-reference.js'
export {
  ENDPOINT_REFERENCE_METHODS,
  ENDPOINT_REFERENCE_PATTERN,
  findEndpointByReference,
  formatEndpointReference,
  isEndpointReference,
  parseEndpointReference,
} from './helpers/endpoint-reference.js'
export {
  isObjectPropertyAccess,
  isWebhookHttpMethod,
  isWebSocketMessageOrigin,
  OBJECT_PROPERTY_ACCESSES,
  WEBHOOK_HTTP_METHODS,
  WEBSOCKET_MESSAGE_ORIGINS,
} from './helpers/docs-configuration.js'
export { slugify } from './helpers/slugify.js'
export { redactSecret } from './helpers/redact-secret.js'
export type { ExplorerItem } from './helpers/explorer-items.js'
export {
  endpointTitle,
  isStreamingEndpoint,
  listExplorerItems,
  MAX_SLUG_LENGTH,
} from './helpers/explorer-items.js'
export { itemTitle, titleFromOperationId } from './helpers/item-title.js'
export { requestUrl } from './helpers/request-url.js'
export { isWellFormed, wellFormed } from './helpers/well-formed.js'
export { bodyContentType, mergeRepeatedHeaders, sentHeaders } from './helpers/body-content-type.js'
export type { WebSocketTarget } from './websocket-target.js'
export type { AuthHeaders } from './auth-headers.js'
export type { SnippetLanguage } from './helpers/snippet-language.js'
export { isSnippetLanguage, normalizeSnippetLanguage, SNIPPET_LANGUAGES } from './helpers/snippet-language.js'
export type {
  DictTemplate,
  DiscriminatedUnionTemplate,
  EnumTemplate,
  GenericTemplate,
  IterableTemplate,
  PayloadInput,
  PayloadLocation,
  SnippetTemplate,
  Template,
  TemplateBase,
  TemplateInput,
  UnionTemplate,
  UnionTemplateMember,
  UnionTemplateV2,
  VersionedSnippetTemplate,
} from './definition/snippet-template.js'
export { PAYLOAD_LOCATIONS, TEMPLATE_SENTINEL } from './definition/snippet-template.js'
// Exact JSON numbers: a value a JS number cannot hold, kept as its text and written digit for digit.
export { isJsonNumber, isJsonNumberText, JsonNumber, stringifyJson } from './helpers/json-number.js'
export { stringifyDeepJson } from './helpers/deep-json.js'
export type { PlaygroundConfiguration, PlaygroundState } from './helpers/playground-state.js'
export { effectiveEnvironment, resolvePlaygroundState } from './helpers/playground-state.js'
