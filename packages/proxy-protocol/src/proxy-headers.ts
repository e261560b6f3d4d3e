/**
 * Header names of the proxy protocol (path-style: `<proxy>/<absolute target URL>`), shared by the proxy
 * (`@api-explorer/proxy-server`) and its clients (`@api-explorer/proxy-fetcher`). Wire-compatible with the
 * reference proxy.
 */
export const PROXY_HEADERS: {
  /** Request: comma-joined names of the request headers the proxy forwards. */
  readonly requestHeaders: 'X-Fern-Proxy-Request-Headers'
  /** Response: comma-joined names of the upstream response headers. */
  readonly responseHeaders: 'X-Fern-Proxy-Response-Headers'
  /** Response: milliseconds until the upstream answered with headers. */
  readonly originLatency: 'X-Fern-Proxy-Origin-Latency'
  /** Response (buffered bodies only): milliseconds until the whole upstream body arrived. */
  readonly responseTime: 'X-Fern-Proxy-Response-Time'
} = {
  requestHeaders: 'X-Fern-Proxy-Request-Headers',
  responseHeaders: 'X-Fern-Proxy-Response-Headers',
  originLatency: 'X-Fern-Proxy-Origin-Latency',
  responseTime: 'X-Fern-Proxy-Response-Time',
}
