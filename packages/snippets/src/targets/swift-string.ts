/**
 * A Swift string literal (`"..."`) holding exactly `text`. `\` is always escaped, so `\(` can never start an
 * interpolation; `"` is escaped; common control characters use their short escapes and every other character
 * that could end the line or be invisible (C0, DEL, C1, U+2028, U+2029, U+FEFF) becomes `\u{XX}`. A Swift
 * string cannot hold a lone surrogate, so one becomes U+FFFD: the bytes `TextEncoder` sends in its place.
 */
export function swiftString(text: string): string {
  let out = '"'
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const short = SHORT_ESCAPES[char]
    if (short != null) {
      out += short
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += '\\u{FFFD}'
    } else if (isInvisible(code)) {
      out += `\\u{${code.toString(16).toUpperCase()}}`
    } else {
      out += char
    }
  }
  return `${out}"`
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\0': '\\0',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

function isInvisible(code: number): boolean {
  return (
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || code === 0xfeff
  )
}
