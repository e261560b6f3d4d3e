/**
 * A websocket target as a `ws:`/`wss:` URL: `http:` becomes `ws:` and `https:` becomes `wss:` (definitions
 * often give a channel's base URL as HTTP); `ws:`/`wss:` URLs are kept as they are.
 *
 * @example
 * webSocketTargetUrl('https://api.example.com/rooms/1') // 'wss://api.example.com/rooms/1'
 */
export function webSocketTargetUrl(url: string): string {
  return url.replace(/^http(s?):/i, (_match, secure: string) => `ws${secure.toLowerCase()}:`)
}

/**
 * The URL to open: the target itself without a proxy, otherwise `<proxy as ws(s)>/<ws(s) target>`, the
 * proxy protocol's path style (`http://127.0.0.1:8787` + `wss://api.example.com/rooms/1` →
 * `ws://127.0.0.1:8787/wss://api.example.com/rooms/1`).
 */
export function webSocketConnectUrl(target: string, proxyUrl?: string): string {
  const wsTarget = webSocketTargetUrl(target)
  if (proxyUrl == null || proxyUrl === '') return wsTarget
  return `${webSocketTargetUrl(proxyUrl).replace(/\/+$/, '')}/${wsTarget}`
}
