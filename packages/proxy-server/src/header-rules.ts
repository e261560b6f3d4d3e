import { PROXY_HEADERS } from '@api-explorer/proxy-protocol'

/** Connection-level headers that describe one hop and never cross the proxy (RFC 9110 §7.6.1). */
export const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** Request headers that belong to the browser's visit of the proxy, not to the call to the target. */
const NEVER_FORWARDED = new Set(['host', 'cookie', 'origin', 'referer'])

/**
 * Headers that describe the body the proxy passes through byte for byte, so they go along even when the
 * client did not list them (a browser sets the multipart boundary itself, unseen by the page).
 */
const BODY_FRAMING = new Set(['content-type', 'content-length'])

/** Response headers the proxy sets itself or that browsers would misapply to the proxy's origin. */
const NEVER_RETURNED = new Set(['set-cookie', 'set-cookie2'])

const PROXY_HEADER_NAMES = new Set(Object.values(PROXY_HEADERS).map((name) => name.toLowerCase()))

/**
 * The request headers to send to the target. When the client lists names in the forwarded-header list, only
 * those are forwarded, plus Content-Type and Content-Length, which describe the body passed through; without
 * the list (a plain HTTP client such as curl), every header is. Either way hop-by-hop headers (and any header
 * the client's `Connection` header names), Host, Origin, Referer and the proxy's own headers never cross;
 * Cookie only with `forwardCookies` and when listed.
 *
 * @param rawHeaders Node's flat `[name, value, name, value, …]` list, names in their original case.
 */
export function forwardedRequestHeaders(
  rawHeaders: readonly string[],
  options: { forwardCookies?: boolean } = {},
): string[] {
  const listed = listedNames(rawHeaders)
  const connectionListed = connectionNames(rawHeaders)
  const forwarded: string[] = []
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? ''
    const lower = name.toLowerCase()
    if (
      HOP_BY_HOP.has(lower) ||
      connectionListed.has(lower) ||
      (NEVER_FORWARDED.has(lower) &&
        !(lower === 'cookie' && options.forwardCookies === true && listed?.has(lower))) ||
      PROXY_HEADER_NAMES.has(lower) ||
      lower.startsWith('access-control-request-') ||
      (listed != null && !listed.has(lower) && !BODY_FRAMING.has(lower))
    ) {
      continue
    }
    forwarded.push(name, rawHeaders[index + 1] ?? '')
  }
  return forwarded
}

/** Headers the `Connection` header declares hop-by-hop (RFC 9110 §7.6.1). */
function connectionNames(rawHeaders: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'connection') {
      for (const name of (rawHeaders[index + 1] ?? '').split(',')) names.add(name.trim().toLowerCase())
    }
  }
  return names
}

function listedNames(rawHeaders: readonly string[]): Set<string> | undefined {
  const wanted = PROXY_HEADERS.requestHeaders.toLowerCase()
  let list: Set<string> | undefined
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === wanted) {
      list ??= new Set()
      for (const name of (rawHeaders[index + 1] ?? '').split(',')) {
        if (name.trim() !== '') {
          list.add(name.trim().toLowerCase())
        }
      }
    }
  }
  return list
}

/**
 * The upstream response headers to return, as `[name, value]` pairs: everything except hop-by-hop headers,
 * cookies, and CORS headers (the proxy answers CORS itself).
 */
export function returnedResponseHeaders(
  headers: Record<string, string | string[] | undefined>,
): Array<[string, string]> {
  const returned: Array<[string, string]> = []
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (
      value == null ||
      HOP_BY_HOP.has(lower) ||
      NEVER_RETURNED.has(lower) ||
      PROXY_HEADER_NAMES.has(lower) ||
      lower.startsWith('access-control-')
    ) {
      continue
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      returned.push([lower, item])
    }
  }
  return returned
}

/**
 * Headers added to every proxied answer. The first two make it inert if a browser opens it as a page (the
 * proxy would otherwise serve any site's HTML and scripts on its own origin); `fetch` readers are not
 * affected. `Cache-Control: no-store` keeps answers that carry someone's keys out of shared caches when the
 * target says nothing about caching; the target's own Cache-Control is shown unchanged.
 */
export function safetyHeaders(upstreamNames: readonly string[]): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', "sandbox; default-src 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
  ]
  if (!upstreamNames.includes('cache-control')) headers.push(['Cache-Control', 'no-store'])
  return headers
}

/**
 * Whether a response is passed through as a stream (no response-time header) rather than buffered: no length
 * or length 0, chunked transfer, server-sent events, a binary stream, or a length above `maxBufferedBytes`.
 */
export function isStreamingResponse(
  headers: Record<string, string | string[] | undefined>,
  maxBufferedBytes: number = Number.POSITIVE_INFINITY,
): boolean {
  const length = headers['content-length']
  const contentType = String(headers['content-type'] ?? '').toLowerCase()
  return (
    length == null ||
    length === '0' ||
    // A body too large to hold in memory streams too, whatever its type.
    Number(length) > maxBufferedBytes ||
    String(headers['transfer-encoding'] ?? '')
      .toLowerCase()
      .includes('chunked') ||
    contentType.startsWith('text/event-stream') ||
    contentType.startsWith('application/octet-stream')
  )
}
