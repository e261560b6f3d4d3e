import type {
  FetchResponseType,
  HttpRequest,
  ResponseResult,
  SerializableResponse,
} from '@api-explorer/model'
import { PROXY_HEADERS, requestUrl } from '@api-explorer/model'
import { toBodyInit } from './body-init.js'
import { isFileContentType, parseJsonText } from './classify-response.js'
import { NetworkError, RequestAbortedError, SEND_ERROR_MESSAGES } from './errors.js'
import { downloadFileName } from './file-name.js'

/** Options of {@link sendRequest}. */
export type SendRequestOptions = {
  /**
   * The proxy's base URL, e.g. `https://proxy.example.com`; the request goes to `<proxyUrl>/<target URL>`.
   * Without it the request goes straight to the target, with credentials included.
   */
  proxyUrl?: string
  signal?: AbortSignal
  /** The fetch to use (defaults to the global one). */
  fetch?: typeof fetch
}

/**
 * Sends a request, through the proxy or directly, and classifies the response: JSON, text, or a file
 * (binary, image, video, audio) kept as an object URL. HTTP error statuses are results, not errors; only
 * transport failures reject, with {@link NetworkError} or {@link RequestAbortedError}.
 */
export async function sendRequest(
  request: HttpRequest,
  options: SendRequestOptions = {},
): Promise<ResponseResult> {
  const fetchFn = options.fetch ?? globalThis.fetch
  const target = requestUrl(request)
  const viaProxy = options.proxyUrl != null && options.proxyUrl !== ''
  const headers = new Headers()
  for (const [name, value] of request.headers) {
    headers.append(name, value)
  }
  if (viaProxy) {
    headers.set(PROXY_HEADERS.requestHeaders, [...new Set(request.headers.map(([name]) => name))].join(','))
  }
  const init: RequestInit = {
    method: request.method,
    headers,
    mode: 'cors',
    credentials: viaProxy ? 'same-origin' : 'include',
  }
  const body = toBodyInit(request.body)
  if (body != null) {
    init.body = body
  }
  if (options.signal != null) {
    init.signal = options.signal
  }

  const startedAt = performance.now()
  let response: Response
  try {
    response = await fetchFn(viaProxy ? `${options.proxyUrl?.replace(/\/+$/, '')}/${target}` : target, init)
  } catch (error) {
    throw transportError(error, target, options.signal)
  }
  try {
    return await readResult(response, { viaProxy, startedAt })
  } catch (error) {
    throw transportError(error, target, options.signal)
  }
}

async function readResult(
  response: Response,
  context: { viaProxy: boolean; startedAt: number },
): Promise<ResponseResult> {
  const contentType = response.headers.get('content-type') ?? ''
  const contentLength = response.headers.get('content-length')
  const meta = serializableMeta(response, context.viaProxy)
  const elapsed = (): number => {
    const reported = Number(response.headers.get(PROXY_HEADERS.responseTime) ?? Number.NaN)
    return Number.isFinite(reported) ? reported : performance.now() - context.startedAt
  }
  const sizeOr = (measured: number): number => (contentLength == null ? measured : Number(contentLength))

  if (isFileContentType(contentType)) {
    const blob = await response.blob()
    return {
      type: 'file',
      response: { ...meta, body: URL.createObjectURL(blob) },
      contentType,
      time: elapsed(),
      size: sizeOr(blob.size),
      fileName: downloadFileName(response.headers.get('content-disposition'), contentType),
    }
  }
  const text = await response.text()
  const size = sizeOr(new TextEncoder().encode(text).byteLength)
  const json = parseJsonText(text)
  if (json != null) {
    return {
      type: 'json',
      response: { ...meta, body: json.value },
      contentType: contentType || 'application/json',
      time: elapsed(),
      size,
    }
  }
  return {
    type: 'string',
    response: { ...meta, body: text },
    contentType: contentType || 'text/plain',
    time: elapsed(),
    size,
  }
}

/**
 * Status line and headers of a response. Through the proxy, the headers are the upstream ones it lists in
 * its response-headers header; directly, every header the browser lets the page read.
 */
function serializableMeta(response: Response, viaProxy: boolean): Omit<SerializableResponse<never>, 'body'> {
  const headers: Record<string, string> = {}
  const listed = viaProxy ? response.headers.get(PROXY_HEADERS.responseHeaders) : null
  if (listed != null) {
    for (const name of listed
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')) {
      const value = response.headers.get(name)
      if (value != null) {
        headers[name.toLowerCase()] = value
      }
    }
  } else {
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
  }
  return {
    headers,
    ok: response.ok,
    redirected: response.redirected,
    status: response.status,
    statusText: response.statusText,
    type: response.type as FetchResponseType,
    url: response.url,
  }
}

function transportError(error: unknown, target: string, signal: AbortSignal | undefined): Error {
  if (signal?.aborted === true || (error instanceof Error && error.name === 'AbortError')) {
    return new RequestAbortedError(SEND_ERROR_MESSAGES.aborted, { cause: error })
  }
  return new NetworkError(SEND_ERROR_MESSAGES.network(target), { cause: error })
}
