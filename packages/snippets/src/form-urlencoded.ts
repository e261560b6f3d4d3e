import { wellFormed } from './well-formed.js'

/** 1 for the ASCII characters `URLSearchParams` leaves as they are: alphanumerics and `*-._`. */
const KEPT = new Uint8Array(128)
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._') {
  KEPT[char.charCodeAt(0)] = 1
}

/** `%XX` for every byte, upper-case hex as URLSearchParams writes it. */
const PERCENT = Array.from(
  { length: 128 },
  (_, byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
)

/**
 * One name or value as `URLSearchParams` serialises it (the `application/x-www-form-urlencoded` serializer):
 * UTF-8 bytes percent-encoded except ASCII alphanumerics and `*-._`, space as `+`, a lone surrogate as U+FFFD.
 * Written out because constructing a `URLSearchParams` per field was the largest cost of a cURL snippet; one
 * pass over the text, ASCII from a table, each run of non-ASCII characters through `encodeURIComponent`
 * (which percent-encodes their UTF-8 bytes exactly so).
 */
export function formUrlEncodeComponent(text: string): string {
  let encoded = ''
  let kept = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 128 && KEPT[code] === 1) continue
    encoded += text.slice(kept, index)
    if (code === 32) {
      encoded += '+'
    } else if (code < 128) {
      encoded += PERCENT[code]
    } else {
      // A run ends at an ASCII character, which is never half of a surrogate pair.
      let end = index + 1
      while (end < text.length && text.charCodeAt(end) >= 128) end++
      encoded += encodeURIComponent(wellFormed(text.slice(index, end)))
      index = end - 1
    }
    kept = index + 1
  }
  return kept === 0 ? text : encoded + text.slice(kept)
}

/** `new URLSearchParams(fields).toString()`, byte for byte. */
export function formUrlEncode(fields: ReadonlyArray<readonly [string, string]>): string {
  let text = ''
  for (let index = 0; index < fields.length; index++) {
    const [name, value] = fields[index] as readonly [string, string]
    text += `${index === 0 ? '' : '&'}${formUrlEncodeComponent(name)}=${formUrlEncodeComponent(value)}`
  }
  return text
}
