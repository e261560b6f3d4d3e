import { PROXY_MESSAGES } from '../messages.js'

/** A close code and reason, ready to be sent in a close frame. */
export type CloseFrame = { code: number; reason: string }

/** RFC 6455 §5.5: a control frame carries at most 125 bytes, two of which are the code. */
const MAX_REASON_BYTES = 123

/**
 * Whether `code` may be sent in a close frame (the rule of the `ws` library, RFC 6455 §7.4): 1005, 1006 and
 * 1015 only describe what happened locally, and codes below 3000 outside the registered ones are reserved.
 */
export function isSendableCloseCode(code: number): boolean {
  return (
    (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) ||
    (code >= 3000 && code <= 4999)
  )
}

/**
 * A reason that fits a close frame: longer texts (an error message, a long header name) are cut at a
 * character boundary and end with `…`, because `ws` throws on a reason over 123 bytes.
 */
export function closeReason(text: string): string {
  if (Buffer.byteLength(text) <= MAX_REASON_BYTES) return text
  const characters = Array.from(text)
  let cut = ''
  for (const character of characters) {
    if (Buffer.byteLength(cut + character) > MAX_REASON_BYTES - 3) break
    cut += character
  }
  return `${cut}…`
}

/**
 * The close frame to pass on when one side of the relay closed with `code` and `reason`. A sendable code goes
 * through unchanged (an empty reason becomes "Forwarded WebSocket closed", the reference proxy's wording, so
 * the browser always learns the target closed). 1005 (a clean close without a code) becomes 1000; 1006 and
 * 1015 (the connection broke, or TLS failed) become 1011 with the error seen, when there was one.
 */
export function forwardedClose(code: number, reason: string, failure?: string): CloseFrame {
  if (isSendableCloseCode(code)) {
    return { code, reason: closeReason(reason === '' ? PROXY_MESSAGES.forwardedClosed : reason) }
  }
  if (code === 1005) return { code: 1000, reason: PROXY_MESSAGES.forwardedClosed }
  return { code: 1011, reason: closeReason(failure ?? PROXY_MESSAGES.forwardedClosed) }
}
