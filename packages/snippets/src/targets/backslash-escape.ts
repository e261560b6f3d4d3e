import { isWellFormed } from '../well-formed.js'

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
 * `text` with a `\` written before every `\` and every character of `others` (UTF-16 units other than a
 * surrogate): the same as replacing `\` by `\\` and then each other character by `\` and itself.
 */
export function backslashEscape(text: string, others: readonly [number, number?, number?]): string {
  // A lone surrogate would become U+FFFD in the decoding, so such a text takes the `replaceAll` passes.
  if (text.length < LOOP_MIN_LENGTH || !LITTLE_ENDIAN || !isWellFormed(text)) {
    let escaped = text.includes('\\') ? text.replaceAll('\\', '\\\\') : text
    for (const code of others) {
      if (code === undefined) continue
      const char = String.fromCharCode(code)
      if (escaped.includes(char)) escaped = escaped.replaceAll(char, `\\${char}`)
    }
    return escaped
  }
  const first = others[0] ?? BACKSLASH
  const second = others[1] ?? BACKSLASH
  const third = others[2] ?? BACKSLASH
  const units = bufferFor(text.length * 2)
  let at = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === BACKSLASH || code === first || code === second || code === third) units[at++] = BACKSLASH
    units[at++] = code
  }
  return at === text.length ? text : UTF16.decode(units.subarray(0, at))
}
