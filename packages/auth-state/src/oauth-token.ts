import type { HttpRequest, OAuthReferencedEndpoint, ResponseResult } from '@api-explorer/model'
import { AUTH_STATE_MESSAGES } from './messages.js'

/**
 * Sends a request and resolves with the classified response; HTTP error statuses resolve too, only transport
 * failures reject. `sendRequest` of `@api-explorer/proxy-fetcher`, bound to the proxy, is one:
 * `(request) => sendRequest(request, { proxyUrl })`.
 */
export type AuthRequestSender = (request: HttpRequest) => Promise<ResponseResult>

/** The outcome of {@link requestOAuthToken}: the token, or why there is none (never containing a secret). */
export type OAuthTokenOutcome = { ok: true; accessToken: string } | { ok: false; cause: string }

/**
 * Calls an OAuth scheme's token endpoint and reads the access token with its `accessTokenLocator`, a JSONPath
 * over the whole response `{headers, ok, redirected, status, statusText, type, url, body}` (so locators start
 * `$.body.`). Only an ok JSON response counts; the first match must be a non-empty string (a number is taken as
 * its text). Never rejects.
 *
 * @example
 * const outcome = await requestOAuthToken(send, tokenRequest, scheme.value.value)
 * if (outcome.ok) use(outcome.accessToken)
 */
export async function requestOAuthToken(
  send: AuthRequestSender,
  request: HttpRequest,
  oauth: Pick<OAuthReferencedEndpoint, 'accessTokenLocator'>,
): Promise<OAuthTokenOutcome> {
  let result: ResponseResult
  try {
    result = await send(request)
  } catch (error) {
    return { ok: false, cause: AUTH_STATE_MESSAGES.oauthRequestFailed(describe(error)) }
  }
  if (!result.response.ok) {
    return {
      ok: false,
      cause: AUTH_STATE_MESSAGES.oauthHttpStatus(result.response.status, result.response.statusText),
    }
  }
  if (result.type !== 'json') {
    return { ok: false, cause: AUTH_STATE_MESSAGES.oauthNotJson(result.type) }
  }
  const locator = oauth.accessTokenLocator
  let matches: unknown
  try {
    // Loaded on the first login only: most readers never log in, so pages need not carry the JSONPath engine.
    const { JSONPath } = await import('jsonpath-plus')
    matches = JSONPath({ path: locator, json: result.response as object, wrap: true })
  } catch (error) {
    return { ok: false, cause: AUTH_STATE_MESSAGES.oauthBadLocator(locator, describe(error)) }
  }
  const first: unknown = Array.isArray(matches) ? matches[0] : undefined
  const accessToken = typeof first === 'number' && Number.isFinite(first) ? String(first) : first
  if (typeof accessToken !== 'string' || accessToken.trim() === '') {
    return { ok: false, cause: AUTH_STATE_MESSAGES.oauthTokenNotFound(locator) }
  }
  return { ok: true, accessToken }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
