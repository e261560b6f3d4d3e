import type { AuthHeaders, AuthScheme } from '@api-explorer/model'
import type { AuthValues } from './auth-values.js'
import { headerValue, oauthAccessToken } from './auth-values.js'
import { selectedBearerToken } from './bearer-token-options.js'
import { DEFAULT_OAUTH_HEADER_NAME, DEFAULT_OAUTH_TOKEN_PREFIX } from './constants.js'
import { base64Utf8, headerSafeName, headerSafeText, redactSecret } from './header-text.js'
import { isAuthPresent, isPasswordAlwaysEmpty } from './presence.js'
import { readerCredentials } from './reader-credentials.js'

/** Options of {@link buildAuthHeaders}. */
export type BuildAuthHeadersOptions = {
  /** Hide the credentials (for display): see `redactSecret`. The scheme word (`Bearer`, a prefix) stays. */
  redacted?: boolean
}

/**
 * The headers a scheme adds to a request, from the reader's credentials:
 *
 * | Scheme | Header |
 * |---|---|
 * | bearerAuth | `Authorization: Bearer <token>` (the selected option's value when the token carries options) |
 * | basicAuth | `Authorization: Basic base64(<username>:<password>)`; the password empty when `passwordAlwaysEmpty` |
 * | header | `<headerWireValue>: [<prefix> ]<value>` |
 * | oAuth | `<headerName ?? Authorization>: [<tokenPrefix ?? Bearer> ]<access token>`; an empty prefix means none |
 *
 * A scheme whose credentials are not present (`isAuthPresent`: no token, no key, basic without both username
 * and password) yields no header (spec §5): an empty `Authorization: Bearer ` would be sent, and shown masked
 * as if it were a token. Tokens, header values and prefixes pass through
 * `headerSafeText` (control characters such as CR, LF and NUL and characters above U+00FF are stripped,
 * surrounding whitespace trimmed); header names keep only HTTP token characters, and a header scheme whose
 * name is left empty yields nothing. Basic credentials are encoded as given (base64 cannot carry a line break).
 * Redacted, basic auth encodes `username:redactSecret(password)`.
 */
export function buildAuthHeaders(
  scheme: AuthScheme | undefined,
  values: AuthValues,
  options: BuildAuthHeadersOptions = {},
): AuthHeaders {
  const auth = schemeHeaders(scheme, values, options)
  if (options.redacted === true) return auth
  const credentials = readerCredentials(values)
  // The basic header carries base64(username:password), which no single credential matches.
  const basic = scheme?.type === 'basicAuth' ? auth.headers[0]?.[1].slice('Basic '.length) : undefined
  if (basic != null && basic !== '') credentials.push({ value: basic, placeholder: 'API_BASIC_AUTH' })
  return credentials.length === 0 ? auth : { ...auth, credentials }
}

function schemeHeaders(
  scheme: AuthScheme | undefined,
  values: AuthValues,
  options: BuildAuthHeadersOptions,
): AuthHeaders {
  const hide = (secret: string): string => (options.redacted === true ? redactSecret(secret) : secret)
  const single = (name: string, value: string): AuthHeaders =>
    name === '' ? { headers: [], secrets: [] } : { headers: [[name, value]], secrets: [name] }
  const prefixed = (prefix: string, credential: string): string =>
    prefix === '' ? hide(credential) : `${prefix} ${hide(credential)}`

  if (!isAuthPresent(scheme, values)) {
    return { headers: [], secrets: [] }
  }
  switch (scheme?.type) {
    case undefined:
      return { headers: [], secrets: [] }
    case 'bearerAuth':
      return single(
        'Authorization',
        prefixed('Bearer', headerSafeText(selectedBearerToken(values.bearerAuth.token))),
      )
    case 'basicAuth': {
      const { username } = values.basicAuth
      const password = isPasswordAlwaysEmpty(scheme) ? '' : values.basicAuth.password
      return single('Authorization', `Basic ${base64Utf8(`${username}:${hide(password)}`)}`)
    }
    case 'header': {
      const value = headerSafeText(headerValue(values.header.headers, scheme.headerWireValue) ?? '')
      return single(
        headerSafeName(scheme.headerWireValue),
        prefixed(headerSafeText(scheme.prefix ?? ''), value),
      )
    }
    case 'oAuth': {
      const { headerName, tokenPrefix } = scheme.value.value
      const name = headerSafeName(headerName ?? '')
      const prefix = headerSafeText(tokenPrefix ?? DEFAULT_OAUTH_TOKEN_PREFIX)
      return single(
        name === '' ? DEFAULT_OAUTH_HEADER_NAME : name,
        prefixed(prefix, headerSafeText(oauthAccessToken(values.oauth))),
      )
    }
    default:
      scheme satisfies never
      return { headers: [], secrets: [] }
  }
}
