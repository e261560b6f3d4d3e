/**
 * `URLSearchParams` text (the `application/x-www-form-urlencoded` serializer) written without it: UTF-8
 * bytes percent-encoded (upper-case hex) except ASCII alphanumerics and `*-._`, space as `+`, a lone
 * surrogate as U+FFFD (what the conversion to a USVString makes of it).
 *
 * Why by hand: a `URLSearchParams` per cURL field was the largest cost of a cURL snippet; building the text
 * from thousands of small strings (or `encodeURIComponent` calls) was the largest cost left. The bytes are
 * written into one reused buffer and decoded once (the result is ASCII, so bytes and characters line up).
 */

/** 1 for the ASCII characters that are written as they are: alphanumerics and `*-._`. */
const KEPT = new Uint8Array(128)
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._') {
  KEPT[char.charCodeAt(0)] = 1
}

const HEX_DIGITS = Uint8Array.from('0123456789ABCDEF', (char) => char.charCodeAt(0))
const PLUS = 0x2b
const AMPERSAND = 0x26
const EQUALS = 0x3d

/** Bodies up to this many bytes reuse one buffer; larger ones get their own, so no large buffer stays alive. */
const KEPT_BUFFER_BYTES = 1 << 20

const ASCII = new TextDecoder()

let shared = new Uint8Array(1 << 14)

/** The encoded length is at most 9 bytes per UTF-16 unit (`%E2%98%83` for one BMP character). */
function bufferFor(fields: ReadonlyArray<readonly [string, string]>): Uint8Array {
  let units = 0
  for (const [name, value] of fields) units += name.length + value.length + 2
  const needed = units * 9
  if (needed <= shared.length) return shared
  if (needed > KEPT_BUFFER_BYTES) return new Uint8Array(needed)
  shared = new Uint8Array(Math.max(needed, shared.length * 2))
  return shared
}

function writeByte(bytes: Uint8Array, at: number, byte: number): number {
  bytes[at] = 0x25 // %
  bytes[at + 1] = HEX_DIGITS[byte >> 4] as number
  bytes[at + 2] = HEX_DIGITS[byte & 0x0f] as number
  return at + 3
}

/** Writes one name or value at `at`; returns where it ends. */
function writeComponent(bytes: Uint8Array, at: number, text: string): number {
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index)
    if (code < 0x80) {
      if (KEPT[code] === 1) bytes[at++] = code
      else if (code === 0x20) bytes[at++] = PLUS
      else at = writeByte(bytes, at, code)
      continue
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(index + 1)
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00)
        index++
      } else {
        code = 0xfffd
      }
    }
    if (code < 0x800) {
      at = writeByte(bytes, at, 0xc0 | (code >> 6))
    } else if (code < 0x10000) {
      at = writeByte(bytes, at, 0xe0 | (code >> 12))
      at = writeByte(bytes, at, 0x80 | ((code >> 6) & 0x3f))
    } else {
      at = writeByte(bytes, at, 0xf0 | (code >> 18))
      at = writeByte(bytes, at, 0x80 | ((code >> 12) & 0x3f))
      at = writeByte(bytes, at, 0x80 | ((code >> 6) & 0x3f))
    }
    at = writeByte(bytes, at, 0x80 | (code & 0x3f))
  }
  return at
}

/**
 * `new URLSearchParams(fields).toString()`, byte for byte. The text holds only ASCII alphanumerics and
 * `%*+-._=&`, and `&` only between fields: a caller may split it there, and needs no escaping scan for a string
 * literal of most languages.
 */
export function formUrlEncode(fields: ReadonlyArray<readonly [string, string]>): string {
  const bytes = bufferFor(fields)
  let at = 0
  for (let index = 0; index < fields.length; index++) {
    const [name, value] = fields[index] as readonly [string, string]
    if (index > 0) bytes[at++] = AMPERSAND
    at = writeComponent(bytes, at, name)
    bytes[at++] = EQUALS
    at = writeComponent(bytes, at, value)
  }
  return ASCII.decode(bytes.subarray(0, at))
}
