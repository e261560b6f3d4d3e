import { isWellFormed } from '@api-explorer/model'

/**
 * Texts shorter than this take `replaceAll` (cheap for a name or a header); longer ones (a JSON body, where every
 * key and string value has `"`s) one pass that copies the UTF-16 units into a reused buffer: two or three
 * `replaceAll` passes over a 400-field JSON body cost twice that pass.
 */
const LOOP_MIN_LENGTH = 512

/** Buffers up to this many units are kept for the next call; larger ones are not, so no large buffer stays alive. */
const KEPT_BUFFER_UNITS = 1 << 20

/** `ignoreBOM` keeps a leading U+FEFF as text instead of dropping it as a byte order mark. */
const UTF16 = new TextDecoder('utf-16le', { ignoreBOM: true })

/** The buffer's units are decoded as UTF-16LE, which is how a `Uint16Array` stores them on a little-endian host. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

const BACKSLASH = 0x5c

let shared = new Uint16Array(1 << 14)

function bufferFor(units: number): Uint16Array {
  if (units <= shared.length) return shared
  if (units > KEPT_BUFFER_UNITS) return new Uint16Array(units)
  shared = new Uint16Array(Math.max(units, shared.length * 2))
  return shared
}

/**
 * `text` with a `\` written before every `\` and every one of `others` (up to three characters, none of them a
 * surrogate): the same as replacing `\` by `\\` and then each other character by `\` and itself.
 */
export function backslashEscape(text: string, others: readonly [string, string?, string?]): string {
  const first = others[0]
  const second = others[1] ?? first
  const third = others[2] ?? first
  // `includes` is a native scan: far cheaper than the loop below on a long text with nothing to escape (a
  // URL-encoded body).
  if (!text.includes('\\') && !text.includes(first) && !text.includes(second) && !text.includes(third)) {
    return text
  }
  // A lone surrogate would become U+FFFD in the decoding, so such a text takes the `replaceAll` passes.
  if (text.length < LOOP_MIN_LENGTH || !LITTLE_ENDIAN || !isWellFormed(text)) {
    // Each character once: escaping one twice would double its backslash.
    let escaped = escapeEach(text, '\\')
    escaped = escapeEach(escaped, first)
    if (second !== first) escaped = escapeEach(escaped, second)
    return third === first || third === second ? escaped : escapeEach(escaped, third)
  }
  const firstCode = first.charCodeAt(0)
  const secondCode = second.charCodeAt(0)
  const thirdCode = third.charCodeAt(0)
  const units = bufferFor(text.length * 2)
  let at = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === BACKSLASH || code === firstCode || code === secondCode || code === thirdCode) {
      units[at++] = BACKSLASH
    }
    units[at++] = code
  }
  return UTF16.decode(units.subarray(0, at))
}

function escapeEach(text: string, char: string): string {
  return text.includes(char) ? text.replaceAll(char, `\\${char}`) : text
}
