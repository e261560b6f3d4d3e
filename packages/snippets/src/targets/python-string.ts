import { INVISIBLE_CHARACTERS, MAYBE_INVISIBLE } from './js-string.js'

const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * A Python 3 `str` literal for any text. Double-quoted, or single-quoted when the text holds `"` but no `'`
 * (so JSON reads naturally); backslashes and the chosen quote escaped; `\n`, `\r`, `\t` as such; every other
 * invisible character (controls, format characters, U+2028/U+2029, lone surrogates) as `\xXX`, `\uXXXX` or
 * `\UXXXXXXXX`. Everything else, unicode included, is written as is.
 */
export function pythonString(text: string): string {
  // Printable ASCII without `"` or `\` (most names and values) needs no escape in double quotes: one scan.
  if (PLAIN.test(text)) return `"${text}"`
  const quote = text.includes('"') && !text.includes("'") ? "'" : '"'
  // Backslashes, then the chosen quote, by replacement strings (no call per `"` of a JSON body), then the rarer
  // line breaks and tabs; no pass matches what a later one writes.
  let escaped = text.includes('\\') ? text.replaceAll('\\', '\\\\') : text
  if (escaped.includes(quote)) escaped = escaped.replaceAll(quote, `\\${quote}`)
  if (BREAKS.test(escaped)) escaped = escaped.replace(/[\n\r\t]/g, (char) => SHORT_ESCAPES[char] ?? char)
  const visible = MAYBE_INVISIBLE.test(escaped)
    ? escaped.replace(INVISIBLE_CHARACTERS, pythonEscape)
    : escaped
  return `${quote}${visible}${quote}`
}

const BREAKS = /[\n\r\t]/

/** Printable ASCII except `"` and `\`. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/

function pythonEscape(char: string): string {
  const code = char.codePointAt(0) ?? 0
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`
  return `\\U${code.toString(16).padStart(8, '0')}`
}
