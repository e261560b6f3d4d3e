/**
 * `URLSearchParams` text (the `application/x-www-form-urlencoded` serializer) written without it: UTF-8
 * bytes percent-encoded (upper-case hex) except ASCII alphanumerics and `*-._`, space as `+`, a lone
 * surrogate as U+FFFD (what the conversion to a USVString makes of it).
 *
 * Why by hand: a `URLSearchParams` per cURL field was the largest cost of a cURL snippet; building the text
 * from thousands of small strings (or `encodeURIComponent` calls, or global regex passes) was the largest
 * cost left. The bytes are written into one reused buffer and decoded once (the result is ASCII, so bytes and
 * characters line up). Each character is one 4-byte little-endian store of its precomputed output (`c`, `+`
 * or `%XX`, the length in the top byte), advanced by that length: no branch on the kind of character, which
 * mixed text (`account[company][name]`, `city value`) mispredicted every few characters (a quarter faster).
 */

/** Per ASCII code: the output bytes, little-endian (1 or 3), and their count in the top byte. */
const ASCII_OUTPUT = new Uint32Array(128)
/** Per byte value: `%XX` as 3 little-endian bytes. */
const PERCENT_BYTE = new Uint32Array(256)
{
  const hex = (digit: number): number => '0123456789ABCDEF'.charCodeAt(digit)
  for (let byte = 0; byte < 256; byte++) {
    PERCENT_BYTE[byte] = 0x25 | (hex(byte >> 4) << 8) | (hex(byte & 0x0f) << 16)
  }
  for (let code = 0; code < 128; code++) ASCII_OUTPUT[code] = (PERCENT_BYTE[code] as number) | (3 << 24)
  for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._') {
    ASCII_OUTPUT[char.charCodeAt(0)] = char.charCodeAt(0) | (1 << 24)
  }
  ASCII_OUTPUT[0x20] = 0x2b | (1 << 24) // space → +
}

const EQUALS = 0x3d

/** Bodies up to this many bytes reuse one buffer; larger ones get their own, so no large buffer stays alive. */
const KEPT_BUFFER_BYTES = 1 << 20

const ASCII = new TextDecoder()

type EncodeBuffer = { bytes: Uint8Array; view: DataView }

function newBuffer(size: number): EncodeBuffer {
  const memory = new ArrayBuffer(size)
  return { bytes: new Uint8Array(memory), view: new DataView(memory) }
}

let shared = newBuffer(1 << 14)

/**
 * The encoded length is at most 9 bytes per UTF-16 unit (`%E2%98%83` for one BMP character); each store
 * writes 4 bytes, up to 3 past the end of what it keeps.
 */
function bufferFor(fields: ReadonlyArray<readonly [string, string]>, separator: string): EncodeBuffer {
  let units = 0
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as readonly [string, string]
    units += field[0].length + field[1].length + 1 + separator.length
  }
  const needed = units * 9 + 3
  if (needed <= shared.bytes.length) return shared
  if (needed > KEPT_BUFFER_BYTES) return newBuffer(needed)
  shared = newBuffer(Math.max(needed, shared.bytes.length * 2))
  return shared
}

/**
 * The separator's bytes as little-endian 4-byte words (the last one padded), written by a few stores rather
 * than a byte at a time: cURL's separator, once per field, cost half as much as encoding the fields.
 */
function separatorWords(separator: string): Uint32Array {
  const words = new Uint32Array(Math.ceil(separator.length / 4))
  for (let char = 0; char < separator.length; char++) {
    words[char >> 2] = (words[char >> 2] as number) | (separator.charCodeAt(char) << ((char & 3) * 8))
  }
  return words
}

