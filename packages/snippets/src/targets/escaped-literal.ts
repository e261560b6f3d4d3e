const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\0': '\\0',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

/**
 * What a literal escapes besides `"` and `\`: characters that could end a line or be invisible (C0, DEL, C1,
 * U+2028, U+2029, U+FEFF; `\p{Cc}` is C0, DEL and C1) and, with the `u` flag, lone surrogates only (a pair is one astral character).
 */
const INVISIBLE = /[\p{Cc}\u2028\u2029\ufeff]|[\ud800-\udfff]/u
const INVISIBLE_ALL = /[\p{Cc}\u2028\u2029\ufeff]|[\ud800-\udfff]/gu

/**
 * A double-quoted literal in the C family's escape syntax (C#, Swift): `"` and `\` escaped, `\0 \n \r \t`
 * short, every invisible character written with `unicodeEscape`, a lone surrogate as U+FFFD (what a UTF-8
 * encoder sends in its place), everything else as it is. `"` and `\` go by a replacement string (a loop over
 * every character, then a call per `"` of a JSON body, were most of a C# or Swift snippet's time), the rarer
 * invisible characters by a second pass when there are any; neither pass matches what the other wrote.
 */
export function escapedLiteral(text: string, unicodeEscape: (code: number) => string): string {
  const quoted = text.replace(/["\\]/g, '\\$&')
  if (!INVISIBLE.test(quoted)) return `"${quoted}"`
  const escaped = quoted.replace(INVISIBLE_ALL, (char) => {
    const short = SHORT_ESCAPES[char]
    if (short != null) return short
    const code = char.charCodeAt(0)
    return unicodeEscape(code >= 0xd800 && code <= 0xdfff ? 0xfffd : code)
  })
  return `"${escaped}"`
}
