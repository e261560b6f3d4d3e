/**
 * Characters a JS or Python string literal shows escaped: controls (C0, DEL, C1), format characters (bidi
 * controls, zero-width joiners, BOM), the line and paragraph separators and lone surrogates.
 */
export const INVISIBLE_CHARACTERS: RegExp = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\ud800-\udfff]/gu

/**
 * A quick test that matches wherever {@link INVISIBLE_CHARACTERS} does (a unit test checks every BMP character)
 * and some more: every UTF-16 unit outside the printable ranges that hold no control, format or separator
 * character, surrogates (so astral characters) included. Without the `u` flag and Unicode properties it scans
 * several times faster, so text without a match skips the exact replacement.
 */
export const MAYBE_INVISIBLE: RegExp =
  /[^\x20-\x7e\xa0-\xac\xae-\u05ff\u0700-\u070e\u0710-\u088f\u0892-\u08e1\u08e3-\u180d\u180f-\u200a\u2010-\u2027\u202f-\u205f\u2070-\ud7ff\ue000-\ufefe\uff00-\ufff8]/

/**
 * A double-quoted JavaScript (and TypeScript) string literal for any text: `JSON.stringify` (which escapes
 * quotes, backslashes, C0 controls and lone surrogates) with every other invisible character escaped too, so
 * U+2028/U+2029, bidi controls and the like are visible and safe. `$`, `${` and backticks need nothing in a
 * double-quoted literal.
 */
export function jsString(text: string): string {
  const json = JSON.stringify(text)
  return MAYBE_INVISIBLE.test(json) ? json.replace(INVISIBLE_CHARACTERS, escapeInvisible) : json
}

/** The escape `jsString` writes for an invisible character: `\uXXXX`, or `\u{XXXXX}` past the BMP. */
export function escapeInvisible(char: string): string {
  const code = char.codePointAt(0) ?? 0
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`
}
