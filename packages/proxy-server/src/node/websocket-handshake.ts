import { PROXY_HEADERS } from '@api-explorer/proxy-protocol'

import { HOP_BY_HOP } from '../header-rules.js'
import { PROXY_MESSAGES } from '../messages.js'
import { unsafeHeader } from '../policy/header-safety.js'

/** What the relay takes from the client's handshake frame. */
export type WebSocketHandshake = {
  /** The headers to send to the target with the upgrade request, after the rules of {@link parseHandshake}. */
  headers: Record<string, string>
  /** Subprotocols asked for with a `Sec-WebSocket-Protocol` handshake header; the target picks one. */
  protocols: string[]
}

/**
 * The handshake, or the reason to close the connection with 1011 (`refusal`: the refusals metric's label, an
 * unsafe header or a frame that is not a handshake).
 */
export type HandshakeResult =
  { ok: true; handshake: WebSocketHandshake } | { ok: false; reason: string; refusal: 'header' | 'handshake' }

/**
 * Headers never sent from a handshake: hop-by-hop headers, the upgrade's own headers (`ws` writes Host,
 * Upgrade, Connection and the Sec-WebSocket-* set itself), the browser-context headers the HTTP proxy never
 * forwards either, and a body framing header that would corrupt a GET.
 */
const DROPPED = new Set([
  ...HOP_BY_HOP,
  'host',
  'origin',
  'referer',
  'content-length',
  ...Object.values(PROXY_HEADERS).map((name) => name.toLowerCase()),
])

/** RFC 6455 §4.1: a subprotocol is an RFC 9110 token. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/**
 * Reads the client's first frame, `{"type":"handshake","url":…,"headers":{…}}`, as the reference protocol
 * defines it: not JSON → "Invalid JSON"; not an object whose `type` is `"handshake"` → "Expected handshake".
 * `headers` (optional) must map names to strings; a name that is not a token or a value with CR, LF or NUL
 * refuses the handshake ("Invalid header: <name>"). Of the rest, the headers in {@link DROPPED}, any
 * `Sec-WebSocket-*` header, headers the handshake's own `Connection` header names, and `Cookie` (unless
 * `forwardCookies`) are left out. `Sec-WebSocket-Protocol` is not sent as a header but turned into the list
 * of subprotocols to ask the target for, so a playground user can reach e.g. a `graphql-transport-ws` server.
 *
 * The `url` field is informational and ignored, as in the reference worker: the target is the URL in the
 * upgrade request's path, which is the one the origin, host and address checks ran on.
 */
export function parseHandshake(data: string, options: { forwardCookies: boolean }): HandshakeResult {
  let message: unknown
  try {
    message = JSON.parse(data)
  } catch {
    return { ok: false, reason: PROXY_MESSAGES.invalidJson, refusal: 'handshake' }
  }
  if (!isRecord(message) || message.type !== 'handshake') {
    return { ok: false, reason: PROXY_MESSAGES.expectedHandshake, refusal: 'handshake' }
  }
  const raw = message.headers ?? {}
  if (!isRecord(raw)) return { ok: false, reason: PROXY_MESSAGES.expectedHandshake, refusal: 'handshake' }
  const entries: [string, string][] = []
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string')
      return { ok: false, reason: PROXY_MESSAGES.invalidHeader(name), refusal: 'header' }
    entries.push([name, value])
  }
  const unsafe = unsafeHeader(entries)
  if (unsafe !== undefined)
    return { ok: false, reason: PROXY_MESSAGES.invalidHeader(unsafe), refusal: 'header' }

  const connectionListed = new Set(
    entries
      .filter(([name]) => name.toLowerCase() === 'connection')
      .flatMap(([, value]) => value.split(',').map((name) => name.trim().toLowerCase())),
  )
  const headers: Record<string, string> = {}
  const protocols: string[] = []
  for (const [name, value] of entries) {
    const lower = name.toLowerCase()
    if (lower === 'sec-websocket-protocol') {
      for (const protocol of value.split(',').map((part) => part.trim())) {
        if (protocol === '') continue
        if (!TOKEN.test(protocol))
          return { ok: false, reason: PROXY_MESSAGES.invalidHeader(name), refusal: 'header' }
        if (!protocols.includes(protocol)) protocols.push(protocol)
      }
      continue
    }
    if (
      DROPPED.has(lower) ||
      lower.startsWith('sec-websocket-') ||
      connectionListed.has(lower) ||
      (lower === 'cookie' && !options.forwardCookies)
    ) {
      continue
    }
    headers[name] = value
  }
  return { ok: true, handshake: { headers, protocols } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
