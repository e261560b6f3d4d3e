const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\0': '\\0',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

/** Characters that could end a line or be invisible in source: C0, DEL, C1, U+2028, U+2029, U+FEFF. */
function isInvisible(code: number): boolean {
  return (
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || code === 0xfeff
  )
}

/**
 * A double-quoted literal in the C family's escape syntax (C#, Swift): `"` and `\` escaped, `\0 \n \r \t`
 * short, every invisible character written with `unicodeEscape`, a lone surrogate as U+FFFD (what a UTF-8
 * encoder sends in its place), everything else as it is.
 */
export function escapedLiteral(text: string, unicodeEscape: (code: number) => string): string {
  let out = '"'
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const short = SHORT_ESCAPES[char]
    if (short != null) {
      out += short
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += unicodeEscape(0xfffd)
    } else if (isInvisible(code)) {
      out += unicodeEscape(code)
    } else {
      out += char
    }
  }
  return `${out}"`
}
