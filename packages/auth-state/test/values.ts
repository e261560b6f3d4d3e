import type { AuthValues } from '../src/auth-values.js'
import { emptyOAuthState } from '../src/auth-values.js'

/** Credentials for every scheme, empty unless overridden. */
export function authValues(overrides: Partial<AuthValues> = {}): AuthValues {
  return {
    bearerAuth: { token: '' },
    header: { headers: {} },
    basicAuth: { username: '', password: '' },
    oauth: emptyOAuthState(),
    ...overrides,
  }
}
