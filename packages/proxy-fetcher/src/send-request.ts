import type { HttpRequest, ResponseResult } from '@api-explorer/model'
import { requestUrl, sentHeaders } from '@api-explorer/model'
import { PROXY_HEADERS } from '@api-explorer/proxy-protocol'
import type { PlaygroundAnalyticsCallback, PlaygroundAnalyticsContext } from './analytics.js'
import { emitAnalyticsEvent, requestReceivedProperties, requestSentProperties } from './analytics.js'
import { toBodyInit } from './body-init.js'
import { NetworkError, RequestAbortedError, SendRequestError } from './errors.js'
import { PROXY_FETCHER_MESSAGES } from './messages.js'
import { readBufferedResult, readStreamResult } from './read-response.js'
import { isStreamContentType } from './stream-formats.js'

/** Options of {@link sendRequest}. */
export type SendRequestOptions = {
  /**
   * The proxy's base URL, e.g. `https://proxy.example.com`; the request goes to `<proxyUrl>/<target URL>`.
   * Without it (or with `direct`) the request goes straight to the target, with credentials included.
   */
  proxyUrl?: string
  /** Skip the proxy even when `proxyUrl` is set (the docs site disabled it). */
  direct?: boolean
  signal?: AbortSignal
  /** The fetch to use (defaults to the global one). */
  fetch?: typeof fetch
  /**
   * Whether to read the body incrementally. `true`: the endpoint streams (its definition says so); `false`:
   * always read it whole. Default (`undefined`): incrementally when the response is `text/event-stream` or
   * newline-delimited JSON (`application/x-ndjson`, `application/jsonl`, …), whole otherwise.
   */
  stream?: boolean
  /** Called with a `stream` result holding the text so far, after every chunk of a streamed body. */
  onChunk?: (result: ResponseResult) => void
  /** Receives `api_playground_request_sent` and `api_playground_request_received`. */
  onAnalyticsEvent?: PlaygroundAnalyticsCallback
  /** The endpoint and routes named in the analytics events; see {@link PlaygroundAnalyticsContext}. */
  analyticsContext?: Partial<PlaygroundAnalyticsContext>
}

/**
 * Sends a request, through the proxy or directly, and classifies the response: JSON, text, a file (binary,
 * image, video, audio) kept as an object URL, or a stream read incrementally (see
 * {@link SendRequestOptions.stream}). HTTP error statuses are results, not errors; transport failures reject
 * with {@link NetworkError} or {@link RequestAbortedError}, a streamed response without a body with
 * `NullResponseBodyError`. Through the proxy or not, the request bypasses the browser's HTTP cache
 * (`cache: 'no-store'`).
 *
 * @example
 * const result = await sendRequest(request, {
 *   proxyUrl: 'https://proxy.example.com',
 *   onChunk: (partial) => render(partial.response.body),
 * })
 */
export async function sendRequest(
  request: HttpRequest,
  options: SendRequestOptions = {},
): Promise<ResponseResult> {
  const fetchFn = options.fetch ?? globalThis.fetch
  const target = requestUrl(request)
  const viaProxy = options.direct !== true && options.proxyUrl != null && options.proxyUrl !== ''
  const init: RequestInit = {
    method: request.method,
    headers: requestHeaders(request, viaProxy),
    mode: 'cors',
    credentials: viaProxy ? 'same-origin' : 'include',
    // Every Send must reach the API: a cached answer (`Cache-Control: max-age`) would be shown for a request
    // the browser never sent, even when a header such as the API key has changed since.
    cache: 'no-store',
  }
  const body = toBodyInit(request.body)
  if (body != null) {
    init.body = body
  }
  if (options.signal != null) {
    init.signal = options.signal
  }

  const sent = requestSentProperties(request, options.analyticsContext)
  emitAnalyticsEvent(options.onAnalyticsEvent, { name: 'api_playground_request_sent', properties: sent })
  const startedAt = performance.now()
  let result: ResponseResult
  try {
    const response = await fetchFn(
      viaProxy ? `${options.proxyUrl?.replace(/\/+$/, '')}/${target}` : target,
      init,
    )
    const context = { viaProxy, startedAt, headersAt: performance.now(), onChunk: options.onChunk }
    const streamed = options.stream ?? isStreamContentType(response.headers.get('content-type') ?? '')
    result = streamed
      ? await readStreamResult(response, context)
      : await readBufferedResult(response, context)
  } catch (error) {
    throw transportError(error, target, options.signal)
  }
  emitAnalyticsEvent(options.onAnalyticsEvent, {
    name: 'api_playground_request_received',
    properties: requestReceivedProperties(sent, result),
  })
  return result
}

/**
 * The headers as sent: the model's `sentHeaders` (a multipart body loses its Content-Type, so the transport
 * writes it with the boundary; any other body without one gets the type its kind implies, as every snippet
 * writes it). Through the proxy, `X-Fern-Proxy-Request-Headers` lists the names to forward, plus Content-Type
 * whenever there is a body (the transport may have set it).
 */
function requestHeaders(request: HttpRequest, viaProxy: boolean): Headers {
  const headers = new Headers()
  for (const [name, value] of sentHeaders(request)) {
    headers.append(name, value)
  }
  if (viaProxy) {
    const names = new Map<string, string>()
    for (const [name] of request.headers) {
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name)
    }
    if (request.body != null && !names.has('content-type')) names.set('content-type', 'Content-Type')
    headers.set(PROXY_HEADERS.requestHeaders, [...names.values()].join(','))
  }
  return headers
}

/**
 * A failure as this package's error: cancellation → {@link RequestAbortedError}; a fetch or body-read
 * failure (a `TypeError` from fetch) → {@link NetworkError}; anything else (our own errors, a throwing
 * `onChunk`) unchanged.
 */
function transportError(error: unknown, target: string, signal: AbortSignal | undefined): unknown {
  if (error instanceof SendRequestError) return error
  if (signal?.aborted === true || (error instanceof Error && error.name === 'AbortError')) {
    return new RequestAbortedError(PROXY_FETCHER_MESSAGES.aborted, { cause: error })
  }
  if (error instanceof TypeError) {
    return new NetworkError(PROXY_FETCHER_MESSAGES.network(target), { cause: error })
  }
  return error
}
