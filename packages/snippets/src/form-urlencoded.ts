/**
 * `URLSearchParams` text (the `application/x-www-form-urlencoded` serializer) written without it: UTF-8
 * bytes percent-encoded (upper-case hex) except ASCII alphanumerics and `*-._`, space as `+`, a lone
 * surrogate as U+FFFD (what the conversion to a USVString makes of it).
 *
 * Why by hand: a `URLSearchParams` per cURL field was the largest cost of a cURL snippet; building the text
 * from thousands of small strings (or `encodeURIComponent` calls, or global regex passes) was the largest
 * cost left. The bytes are written into one reused buffer and decoded once (the result is ASCII, so bytes and
 * characters line up). Each byte is one 4-byte little-endian store of its precomputed output (`c`, `+` or
 * `%XX`, its length in the top byte), advanced by that length: no branch on the kind of character, which mixed
 * text (`account[company][name]`, `city value`) mispredicted every few characters (a quarter faster).
 */

/** Per byte: its output bytes, little-endian (1 or 3), and their count in the top byte. */
const OUTPUT = new Uint32Array(256)
for (let byte = 0; byte < 256; byte++) {
  const hex = '0123456789ABCDEF'
  OUTPUT[byte] = 0x25 | (hex.charCodeAt(byte >> 4) << 8) | (hex.charCodeAt(byte & 0x0f) << 16) | (3 << 24)
}
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._') {
  OUTPUT[char.charCodeAt(0)] = char.charCodeAt(0) | (1 << 24)
}
OUTPUT[0x20] = 0x2b | (1 << 24) // space → +

/** Bodies up to this many bytes reuse one buffer; larger ones get their own, so no large buffer stays alive. */
const KEPT_BUFFER_BYTES = 1 << 20

const ASCII = new TextDecoder()

let shared = new Uint8Array(1 << 14)

/** UTF-16 units of the text to encode: every name and value, each `=` and each separator. */
function unitsOf(fields: ReadonlyArray<readonly [string, string]>, separator: string): number {
  let units = 0
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as readonly [string, string]
    units += field[0].length + field[1].length + 1 + separator.length
  }
  return units
}

/**
 * The encoded length is at most 9 bytes per UTF-16 unit (`%E2%98%83` for one BMP character); each store
 * writes 4 bytes, up to 3 past the end of what it keeps.
 */
function bufferFor(units: number): Uint8Array {
  const needed = units * 9 + 3
  if (needed <= shared.length) return shared
  if (needed > KEPT_BUFFER_BYTES) return new Uint8Array(needed)
  shared = new Uint8Array(Math.max(needed, shared.length * 2))
  return shared
}

const UTF8 = new TextEncoder()
const NON_ASCII = /[^\0-\x7f]/

/**
 * For a body whose names and values are all ASCII: writes them, joined, as bytes (one per character, so each
 * one's bytes are where its characters are) at `from` in `bytes`, and returns `from`; -1 for any other body.
 * One native encoding of the joined text and a loop over its bytes cost less than reading each character of each
 * string (`charCodeAt` looks at the string's representation every time): a cURL snippet of Stripe's 145-field
 * body went from 0.042 to 0.033 ms, PHP's from 0.039 to 0.031 ms (README, Performance). When the first field is
 * not ASCII (a form in another script), neither is the body, and joining and encoding it would be wasted.
 */
function asciiSource(
  fields: ReadonlyArray<readonly [string, string]>,
  bytes: Uint8Array,
  from: number,
): number {
  const first = fields[0]
  if (first === undefined || NON_ASCII.test(first[0]) || NON_ASCII.test(first[1])) return -1
  let text = ''
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as readonly [string, string]
    text += field[0]
    text += field[1]
  }
  // A character outside ASCII takes 2 to 4 bytes, or does not fit: either way the counts differ.
  const { read, written } = UTF8.encodeInto(text, bytes.subarray(from))
  return read === text.length && written === text.length ? from : -1
}

/** Writes the ASCII bytes `bytes[from..to)` at `at`, encoded; returns where they end. */
function writeBytes(view: DataView, at: number, bytes: Uint8Array, from: number, to: number): number {
  for (let index = from; index < to; index++) at = put(view, at, bytes[index] as number)
  return at
}

/** Writes one byte's output at `at`; returns where it ends. */
function put(view: DataView, at: number, byte: number): number {
  const output = OUTPUT[byte] as number
  view.setUint32(at, output, true)
  return at + (output >>> 24)
}

/** Writes one name or value at `at`; returns where it ends. */
function writeComponent(view: DataView, at: number, text: string): number {
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index)
    if (code < 0x80) {
      at = put(view, at, code)
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
      at = put(view, at, 0xc0 | (code >> 6))
    } else {
      if (code < 0x10000) {
        at = put(view, at, 0xe0 | (code >> 12))
      } else {
        at = put(view, at, 0xf0 | (code >> 18))
        at = put(view, at, 0x80 | ((code >> 12) & 0x3f))
      }
      at = put(view, at, 0x80 | ((code >> 6) & 0x3f))
    }
    at = put(view, at, 0x80 | (code & 0x3f))
  }
  return at
}

/**
 * `new URLSearchParams(fields).toString()`, byte for byte. The text holds only ASCII alphanumerics and
 * `%*+-._=&`, and `&` only between fields: a caller may split it there, and needs no escaping scan for a string
 * literal of most languages. `separator` (ASCII) replaces that `&`: cURL writes a flag per field, and a
 * `replaceAll` of the text afterwards cost a fifth of its snippet (a string per field, then its garbage). It is
 * written as 4-byte words: a byte at a time cost half as much as encoding the fields.
 */
export function formUrlEncode(fields: ReadonlyArray<readonly [string, string]>, separator = '&'): string {
  const units = unitsOf(fields, separator)
  const bytes = bufferFor(units)
  const view = new DataView(bytes.buffer)
  // An ASCII body's output takes at most 3 bytes per unit (and 3 past its end): its bytes, one per unit at most,
  // from 8 bytes per unit on, are never written over and fit in the room `bufferFor` leaves.
  let source = asciiSource(fields, bytes, units * 8)
  const words: number[] = []
  for (let char = 0; char < separator.length; char++) {
    words[char >> 2] = (words[char >> 2] ?? 0) | (separator.charCodeAt(char) << ((char & 3) * 8))
  }
  let at = 0
  for (let index = 0; index < fields.length; index++) {
    const [name, value] = fields[index] as readonly [string, string]
    if (index > 0) {
      for (let word = 0; word < words.length; word++)
        view.setUint32(at + word * 4, words[word] as number, true)
      at += separator.length
    }
    if (source < 0) {
      at = writeComponent(view, at, name)
      bytes[at++] = 0x3d // =
      at = writeComponent(view, at, value)
      continue
    }
    at = writeBytes(view, at, bytes, source, (source += name.length))
    bytes[at++] = 0x3d
    at = writeBytes(view, at, bytes, source, (source += value.length))
  }
  return ASCII.decode(bytes.subarray(0, at))
}
