import type { EndpointId, MarkdownText } from './commons.js'

/** `Authorization: Bearer <token>`. */
export type BearerAuthScheme = {
  type: 'bearerAuth'
  /** How the token is called in docs and placeholders (default "token"). */
  tokenName?: string
  description?: MarkdownText
}

/** `Authorization: Basic base64(username:password)`. */
export type BasicAuthScheme = {
  type: 'basicAuth'
  usernameName?: string
  passwordName?: string
  /** The password is always empty (keys sent as the username). */
  passwordAlwaysEmpty?: boolean
  description?: MarkdownText
}

/** A custom header carrying a key, optionally after a prefix. */
export type HeaderAuthScheme = {
  type: 'header'
  headerWireValue: string
  nameOverride?: string
  /** Text written before the key, e.g. `Token`. */
  prefix?: string
  description?: MarkdownText
}

/**
 * OAuth client credentials where the token comes from another endpoint of the same definition.
 * `accessTokenLocator` is a JSONPath over the wrapped response, e.g. `$.body.access_token`.
 */
export type OAuthReferencedEndpoint = {
  type: 'referencedEndpoint'
  endpointId: EndpointId
  accessTokenLocator: string
  /** Header the token is sent in (default `Authorization`). */
  headerName?: string
  /** Prefix before the token (default `Bearer`; empty means none). */
  tokenPrefix?: string
  description?: MarkdownText
  playgroundDescription?: MarkdownText
}

/** OAuth 2 schemes the playground can log in with. */
export type OAuthScheme = {
  type: 'oAuth'
  value: { type: 'clientCredentials'; value: OAuthReferencedEndpoint }
}

/** How requests to an endpoint are authorised. */
export type AuthScheme = BearerAuthScheme | BasicAuthScheme | HeaderAuthScheme | OAuthScheme
