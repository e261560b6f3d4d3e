import type { ResponseSchema } from './validate-body.js'

/**
 * What went wrong when a call did not succeed. `status-code`: the server answered outside 200–399 (the body
 * parsed as JSON for JSON content types, else text); `non-json`: a success body that should have been JSON was
 * not; `timeout`: one attempt took longer than `timeoutMs`; `unknown`: anything else (the caller's abort, a
 * network failure, a body that failed its schema, a missing stream body), with a message a person can read.
 */
export type FetcherError =
  | { reason: 'status-code'; statusCode: number; body: unknown }
  | { reason: 'non-json'; statusCode: number; rawBody: string }
  | { reason: 'timeout' }
  | { reason: 'unknown'; errorMessage: string }

/**
 * The response as it came off the wire. For failures without a response it is synthetic: status 499
 * "Client Closed Request" after the caller's abort or a timeout, status 0 "Unknown Error" otherwise.
 */
export interface RawResponse {
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  readonly url: string
  readonly redirected: boolean
  readonly type: Response['type']
}

/** The result of every call: never thrown, always returned. */
export type APIResponse<Success, Failure> =
  | { ok: true; body: Success; headers: Record<string, string>; rawResponse: RawResponse }
  | { ok: false; error: Failure; rawResponse: RawResponse }

/** How the request body is encoded. `json` stringifies; the others send the body as given. */
export type FetcherRequestType = 'json' | 'file' | 'bytes' | 'form' | 'other'

/** How the success body is read. `stream` gives the `ReadableStream`; `sse` an async iterable of events. */
export type FetcherResponseType = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream' | 'sse'

/** A query value: arrays repeat the name (`a=1&a=2`); null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

/** The retry policy. Every field is optional; the defaults are those of {@link DEFAULT_RETRY_POLICY}. */
export interface RetryPolicy {
  /** Retries beyond the first attempt: 0 to `MAX_RETRIES_LIMIT` (10). */
  readonly maxRetries: number
  /** Statuses that are retried. */
  readonly statusCodes: readonly number[]
  /** Methods that are retried (any case), or `'all'`. */
  readonly methods: 'all' | readonly string[]
  /**
   * Whether an attempt that failed before any response arrived (connection refused or reset, DNS failure) is
   * retried like a retryable status. Timeouts and aborts are never retried.
   */
  readonly retryNetworkErrors: boolean
  /** First backoff delay in ms; doubled per retry. */
  readonly initialDelayMs: number
  /** Upper bound of every delay in ms, also of delays taken from headers. */
  readonly maxDelayMs: number
  /** Relative jitter applied to every delay: 0.2 means ×(1 ± 0.2·random). */
  readonly jitter: number
}

/** The arguments of one call. */
export interface FetcherArgs<Body = unknown> {
  readonly url: string
  readonly method: string
  readonly headers?: Record<string, string | null | undefined>
  readonly queryParameters?: Record<string, QueryValue>
  readonly body?: unknown
  readonly contentType?: string
  readonly requestType?: FetcherRequestType
  readonly responseType?: FetcherResponseType
  /** Per attempt, not for the whole call with its retries. */
  readonly timeoutMs?: number
  /** Shorthand for `retry.maxRetries`. */
  readonly maxRetries?: number
  readonly retry?: Partial<RetryPolicy>
  readonly withCredentials?: boolean
  readonly abortSignal?: AbortSignal
  /** Parses the success body; a failure becomes `{reason:'unknown'}` naming the failing path. */
  readonly schema?: ResponseSchema<Body>
  /** A fetch implementation to use instead of the global one. */
  readonly fetch?: typeof globalThis.fetch
}

/** The signature of {@link fetcher}, so clients can accept a replacement. */
export type FetchFunction = <Body = unknown>(
  args: FetcherArgs<Body>,
) => Promise<APIResponse<Body, FetcherError>>
