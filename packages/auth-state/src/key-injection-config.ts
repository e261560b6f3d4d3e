// zod/mini: the functional build, so a page bundles only the few validators used here.
import * as z from 'zod/mini'
import { DEFAULT_RETURN_TO_QUERY_PARAM } from './constants.js'
import { AUTH_STATE_MESSAGES } from './messages.js'

/**
 * The site's key-injection setting (reference §3.6): disabled; enabled and waiting for the visitor to log in
 * at `authorizationUrl`; or enabled with the visitor's `access_token`. `returnToQueryParam` names the query
 * parameter that carries the return URL (default `state`).
 */
export type KeyInjectionConfig =
  | { enabled: false; returnToQueryParam: string }
  | {
      enabled: true
      authenticated: false
      authorizationUrl: string
      partner?: string
      returnToQueryParam: string
    }
  | { enabled: true; authenticated: true; access_token: string; partner?: string; returnToQueryParam: string }

/** The configuration assumed until one has loaded: disabled. */
export const KEY_INJECTION_DISABLED: KeyInjectionConfig = {
  enabled: false,
  returnToQueryParam: DEFAULT_RETURN_TO_QUERY_PARAM,
}

// The server answers `returnToQueryParam: ""` when injection is off; an empty name is never usable.
const returnToQueryParam = z.pipe(
  z.optional(z.string()),
  z.transform((name: string | undefined) =>
    name == null || name === '' ? DEFAULT_RETURN_TO_QUERY_PARAM : name,
  ),
)

/** zod schema of the key-injection response, filling `returnToQueryParam` when missing or empty. */
export const keyInjectionConfigSchema: z.ZodMiniType<KeyInjectionConfig, unknown> = z.union([
  z.object({ enabled: z.literal(false), returnToQueryParam }),
  z.object({
    enabled: z.literal(true),
    authenticated: z.literal(false),
    authorizationUrl: z.string().check(z.minLength(1)),
    partner: z.optional(z.string()),
    returnToQueryParam,
  }),
  z.object({
    enabled: z.literal(true),
    authenticated: z.literal(true),
    access_token: z.string(),
    partner: z.optional(z.string()),
    returnToQueryParam,
  }),
])

/** Joins the api prefix and a path below it with exactly one slash. */
export function apiRoute(apiPrefix: string, path: string): string {
  return `${apiPrefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** Why a key-injection configuration could not be loaded; the message names the URL and what was wrong. */
export class KeyInjectionConfigError extends Error {
  override name = 'KeyInjectionConfigError'
}

/**
 * Fetches and validates the key-injection configuration at `url`. Rejects with a
 * {@link KeyInjectionConfigError} when the call fails, answers an error status, is not JSON or has the wrong
 * shape (an abort rejects with the abort reason).
 */
export async function fetchKeyInjectionConfig(
  url: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<KeyInjectionConfig> {
  const fetchFn = options.fetch ?? globalThis.fetch
  let response: Response
  try {
    response = await fetchFn(url, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      ...(options.signal == null ? {} : { signal: options.signal }),
    })
  } catch (error) {
    if (options.signal?.aborted === true) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new KeyInjectionConfigError(AUTH_STATE_MESSAGES.keyInjectionRequestFailed(url, reason), {
      cause: error,
    })
  }
  if (!response.ok) {
    throw new KeyInjectionConfigError(AUTH_STATE_MESSAGES.keyInjectionHttpStatus(url, response.status))
  }
  let body: unknown
  try {
    body = JSON.parse(await response.text())
  } catch (error) {
    if (options.signal?.aborted === true) throw error
    throw new KeyInjectionConfigError(AUTH_STATE_MESSAGES.keyInjectionNotJson(url), { cause: error })
  }
  const result = keyInjectionConfigSchema.safeParse(body)
  if (!result.success) {
    throw new KeyInjectionConfigError(
      AUTH_STATE_MESSAGES.keyInjectionInvalid(url, z.prettifyError(result.error)),
    )
  }
  return result.data
}
