import { wellFormed } from '@api-explorer/model'

/**
 * A Java string literal holding `text`, in pure ASCII so the source compiles under any platform encoding:
 * `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, octal `\000` for other control characters (a `\u000a` escape would
 * end the line before the compiler reads the string), and `\uXXXX` for every non-ASCII UTF-16 unit.
 */
export function javaString(text: string): string {
  // Printable ASCII without `"` or `\` short enough for one constant is written as it is.
  if (text.length <= MAX_CONSTANT_CHARS && PLAIN.test(text)) return `"${text}"`
  const whole = wellFormed(text)
  if (whole.length <= MAX_CONSTANT_CHARS) return javaLiteral(whole)
  // A compile-time constant string holds at most 65 535 bytes; a join of shorter literals is not a constant.
  const chunks: string[] = []
  for (let start = 0; start < whole.length; start += MAX_CONSTANT_CHARS) {
    let end = Math.min(start + MAX_CONSTANT_CHARS, whole.length)
    // Never split a surrogate pair.
    if (end < whole.length && /[\uD800-\uDBFF]/.test(whole.charAt(end - 1))) end -= 1
    chunks.push(javaLiteral(whole.slice(start, end)))
    start = end - MAX_CONSTANT_CHARS
  }
  return `String.join("", ${chunks.join(', ')})`
}

/** One literal, every character outside printable ASCII (and `"`, `\`) escaped. */
function javaLiteral(part: string): string {
  return `"${part.replace(/["\\]|[^\x20-\x7e]/g, javaEscape)}"`
}

/** Characters per literal: each may take up to 3 bytes in the class file's modified UTF-8. */
const MAX_CONSTANT_CHARS = 20_000

/** Printable ASCII except `"` and `\`. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/

function javaEscape(char: string): string {
  const code = char.charCodeAt(0)
  switch (char) {
    case '"':
    case '\\':
      return `\\${char}`
    case '\n':
      return '\\n'
    case '\r':
      return '\\r'
    case '\t':
      return '\\t'
    case '\b':
      return '\\b'
    case '\f':
      return '\\f'
    default:
      return code < 0x80
        ? `\\${code.toString(8).padStart(3, '0')}`
        : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
  }
}
