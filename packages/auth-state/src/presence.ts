import type { AuthScheme } from '@api-explorer/model'
import type { AuthValues } from './auth-values.js'
import { headerValue, oauthAccessToken } from './auth-values.js'
import { selectedBearerToken } from './bearer-token-options.js'

/**
 * Whether the reader has supplied credentials for a scheme (the "Authenticated" badge), by the values trimmed:
 * - bearer: the token (the selected option's value when it carries options);
 * - basic: both username and password — only the username when the scheme says `passwordAlwaysEmpty`
 *   (see {@link isPasswordAlwaysEmpty}; a deliberate extension of the spec, which always asks for both);
 * - header: the value of the scheme's header;
 * - OAuth: the access token of the current input method (fetched, or pasted).
 *
 * No scheme means nothing to be present: `false`.
 */
export function isAuthPresent(scheme: AuthScheme | undefined, values: AuthValues): boolean {
  const filled = (text: string | undefined): boolean => text != null && text.trim() !== ''
  switch (scheme?.type) {
    case undefined:
      return false
    case 'bearerAuth':
      return filled(selectedBearerToken(values.bearerAuth.token))
    case 'basicAuth':
      return (
        filled(values.basicAuth.username) &&
        (isPasswordAlwaysEmpty(scheme) || filled(values.basicAuth.password))
      )
    case 'header':
      return filled(headerValue(values.header.headers, scheme.headerWireValue))
    case 'oAuth':
      return filled(oauthAccessToken(values.oauth))
    default:
      scheme satisfies never
      return false
  }
}

/**
 * Whether a basic scheme takes no password (`passwordAlwaysEmpty`: such APIs take the key as the username).
 * The form then hides the password field, presence needs only the username, and the header is built with an
 * empty password whatever the store holds.
 */
export function isPasswordAlwaysEmpty(scheme: AuthScheme | undefined): boolean {
  return scheme?.type === 'basicAuth' && scheme.passwordAlwaysEmpty === true
}
