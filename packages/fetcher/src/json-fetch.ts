import type { ResponseSchema } from './validate-body.js'
import { unknownResult, userAbortResult } from './classify-failure.js'
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
  readonly schema?: ResponseSchema<T>
}

/** The options of a preload: a JSON GET whose result waits for its first reader. */
export type JsonPreloadOptions = Omit<JsonFetchOptions, 'schema' | 'abortSignal'>

/** What identifies a preloaded request besides its URL; the other options do not change the answer. */
export type JsonPreloadKeyOptions = Pick<JsonFetchOptions, 'headers' | 'queryParameters' | 'withCredentials'>

/** Options of {@link createJsonFetchCache}. */
export interface JsonFetchCacheOptions {
  /** Sends the requests. Default: {@link fetcher}. */
  readonly fetcher?: FetchFunction
  /** How long an unread preload is kept, in ms; an older one is dropped and its request cancelled. */
  readonly ttlMs?: number
  /** How many unread preloads are kept; beyond it the oldest is dropped and its request cancelled. */
  readonly maxEntries?: number
  /** The clock of the TTL, in epoch ms. Default: `Date.now`. */
  readonly now?: () => number
}

/** Defaults of {@link JsonFetchCacheOptions}: unread preloads live 30 s, at most 50 of them. */
export const JSON_PRELOAD_DEFAULTS: { readonly ttlMs: number; readonly maxEntries: number } = Object.freeze({
  ttlMs: 30_000,
  maxEntries: 50,
})

/** A generic JSON fetch with a preload cache keyed by URL, query, headers and credentials. */
export interface JsonFetchCache {
  /**
   * GETs `url` as JSON. When a preload of the same request (URL, query, headers, credentials) is waiting, its
   * result is served instead (and the preload is used up); otherwise a new request is sent. `schema` applies
   * either way.
   */
  fetchJson<T = unknown>(url: string, options?: JsonFetchOptions<T>): Promise<APIResponse<T, FetcherError>>
  /**
   * Starts GETting `url` now so that a later {@link JsonFetchCache.fetchJson} of the same request finds the
   * answer in flight or done. A second preload of a request that is still waiting returns the first one's
   * promise. The promise never rejects.
   */
  preload(url: string, options?: JsonPreloadOptions): Promise<APIResponse<unknown, FetcherError>>
  /** Whether a preload of this request (URL, query, headers, credentials) is waiting for its reader. */
  has(url: string, options?: JsonPreloadKeyOptions): boolean
  /** Drops the waiting preloads of `url`, whatever their headers (their requests are cancelled), or all. */
  clear(url?: string): void
}

interface Preloaded {
  readonly url: string
  readonly createdAt: number
  readonly result: Promise<APIResponse<unknown, FetcherError>>
  readonly controller: AbortController
}

/**
 * A JSON fetch with its own preload cache. A preload is served once, to the first `fetchJson` of the same
 * request (as SWR's `preload` does): later calls fetch afresh, so polling sees fresh data. The key is the URL
 * string exactly, the query parameters, the headers (names in any case) and `withCredentials`, so a request
 * made with other credentials never gets another's answer. Unread preloads expire after `ttlMs` and at most
 * `maxEntries` are kept. A preload that failed is served as the failure it was. A reader that aborts while
 * the preloaded request is in flight cancels that request.
 */
export function createJsonFetchCache(options: JsonFetchCacheOptions = {}): JsonFetchCache {
  const fetchFunction = options.fetcher ?? defaultFetcher
  const ttlMs = options.ttlMs ?? JSON_PRELOAD_DEFAULTS.ttlMs
  const maxEntries = Math.max(0, options.maxEntries ?? JSON_PRELOAD_DEFAULTS.maxEntries)
  const now = options.now ?? Date.now
  const preloads = new Map<string, Preloaded>()

  // A replacement fetcher may reject; the rejection becomes a result so an unread preload cannot leak one.
  const get = (url: string, init: JsonPreloadOptions, abortSignal: AbortSignal | undefined) =>
    Promise.resolve()
      .then(() => fetchFunction<unknown>({ ...init, url, method: 'GET', responseType: 'json', abortSignal }))
      .catch((error: unknown) => unknownResult(error, url))

  const drop = (key: string, entry: Preloaded): void => {
    preloads.delete(key)
    entry.controller.abort()
  }
  const sweep = (): void => {
    const time = now()
    for (const [key, entry] of preloads) if (time - entry.createdAt >= ttlMs) drop(key, entry)
  }

  return {
    async fetchJson<T>(url: string, init: JsonFetchOptions<T> = {}): Promise<APIResponse<T, FetcherError>> {
      const { schema, abortSignal, ...rest } = init
      sweep()
      const key = preloadKey(url, rest)
      const preloaded = preloads.get(key)
      let response: APIResponse<unknown, FetcherError>
      if (preloaded) {
        preloads.delete(key)
        response = await awaitPreload(preloaded, abortSignal)
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
      sweep()
      const key = preloadKey(url, init)
      const waiting = preloads.get(key)
      if (waiting) return waiting.result
      const controller = new AbortController()
      const result = get(url, init, controller.signal)
      preloads.set(key, { url, createdAt: now(), result, controller })
      for (const [oldKey, entry] of preloads) {
        if (preloads.size <= maxEntries) break
        drop(oldKey, entry)
      }
      return result
    },
    has(url: string, init: JsonPreloadKeyOptions = {}): boolean {
      sweep()
      return preloads.has(preloadKey(url, init))
    },
    clear(url?: string): void {
      for (const [key, entry] of preloads) if (url === undefined || entry.url === url) drop(key, entry)
    },
  }
}

/** URL, query, headers (lower-cased names, sorted, nulls left out) and credentials as one string. */
function preloadKey(url: string, init: JsonPreloadKeyOptions): string {
  const headers = Object.entries(init.headers ?? {})
    .filter(([, value]) => value != null)
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1))
  const query = Object.entries(init.queryParameters ?? {})
    .filter(([, value]) => value != null)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return JSON.stringify([url, query, headers, init.withCredentials === true])
}

/** Waits for a preloaded result; a reader's abort cancels the preloaded request and ends the wait at once. */
async function awaitPreload(
  preloaded: Preloaded,
  signal: AbortSignal | undefined,
): Promise<APIResponse<unknown, FetcherError>> {
  if (!signal) return preloaded.result
  if (signal.aborted) {
    preloaded.controller.abort(signal.reason)
    return userAbortResult(preloaded.url)
  }
  const onAbort = (): void => preloaded.controller.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  try {
    const result = await preloaded.result
    return signal.aborted ? userAbortResult(preloaded.url) : result
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}

let defaultCache: JsonFetchCache | undefined

function sharedCache(): JsonFetchCache {
  defaultCache ??= createJsonFetchCache()
  return defaultCache
}

/**
 * {@link JsonFetchCache.fetchJson} on the module's shared cache. The shared cache is meant for browsers,
 * where the module lives for one user; in a server use a {@link createJsonFetchCache} per request.
 */
export function fetchJson<T = unknown>(
  url: string,
  options?: JsonFetchOptions<T>,
): Promise<APIResponse<T, FetcherError>> {
  return sharedCache().fetchJson(url, options)
}

/** {@link JsonFetchCache.preload} on the module's shared cache (meant for browsers, see {@link fetchJson}). */
export function preloadJson(
  url: string,
  options?: JsonPreloadOptions,
): Promise<APIResponse<unknown, FetcherError>> {
  return sharedCache().preload(url, options)
}
