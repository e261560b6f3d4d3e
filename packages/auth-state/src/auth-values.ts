/** The credentials of the bearer scheme. The token may carry named options, see `parseBearerTokenOptions`. */
export type BearerAuthState = { token: string }

/** The values of custom-header schemes, by header name (looked up case-insensitively). */
export type HeaderAuthState = { headers: Record<string, string> }

/** The credentials of the basic scheme. */
export type BasicAuthState = { username: string; password: string }

/** How the reader supplies an OAuth access token: fetched with client credentials, or pasted. */
export type OAuthInputMethod = 'credentials' | 'token'

/** The OAuth client-credentials form and its login state (spec §3). */
export type OAuthState = {
  clientId: string
  clientSecret: string
  /** The token obtained by "Fetch Bearer Token". */
  accessToken: string
  refreshToken: string
  authorizationUrl: string
  tokenUrl: string
  tokenPrefix: string
  scopes: string[]
  isLoggedIn: boolean
  isLoggingIn: boolean
  selectedInputMethod: OAuthInputMethod
  /** `accessToken` as the last login left it; a difference means the stored token changed since. */
  loggedInStartingToken: string
  /** The token the reader pasted in `token` mode. */
  userSuppliedAccessToken: string
}

/** The scheme keys credentials are kept under (and persisted by). */
export type AuthSchemeKey = 'bearerAuth' | 'header' | 'basicAuth' | 'oauth'

/** Every scheme key, in a fixed order. */
export const AUTH_SCHEME_KEYS: readonly AuthSchemeKey[] = ['bearerAuth', 'header', 'basicAuth', 'oauth']

/** The credentials of every scheme. */
export type AuthValues = {
  bearerAuth: BearerAuthState
  header: HeaderAuthState
  basicAuth: BasicAuthState
  oauth: OAuthState
}

/** A fresh OAuth state: everything empty and logged out, input method `credentials`. */
export function emptyOAuthState(): OAuthState {
  return {
    clientId: '',
    clientSecret: '',
    accessToken: '',
    refreshToken: '',
    authorizationUrl: '',
    tokenUrl: '',
    tokenPrefix: '',
    scopes: [],
    isLoggedIn: false,
    isLoggingIn: false,
    selectedInputMethod: 'credentials',
    loggedInStartingToken: '',
    userSuppliedAccessToken: '',
  }
}

/** The OAuth access token that goes on the wire: the fetched one in `credentials` mode, else the pasted one. */
export function oauthAccessToken(oauth: OAuthState): string {
  return oauth.selectedInputMethod === 'credentials' ? oauth.accessToken : oauth.userSuppliedAccessToken
}

/** The value of a header in a header map, by exact name first, then case-insensitively. */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  if (Object.hasOwn(headers, name)) {
    return headers[name]
  }
  const lower = name.toLowerCase()
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === lower)
  return key === undefined ? undefined : headers[key]
}
