/**
 * Where a websocket session connects, the websocket counterpart of `HttpRequest`: form-state builds it
 * from a channel's form, the proxy-fetcher's session connects to it.
 */
export type WebSocketTarget = {
  /** The channel's URL with path and query filled in, `ws(s):` (or `http(s):`, converted on connect). */
  url: string
  /** Auth and user headers, in order, sent in the proxy handshake (a browser cannot set websocket headers). */
  headers: Array<[name: string, value: string]>
}
