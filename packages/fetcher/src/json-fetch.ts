import type { z } from 'zod'
import { abortResult } from './classify-failure.js'
import { fetcher as defaultFetcher } from './fetcher.js'
import type { APIResponse, FetcherArgs, FetcherError, FetchFunction } from './types.js'
import { validateBody } from './validate-body.js'

/** The options of a JSON GET; every field but `schema` is passed to the fetcher as is. */
export interface JsonFetchOptions<T = unknown> extends Pick<
  FetcherArgs,
  | 'headers'
  | 'queryParameters'
  | 'timeoutMs'
  | 'maxRetries'
  | 'retry'
  | 'withCredentials'
  | 'abortSignal'
  | 'fetch'
> {
  /** Parses the body; a failure is `{reason:'unknown'}` naming the failing path. */
  readonly schema?: z.ZodType<T>
}

/** The options of a preload: a JSON GET whose result waits for its first reader. */
export type JsonPreloadOptions = Omit<JsonFetchOptions, 'schema' | 'abortSignal'>

/** A generic JSON fetch with a preload cache keyed by URL. */
export interface JsonFetchCache {
  /**
   * GETs `url` as JSON. When a preload of the same URL is waiting, its result is served instead (and the
   * preload is used up); otherwise a new request is sent. `schema` applies either way.
   */
  fetchJson<T = unknown>(url: string, options?: JsonFetchOptions<T>): Promise<APIResponse<T, FetcherError>>
  /**
   * Starts GETting `url` now so that a later {@link JsonFetchCache.fetchJson} of it finds the answer in flight
   * or done. A second preload of a URL that is still waiting returns the first one's promise.
   */
  preload(url: string, options?: JsonPreloadOptions): Promise<APIResponse<unknown, FetcherError>>
  /** Whether a preload of `url` is waiting for its reader. */
  has(url: string): boolean
  /** Drops the waiting preload of `url` (its request is cancelled) or, without `url`, all of them. */
  clear(url?: string): void
}

interface Preloaded {
  readonly result: Promise<APIResponse<unknown, FetcherError>>
  readonly controller: AbortController
}

/**
 * A JSON fetch with its own preload cache. A preload is served once, to the first `fetchJson` of its URL
 * (as SWR's `preload` does): later calls fetch afresh, so polling sees fresh data. The key is the URL string
 * exactly; headers and options do not take part in it. A preload that failed is served as the failure it was.
 * A reader that aborts while the preloaded request is in flight cancels that request.
 */
export function createJsonFetchCache(options: { fetcher?: FetchFunction } = {}): JsonFetchCache {
  const fetchFunction = options.fetcher ?? defaultFetcher
  const preloads = new Map<string, Preloaded>()

  const get = (url: string, init: JsonPreloadOptions, abortSignal: AbortSignal | undefined) =>
    fetchFunction<unknown>({ ...init, url, method: 'GET', responseType: 'json', abortSignal })

  return {
    async fetchJson<T>(url: string, init: JsonFetchOptions<T> = {}): Promise<APIResponse<T, FetcherError>> {
      const { schema, abortSignal, ...rest } = init
      const preloaded = preloads.get(url)
      let response: APIResponse<unknown, FetcherError>
      if (preloaded) {
        preloads.delete(url)
        response = await awaitPreload(preloaded, abortSignal, url)
      } else {
        response = await get(url, rest, abortSignal)
      }
      if (!response.ok || !schema) return response as APIResponse<T, FetcherError>
      const validated = await validateBody(schema, response.body)
      if (validated.ok) return { ...response, body: validated.value }
      return {
        ok: false,
        error: { reason: 'unknown', errorMessage: validated.errorMessage },
        rawResponse: response.rawResponse,
      }
    },
    preload(url: string, init: JsonPreloadOptions = {}): Promise<APIResponse<unknown, FetcherError>> {
      const waiting = preloads.get(url)
      if (waiting) return waiting.result
      const controller = new AbortController()
      const result = get(url, init, controller.signal)
      preloads.set(url, { result, controller })
      return result
    },
    has: (url: string): boolean => preloads.has(url),
    clear(url?: string): void {
      const dropped = url === undefined ? [...preloads.values()] : [preloads.get(url)]
      for (const entry of dropped) entry?.controller.abort()
      if (url === undefined) preloads.clear()
      else preloads.delete(url)
    },
  }
}

/** Waits for a preloaded result; a reader's abort cancels the preloaded request and ends the wait at once. */
async function awaitPreload(
  preloaded: Preloaded,
  signal: AbortSignal | undefined,
  url: string,
): Promise<APIResponse<unknown, FetcherError>> {
  if (!signal) return preloaded.result
  if (signal.aborted) {
    preloaded.controller.abort(signal.reason)
    return abortResult(signal, url)
  }
  const onAbort = (): void => preloaded.controller.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  try {
    const result = await preloaded.result
    return signal.aborted ? abortResult(signal, url) : result
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}

let defaultCache: JsonFetchCache | undefined

function sharedCache(): JsonFetchCache {
  defaultCache ??= createJsonFetchCache()
  return defaultCache
}

/** {@link JsonFetchCache.fetchJson} on the module's shared cache. */
export function fetchJson<T = unknown>(
  url: string,
  options?: JsonFetchOptions<T>,
): Promise<APIResponse<T, FetcherError>> {
  return sharedCache().fetchJson(url, options)
}

/** {@link JsonFetchCache.preload} on the module's shared cache. */
export function preloadJson(
  url: string,
  options?: JsonPreloadOptions,
): Promise<APIResponse<unknown, FetcherError>> {
  return sharedCache().preload(url, options)
}
