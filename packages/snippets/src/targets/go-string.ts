import { wellFormed } from '@api-explorer/model'

/**
 * A Go string literal holding `text`: a raw string (backquotes) when that reads better and is exact (it has a
 * `"` or `\`, and no backquote, line break or control character besides tab), an
 * interpreted string otherwise, with `\"`, `\\`, `\n`, `\r`, `\t`, `\xNN` or `\uXXXX` for other control characters and `\uXXXX`
 * for U+2028/U+2029. Lone surrogates become U+FFFD, as they do on the wire.
 */
export function goString(text: string): string {
  // Printable ASCII without `"` or `\` (most names, values and whole form bodies) is written as it is; the
  // checks below would scan it three times to find that out.
  if (PLAIN.test(text)) return `"${text}"`
  const value = wellFormed(text)
  if (/["\\]/.test(value) && !/[`\ufeff]|(?!\t)\p{Cc}/u.test(value)) {
    return `\`${value}\``
  }
  return `"${value.replace(/["\\\u2028\u2029\ufeff]|\p{Cc}/gu, goEscape)}"`
}

/** Printable ASCII except `"` and `\`. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/

function goEscape(char: string): string {
  switch (char) {
    case '"':
      return '\\"'
    case '\\':
      return '\\\\'
    case '\n':
      return '\\n'
    case '\r':
      return '\\r'
    case '\t':
      return '\\t'
    default: {
      const code = char.charCodeAt(0)
      return code < 0x80
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`
    }
  }
}
