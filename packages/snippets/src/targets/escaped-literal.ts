import { backslashEscape } from './backslash-escape.js'

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
/** Matches wherever {@link INVISIBLE_ALL} does (surrogate pairs too), without Unicode mode: a faster scan. */
export const MAYBE_INVISIBLE_IN_LITERAL: RegExp =
  /[^\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\uffff]/
export const INVISIBLE_ALL: RegExp = /[\p{Cc}\u2028\u2029\ufeff]|[\ud800-\udfff]/gu

/**
 * A double-quoted literal in the C family's escape syntax (C#, Swift): `"` and `\` escaped, `\0 \n \r \t`
 * short, every invisible character written with `unicodeEscape`, a lone surrogate as U+FFFD (what a UTF-8
 * encoder sends in its place), everything else as it is. `\` and `"` go by `backslashEscape` (a loop over every
 * character, then a regex call per `"` of a JSON body, were most of a C# or Swift snippet's time), the
 * rarer invisible characters by a second pass when a quick test finds any; no pass matches what a later one
 * writes.
 */
export function escapedLiteral(text: string, unicodeEscape: (code: number) => string): string {
  // Without a control or other invisible character `JSON.stringify` escapes exactly `"` and `\` as this literal
  // does, in one native pass (half the cost of escaping a 400-field JSON body by hand).
  if (!MAYBE_INVISIBLE_IN_LITERAL.test(text)) return JSON.stringify(text)
  const quoted = backslashEscape(text, ['"'])
  const escaped = quoted.replace(INVISIBLE_ALL, (char) => {
    const short = SHORT_ESCAPES[char]
    if (short != null) return short
    const code = char.charCodeAt(0)
    return unicodeEscape(code >= 0xd800 && code <= 0xdfff ? 0xfffd : code)
  })
  return `"${escaped}"`
}
