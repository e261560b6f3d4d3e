import type { AuthValues } from '@api-explorer/auth-state'
import type { AuthHeaders } from '@api-explorer/model'
import { buildAuthHeaders } from '@api-explorer/auth-state'
import type { AuthScheme } from '@api-explorer/model'
import { useMemo } from 'react'
import { useAuthStore } from './auth.js'

/**
 * The reader's credentials of every scheme, as one value that changes only when a credential does (not when,
 * say, the authorization form opens).
 *
 * @example
 * const values = useAuthValues()
 * const present = isAuthPresent(scheme, values)
 */
export function useAuthValues(): AuthValues {
  const bearerAuth = useAuthStore((state) => state.bearerAuth)
  const header = useAuthStore((state) => state.header)
  const basicAuth = useAuthStore((state) => state.basicAuth)
  const oauth = useAuthStore((state) => state.oauth)
  return useMemo(() => ({ bearerAuth, header, basicAuth, oauth }), [bearerAuth, header, basicAuth, oauth])
}

/**
 * The auth headers of a scheme from the reader's credentials (`buildAuthHeaders`), rebuilt only when a
 * credential changes; `redacted` for what is shown. Pass the result to `useHttpRequest` so that snippets and
 * Send carry the same headers.
 *
 * @example
 * const scheme = selectAuthScheme(definition, endpoint)?.scheme
 * const request = useHttpRequest(useAuthHeaders(scheme))
 */
export function useAuthHeaders(
  scheme: AuthScheme | undefined,
  options: { redacted?: boolean } = {},
): AuthHeaders {
  const values = useAuthValues()
  const redacted = options.redacted === true
  return useMemo(() => buildAuthHeaders(scheme, values, { redacted }), [scheme, values, redacted])
}
