/** Identifier of an endpoint inside one {@link ApiDefinition}. */
export type EndpointId = string
/** Identifier of a websocket channel inside one {@link ApiDefinition}. */
export type WebSocketId = string
/** Identifier of a webhook inside one {@link ApiDefinition}. */
export type WebhookId = string
/** Identifier of a named type inside one {@link ApiDefinition}. */
export type TypeId = string
/** Identifier of a subpackage (a group of endpoints, usually a tag or a resource). */
export type SubpackageId = string
/** Identifier of an auth scheme in {@link ApiDefinition.auths}. */
export type AuthSchemeId = string
/** Identifier of an environment (a base URL). */
export type EnvironmentId = string
/** Wire name of a property, parameter or header. */
export type PropertyKey = string
/** Markdown text. */
export type MarkdownText = string

/** Every {@link Availability}, in the order the registry declares them. */
export const AVAILABILITIES = [
  'Stable',
  'GenerallyAvailable',
  'InDevelopment',
  'PreRelease',
  'Deprecated',
  'Beta',
] as const

/** Lifecycle stage of an endpoint, type, property or value. */
export type Availability = (typeof AVAILABILITIES)[number]

/**
 * HTTP methods an endpoint of the model can declare. The registry's model has the first five; `HEAD`,
 * `OPTIONS` and `TRACE` are an extension so that every OpenAPI operation can be imported and sent.
 */
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** Every {@link HttpMethod}: the registry's five, then the OpenAPI extension. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const

/** Fields shared by most definition nodes. */
export type WithDescription = {
  /** Markdown shown next to the node. */
  description?: MarkdownText
}

/** Fields shared by nodes that carry an availability badge. */
export type WithAvailability = {
  availability?: Availability
}

/** Fields shared by endpoints and channels: where they sit in the navigation. */
export type WithNamespace = {
  /** Subpackage ids, outermost first, in the order the navigation renders them. */
  namespace?: SubpackageId[]
}

/** A named group of endpoints. */
export type SubpackageMetadata = {
  id: SubpackageId
  name: string
  displayName?: string
}

/** A base URL the API is served from. */
export type Environment = {
  id: EnvironmentId
  baseUrl: string
  /** Audiences this environment is meant for (newer definitions). */
  audiences?: string[]
}

/** One piece of an endpoint or channel path: literal text or a path parameter by key. */
export type PathPart = { type: 'literal'; value: string } | { type: 'pathParameter'; value: PropertyKey }
