import type {
  ApiDefinition,
  AuthScheme,
  AuthSchemeId,
  EndpointDefinition,
  HeaderAuthScheme,
  OAuthReferencedEndpoint,
} from '@api-explorer/model'
import { DEFAULT_OAUTH_HEADER_NAME, DEFAULT_OAUTH_TOKEN_PREFIX } from './constants.js'
import { headerSafeName } from './header-text.js'

/** The auth scheme an endpoint or channel is used with, as the playground shows and sends it. */
export type SelectedAuthScheme = {
  id: AuthSchemeId
  /** The scheme as the definition declares it. */
  declared: AuthScheme
  /**
   * The scheme the headers follow. Equal to `declared`, except for an OAuth scheme whose token endpoint is not
   * in the definition: then a `header` scheme sending the pasted token in the OAuth header with its prefix
   * (see {@link oauthFallbackScheme} and `oauthFallback`).
   */
  scheme: AuthScheme
  /** For OAuth: the referenced endpoint "Fetch Bearer Token" calls. */
  tokenEndpoint?: EndpointDefinition
  /**
   * The declared OAuth scheme's token endpoint could not be loaded: show a plain bearer-token form. `scheme` is
   * then a `header` scheme; the token is read with `headerValue(state.header.headers, scheme.headerWireValue)`
   * and written with `setHeaderValue(scheme.headerWireValue, token)`.
   */
  oauthFallback: boolean
}

/**
 * The auth scheme of an endpoint or websocket channel: its first declared scheme, as in the reference
 * playground. `undefined` when it declares none, or when the first id is not among the definition's schemes
 * (later ids are not tried: the reference uses the first one only, and sending another scheme's credentials
 * could leak them to an API that does not expect them).
 *
 * An OAuth client-credentials scheme whose referenced endpoint is missing from the definition falls back to a
 * token form (spec §8), so the reader can still paste a token; it is sent as the OAuth scheme would send it.
 *
 * @example
 * const selected = selectAuthScheme(definition, definition.endpoints['listPets'])
 * selected?.scheme.type // 'bearerAuth' | 'basicAuth' | 'header' | 'oAuth'
 */
export function selectAuthScheme(
  definition: Pick<ApiDefinition, 'auths' | 'endpoints'>,
  target: { auth?: AuthSchemeId[] } | undefined,
): SelectedAuthScheme | undefined {
  const id = target?.auth?.[0]
  const declared = id != null && Object.hasOwn(definition.auths, id) ? definition.auths[id] : undefined
  if (id == null || declared == null) {
    return undefined
  }
  if (declared.type !== 'oAuth') {
    return { id, declared, scheme: declared, oauthFallback: false }
  }
  const oauth = declared.value.value
  const tokenEndpoint = Object.hasOwn(definition.endpoints, oauth.endpointId)
    ? definition.endpoints[oauth.endpointId]
    : undefined
  if (tokenEndpoint == null) {
    return { id, declared, scheme: oauthFallbackScheme(oauth), oauthFallback: true }
  }
  return { id, declared, scheme: declared, tokenEndpoint, oauthFallback: false }
}

/**
 * The `header` scheme a pasted token of an OAuth scheme travels by when the token endpoint is missing:
 * `<headerName ?? Authorization>: [<tokenPrefix ?? Bearer> ]<token>` — the header and prefix the OAuth scheme
 * itself would use (an empty `tokenPrefix` means none; a `headerName` with no token characters means
 * `Authorization`).
 */
export function oauthFallbackScheme(oauth: OAuthReferencedEndpoint): HeaderAuthScheme {
  const name = headerSafeName(oauth.headerName ?? '')
  return {
    type: 'header',
    headerWireValue: name === '' ? DEFAULT_OAUTH_HEADER_NAME : name,
    prefix: oauth.tokenPrefix ?? DEFAULT_OAUTH_TOKEN_PREFIX,
    ...(oauth.description == null ? {} : { description: oauth.description }),
  }
}
