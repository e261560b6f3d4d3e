import { wellFormed } from '@api-explorer/model'

/**
 * A PHP string literal holding `text`: single-quoted (only `\\` and `\'` are escapes there, nothing
 * interpolates) unless it holds a control character, then double-quoted with `\\`, `\"`, `\$`, `\n`, `\r`,
 * `\t`, `\xNN` and `\u{…}` for control characters, so the source stays printable and `$` or `{$` never interpolate. Non-ASCII stays as UTF-8.
 */
export function phpString(text: string): string {
  // Printable ASCII without `'` or `\` is written as it is, without scanning it for escapes.
  if (PLAIN.test(text)) return `'${text}'`
  const value = wellFormed(text)
  if (!/\p{Cc}/u.test(value)) {
    return `'${value.replace(/[\\']/g, '\\$&')}'`
  }
  return `"${value.replace(/["\\$]|\p{Cc}/gu, phpEscape)}"`
}

/** Printable ASCII except `'` and `\`. */
const PLAIN = /^[\x20-\x26\x28-\x5b\x5d-\x7e]*$/

function phpEscape(char: string): string {
  switch (char) {
    case '"':
    case '\\':
    case '$':
      return `\\${char}`
    case '\n':
      return '\\n'
    case '\r':
      return '\\r'
    case '\t':
      return '\\t'
    default:
      return char < '\x80'
        ? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`
        : `\\u{${char.charCodeAt(0).toString(16)}}`
  }
}
