/**
 * The part of the WHATWG `WebSocket` a session uses. The browser's (and Node 22's) global `WebSocket` and
 * the `ws` package's `WebSocket` class both fit, so Node 20 hosts and tests can inject the latter.
 */
export interface WebSocketLike {
  binaryType: string
  readonly readyState: number
  onopen: ((event: never) => void) | null
  onmessage: ((event: never) => void) | null
  onclose: ((event: never) => void) | null
  onerror: ((event: never) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

/** A `WebSocket` class: the global one, or e.g. `import { WebSocket } from 'ws'`. */
export type WebSocketConstructor = new (url: string) => WebSocketLike

/** The message event fields a session reads. */
export type WebSocketMessageEventLike = { data: unknown }

/** The close event fields a session reads. */
export type WebSocketCloseEventLike = { code: number; reason: string }

/** The normal closure code (RFC 6455 §7.4.1). Any other code is stored as an error. */
export const NORMAL_CLOSURE = 1000

/**
 * A frame's data as text and, when it is JSON, parsed. Binary frames (ArrayBuffer, typed arrays, Node
 * Buffers) are decoded as UTF-8 first.
 */
export function decodeFrame(data: unknown): unknown {
  let text: string
  if (typeof data === 'string') {
    text = data
  } else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    text = new TextDecoder().decode(data)
  } else {
    return data
  }
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
