import type { AuthScheme, PlaygroundState } from '@api-explorer/model'
import type { AuthSchemeKey, AuthValues } from './auth-values.js'
import { emptyOAuthState } from './auth-values.js'

/**
 * The credentials every scheme starts from, and goes back to on "Reset token to default":
 * - bearer: the injected key-injection token, else the site's `auth.bearer_token`, else `''`;
 * - header: the site's `headers`;
 * - basic: the site's `auth.basic`, else empty;
 * - OAuth: empty and logged out.
 */
export function defaultAuthValues(playgroundState: PlaygroundState, injectedToken?: string): AuthValues {
  const basic = playgroundState.auth?.basic
  return {
    bearerAuth: { token: injectedToken ?? playgroundState.auth?.bearer_token ?? '' },
    header: { headers: { ...playgroundState.headers } },
    basicAuth: { username: basic?.username ?? '', password: basic?.password ?? '' },
    oauth: emptyOAuthState(),
  }
}

/** The key a scheme's credentials are kept under: its type, with `oAuth` kept as `oauth`. */
export function authSchemeKey(scheme: AuthScheme): AuthSchemeKey {
  return scheme.type === 'oAuth' ? 'oauth' : scheme.type
}
