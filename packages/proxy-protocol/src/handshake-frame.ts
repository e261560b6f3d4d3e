/**
 * The first frame a client sends on a websocket opened through the proxy (`<proxy as ws(s)>/<ws(s) target>`),
 * as the reference protocol defines it: the target URL (informational; the proxy connects to the URL in the
 * upgrade request's path) and the headers to send to the target with the upgrade request.
 */
export type HandshakeFrame = {
  type: 'handshake'
  /** The websocket target URL. */
  url: string
  /** Header names to values, sent to the target (the proxy drops hop-by-hop and browser-context headers). */
  headers: Record<string, string>
}

/**
 * Writes the handshake frame for `url` and `headers` as the text the proxy reads:
 * `{"type":"handshake","url":…,"headers":{…}}`.
 */
export function writeHandshakeFrame(url: string, headers: Record<string, string>): string {
  const frame: HandshakeFrame = { type: 'handshake', url, headers }
  return JSON.stringify(frame)
}
