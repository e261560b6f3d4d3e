/**
 * A C# regular string literal (`"..."`) holding exactly `text`. `"` and `\` are escaped, common control
 * characters use their short escapes and every other character that could end the line or be invisible (C0,
 * DEL, C1, U+2028, U+2029, U+FEFF) becomes a four-digit `\uXXXX`, which unlike `\x` cannot swallow the digits
 * that follow. A lone surrogate becomes U+FFFD: it is what `Encoding.UTF8` would send in its place, so the
 * bytes on the wire are the same. `$`, `{` and `}` are plain characters outside interpolated strings.
 */
export function csharpString(text: string): string {
  let out = '"'
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const short = SHORT_ESCAPES[char]
    if (short != null) {
      out += short
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += '\\uFFFD'
    } else if (isInvisible(code)) {
      out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
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
