import type { FetchResponseType, SerializableResponse } from '@api-explorer/model'
import { PROXY_HEADERS } from '@api-explorer/proxy-protocol'

/** When a response was sent and when its headers arrived (`performance.now()` values). */
export type ResponseTiming = { startedAt: number; headersAt: number }

/**
 * Status line and headers of a response. Through the proxy, the headers are the upstream ones it lists in
 * its response-headers header; directly, every header the browser lets the page read.
 */
export function serializableMeta(
  response: Response,
  viaProxy: boolean,
): Omit<SerializableResponse<never>, 'body'> {
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

/**
 * The time of a whole response, in milliseconds: the proxy's `X-Fern-Proxy-Response-Time` when present
 * (buffered responses); else its `X-Fern-Proxy-Origin-Latency` plus the time this client spent reading the
 * body (streamed responses, as the reference client does); else the time measured here from send to the
 * end of the body (direct requests).
 */
export function responseTime(headers: Headers, timing: ResponseTiming, doneAt: number): number {
  const reported = numericHeader(headers, PROXY_HEADERS.responseTime)
  if (reported != null) return reported
  const latency = numericHeader(headers, PROXY_HEADERS.originLatency)
  if (latency != null) return latency + (doneAt - timing.headersAt)
  return doneAt - timing.startedAt
}

/** The size of a whole response in bytes: its `Content-Length`, else the bytes read. */
export function responseSize(headers: Headers, bytesRead: number): number {
  return numericHeader(headers, 'content-length') ?? bytesRead
}

function numericHeader(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name)?.trim()
  if (raw == null || raw === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}
