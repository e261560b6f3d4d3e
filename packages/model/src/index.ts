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
  SnippetLanguage,
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

export type { FileValue, FormDataPart, HttpRequest, HttpRequestBody } from './http-request.js'
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
export { slugify } from './helpers/slugify.js'
export type { ExplorerItem } from './helpers/explorer-items.js'
export { endpointTitle, isStreamingEndpoint, listExplorerItems } from './helpers/explorer-items.js'
export { requestUrl } from './helpers/request-url.js'
export { PROXY_HEADERS } from './proxy-protocol.js'
