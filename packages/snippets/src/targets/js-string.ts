/**
 * Characters a JS or Python string literal shows escaped: controls (C0, DEL, C1), format characters (bidi
 * controls, zero-width joiners, BOM), the line and paragraph separators and lone surrogates.
 */
export const INVISIBLE_CHARACTERS: RegExp = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\ud800-\udfff]/gu

/**
 * A double-quoted JavaScript (and TypeScript) string literal for any text: `JSON.stringify` (which escapes
 * quotes, backslashes, C0 controls and lone surrogates) with every other invisible character escaped too, so
 * U+2028/U+2029, bidi controls and the like are visible and safe. `$`, `${` and backticks need nothing in a
 * double-quoted literal.
 */
export function jsString(text: string): string {
  return JSON.stringify(text).replace(INVISIBLE_CHARACTERS, escapeInvisible)
}

/** The escape `jsString` writes for an invisible character: `\uXXXX`, or `\u{XXXXX}` past the BMP. */
export function escapeInvisible(char: string): string {
  const code = char.codePointAt(0) ?? 0
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`
}
