import { PROXY_MESSAGES } from '../messages.js'
import { parseTargetUrl, type TargetRefusal } from '../target-url.js'

/**
 * The parsed target of a websocket upgrade: the `ws:`/`wss:` URL to connect to, and its `http:`/`https:`
 * twin, which is what the host and address checks (written for HTTP targets) are given.
 */
export type WebSocketTargetResult = { ok: true; url: URL; httpUrl: URL } | TargetRefusal

/** A `ws` or `wss` scheme at the start of the target, spelled out or percent-encoded (`ws%3A`). */
const WS_SCHEME = /^(wss?)(?=:|%3a)/i

/**
 * Reads a websocket target from a path-style upgrade request: `/<ws(s) URL>`, e.g.
 * `/wss://stream.example.com/v1/events?topic=a`. It follows the HTTP parser's rules exactly (collapsed
 * slashes such as `/wss:/host`, a percent-encoded target) because it is that parser, given the target with
 * `ws` rewritten to `http` and `wss` to `https` (the pairs share default ports). Any other scheme is refused
 * with 400, as the reference proxy does.
 */
export function parseWebSocketTarget(requestTarget: string, basePath = '/'): WebSocketTargetResult {
  const raw = requestTarget.startsWith(basePath)
    ? requestTarget.slice(basePath.length)
    : requestTarget.replace(/^\/+/, '')
  const scheme = WS_SCHEME.exec(raw)?.[1]?.toLowerCase()
  if (scheme === undefined) {
    const parsed = parseTargetUrl(raw, '')
    if (!parsed.ok && parsed.message === PROXY_MESSAGES.missingTarget) return parsed
    return { ok: false, status: 400, message: PROXY_MESSAGES.websocketOnly, reason: 'protocol' }
  }
  const parsed = parseTargetUrl(raw.replace(WS_SCHEME, scheme === 'wss' ? 'https' : 'http'), '')
  if (!parsed.ok) return parsed
  const httpUrl = parsed.url
  // A fragment is never sent on the wire (and the `ws` client refuses URLs that have one).
  httpUrl.hash = ''
  const url = new URL(httpUrl.href)
  url.protocol = scheme === 'wss' ? 'wss:' : 'ws:'
  return { ok: true, url, httpUrl }
}
