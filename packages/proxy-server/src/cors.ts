import { PROXY_HEADERS } from '@api-explorer/proxy-protocol'

/** Which browser origins may call the proxy: `'*'` (any, without credentials) or a list of exact origins. */
export type AllowedOrigins = '*' | readonly string[]

const PROXY_RESPONSE_HEADERS = [
  PROXY_HEADERS.responseHeaders,
  PROXY_HEADERS.originLatency,
  PROXY_HEADERS.responseTime,
]

/**
 * CORS headers for an answer to `origin`. A listed origin is echoed back (with `Vary: Origin`); an origin not
 * on the list gets no CORS headers, so the browser blocks the page from reading the answer.
 */
export function corsHeaders(
  origin: string | undefined,
  allowed: AllowedOrigins,
  exposed: readonly string[] = [],
): Array<[string, string]> {
  const headers: Array<[string, string]> = []
  if (allowed === '*') {
    headers.push(['Access-Control-Allow-Origin', '*'])
  } else if (origin != null && allowed.includes(origin)) {
    headers.push(['Access-Control-Allow-Origin', origin], ['Vary', 'Origin'])
  } else {
    return []
  }
  headers.push(['Access-Control-Expose-Headers', [...PROXY_RESPONSE_HEADERS, ...exposed].join(', ')])
  return headers
}

/** Headers of an answer to a CORS preflight: any method and the headers the browser asked for. */
export function preflightHeaders(
  origin: string | undefined,
  allowed: AllowedOrigins,
  requestedHeaders: string | undefined,
): Array<[string, string]> {
  const cors = corsHeaders(origin, allowed)
  if (cors.length === 0) {
    return []
  }
  return [
    ...cors.filter(([name]) => name !== 'Access-Control-Expose-Headers'),
    ['Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS'],
    ['Access-Control-Allow-Headers', requestedHeaders ?? '*'],
    ['Access-Control-Max-Age', '86400'],
  ]
}
