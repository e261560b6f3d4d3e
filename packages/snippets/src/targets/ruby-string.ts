import { wellFormed } from './wire-request.js'

/**
 * A Ruby string literal holding `text`: single-quoted when it has no `'`, `\` or control character (nothing is
 * special there), double-quoted otherwise, with `\"`, `\\`, `\#` (so `#{`, `#@` and `#$` never interpolate),
 * `\n`, `\r`, `\t`, `\e` and `\u{…}` for other control characters and the line and paragraph separators
 * U+2028 and U+2029 (invisible, and line breaks to many editors). Other non-ASCII stays as UTF-8 source text.
 */
export function rubyString(text: string): string {
  // Printable ASCII without `'` or `\` is written as it is, without scanning it for escapes.
  if (PLAIN.test(text)) return `'${text}'`
  const value = wellFormed(text)
  if (!/['\\\u2028\u2029]|\p{Cc}/u.test(value)) {
    return `'${value}'`
  }
  // `"`, `\` and `#` by a replacement string (no call per character: a JSON body has thousands of `"`), then
  // the rarer invisible characters by `rubyEscape`; neither pass matches what the other wrote.
  const quoted = value.replace(/["\\#]/g, '\\$&')
  return `"${INVISIBLE.test(quoted) ? quoted.replace(INVISIBLE_ALL, rubyEscape) : quoted}"`
}

const INVISIBLE = /[\u2028\u2029]|\p{Cc}/u
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
