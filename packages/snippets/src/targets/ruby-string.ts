import { backslashEscape } from './backslash-escape.js'
import { wellFormed } from '@api-explorer/model'

/**
 * A Ruby string literal holding `text`: single-quoted when it has no `'`, `\` or control character (nothing is
 * special there), double-quoted otherwise, with `\"`, `\\`, `\#` (so `#{`, `#@` and `#$` never interpolate),
 * `\n`, `\r`, `\t`, `\e` and `\u{…}` for other control characters and the line and paragraph separators
 * U+2028 and U+2029 (invisible, and line breaks to many editors). Other non-ASCII stays as UTF-8 source text.
 * `knownWellFormed`: the text holds no lone surrogate (`JSON.stringify` wrote it), so `wellFormed`'s scan is
 * skipped.
 */
export function rubyString(text: string, knownWellFormed = false): string {
  // Printable ASCII without `'` or `\` is written as it is, without scanning it for escapes.
  if (PLAIN.test(text)) return `'${text}'`
  const value = knownWellFormed ? text : wellFormed(text)
  if (!SPECIAL.test(value)) {
    return `'${value}'`
  }
  if (!INVISIBLE.test(value)) {
    // Without a control or other invisible character `JSON.stringify` escapes exactly `"` and `\`, in one native
    // pass (half the cost of escaping a 400-field JSON body by hand); `#` is Ruby's own.
    const quoted = JSON.stringify(value)
    return quoted.includes('#') ? quoted.replaceAll('#', '\\#') : quoted
  }
  // `\`, `"` and `#` by `backslashEscape`, then the invisible characters by `rubyEscape`; no pass matches what a
  // later one writes.
  return `"${backslashEscape(value, ['"', '#']).replace(INVISIBLE_ALL, rubyEscape)}"`
}

/**
 * `'`, `\`, U+2028, U+2029 and the controls (`\p{Cc}`: C0, DEL and C1), without Unicode mode and as one negated
 * class of everything else (an alternation of two classes scanned a JSON body at half the speed).
 */
const SPECIAL = /[^\x20-\x26\x28-\x5b\x5d-\x7e\xa0-\u2027\u202a-\uffff]/
export const INVISIBLE: RegExp = /[^\x20-\x7e\xa0-\u2027\u202a-\uffff]/
const INVISIBLE_ALL = /[\u2028\u2029]|\p{Cc}/gu

/** Printable ASCII except `'` and `\`. */
const PLAIN = /^[\x20-\x26\x28-\x5b\x5d-\x7e]*$/

function rubyEscape(char: string): string {
  switch (char) {
    case '"':
    case '\\':
    case '#':
      return `\\${char}`
    case '\n':
      return '\\n'
    case '\r':
      return '\\r'
    case '\t':
      return '\\t'
    case '\x1b':
      return '\\e'
    default:
      return `\\u{${char.charCodeAt(0).toString(16)}}`
  }
}
