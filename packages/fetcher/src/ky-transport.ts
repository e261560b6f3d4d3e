import ky from 'ky'
import type { Options } from 'ky'
import type { RequestParts } from './request-parts.js'

/** One attempt as the retry loop hands it to ky. */
export interface AttemptInit {
  readonly url: string
  readonly method: string
  readonly parts: RequestParts
  /** The caller's signal merged with this attempt's deadline. */
  readonly signal: AbortSignal | undefined
  readonly withCredentials: boolean
  readonly fetch: typeof globalThis.fetch | undefined
}

/**
 * The only module that imports ky, so moving to ky 2 (different hook signatures, `baseUrl`, merged
 * `searchParams`, per-attempt `timeout`) touches this file alone.
 *
 * ky sends exactly one attempt and hands back every response: `retry: 0` because the retry loop is ours
 * (ky cannot jitter header-derived delays, reads other rate-limit headers than ours, and its sleep cannot be
 * injected for exact tests); `throwHttpErrors: false` because success is 200–399, not `response.ok`;
 * `timeout: false` because ky 1.14 stops its timer once headers arrive, while our deadline (in `signal`)
 * also covers reading the body.
 */
export function sendAttempt(init: AttemptInit): Promise<Response> {
  const options: Options = {
    method: init.method,
    headers: init.parts.headers,
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
  }
  if (init.parts.searchParams !== undefined) options.searchParams = init.parts.searchParams
  if (init.parts.json !== undefined) options.json = init.parts.json
  if (init.parts.body !== undefined) options.body = init.parts.body
  if (init.signal) options.signal = init.signal
  if (init.withCredentials) options.credentials = 'include'
  if (init.fetch) options.fetch = init.fetch
  return ky(init.url, options)
}