/** Writes one name or value at `at`; returns where it ends. */
function writeComponent(view: DataView, at: number, text: string): number {
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index)
    if (code < 0x80) {
      const output = ASCII_OUTPUT[code] as number
      view.setUint32(at, output, true)
      at += output >>> 24
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
      view.setUint32(at, PERCENT_BYTE[0xc0 | (code >> 6)] as number, true)
    } else if (code < 0x10000) {
      view.setUint32(at, PERCENT_BYTE[0xe0 | (code >> 12)] as number, true)
      view.setUint32((at += 3), PERCENT_BYTE[0x80 | ((code >> 6) & 0x3f)] as number, true)
    } else {
      view.setUint32(at, PERCENT_BYTE[0xf0 | (code >> 18)] as number, true)
      view.setUint32((at += 3), PERCENT_BYTE[0x80 | ((code >> 12) & 0x3f)] as number, true)
      view.setUint32((at += 3), PERCENT_BYTE[0x80 | ((code >> 6) & 0x3f)] as number, true)
    }
    view.setUint32((at += 3), PERCENT_BYTE[0x80 | (code & 0x3f)] as number, true)
    at += 3
  }
  return at
}

/**
 * `new URLSearchParams(fields).toString()`, byte for byte. The text holds only ASCII alphanumerics and
 * `%*+-._=&`, and `&` only between fields: a caller may split it there, and needs no escaping scan for a string
 * literal of most languages. `separator` (ASCII) replaces that `&`: cURL writes a flag per field, and a
 * `replaceAll` of the text afterwards cost a fifth of its snippet (a string per field, then its garbage).
 */
export function formUrlEncode(fields: ReadonlyArray<readonly [string, string]>, separator = '&'): string {
  const { bytes, view } = bufferFor(fields, separator)
  const words = separatorWords(separator)
  const ascii = asciiBytes(fields)
  let at = 0
  let from = 0
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as readonly [string, string]
    if (index > 0) {
      for (let word = 0; word < words.length; word++)
        view.setUint32(at + word * 4, words[word] as number, true)
      at += separator.length
    }
    if (ascii === undefined) {
      at = writeComponent(view, at, field[0])
      bytes[at++] = EQUALS
      at = writeComponent(view, at, field[1])
      continue
    }
    at = writeAscii(view, at, ascii, from, (from += field[0].length))
    bytes[at++] = EQUALS
    at = writeAscii(view, at, ascii, from, (from += field[1].length))
  }
  return ASCII.decode(bytes.subarray(0, at))
}

const UTF8 = new TextEncoder()

const NON_ASCII = /[^\0-\x7f]/

let sharedSource = new Uint8Array(1 << 14)

/**
 * Every name and value, in order, as bytes, when they are all ASCII (one byte per character, so each one's
 * bytes are where its characters are); undefined otherwise. One native encoding of the joined text, then a
 * loop over bytes, is a third faster than reading each character of each string (`charCodeAt` dispatches on
 * the string's representation every time).
 */
function asciiBytes(fields: ReadonlyArray<readonly [string, string]>): Uint8Array | undefined {
  // A quick guess first: when the first field is not ASCII (a form in another script), neither is the body,
  // and joining and encoding it would be wasted (a fifth more for a 400-field body).
  const first = fields[0]
  if (first === undefined || NON_ASCII.test(first[0]) || NON_ASCII.test(first[1])) return undefined
  let text = ''
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as readonly [string, string]
    text += field[0]
    text += field[1]
  }
  // A non-ASCII character takes 2 or 3 bytes per UTF-16 unit (a lone surrogate 3, as U+FFFD).
  const needed = text.length * 3
  let source = sharedSource
  if (needed > source.length) {
    source = new Uint8Array(needed)
    if (needed <= KEPT_BUFFER_BYTES) sharedSource = source
  }
  return UTF8.encodeInto(text, source).written === text.length ? source : undefined
}

/** Writes the ASCII bytes `source[from..to)` at `at`, encoded; returns where they end. */
function writeAscii(view: DataView, at: number, source: Uint8Array, from: number, to: number): number {
  for (let index = from; index < to; index++) {
    const output = ASCII_OUTPUT[source[index] as number] as number
    view.setUint32(at, output, true)
    at += output >>> 24
  }
  return at
}
