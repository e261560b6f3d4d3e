import { escapedLiteral } from './escaped-literal.js'

/**
 * A Swift string literal (`"..."`) holding exactly `text`. `\` is always escaped, so `\(` can never start an
 * interpolation; `"` is escaped; common control characters use their short escapes and every other character
 * that could end the line or be invisible (C0, DEL, C1, U+2028, U+2029, U+FEFF) becomes `\u{XX}`. A Swift
 * string cannot hold a lone surrogate, so one becomes U+FFFD: the bytes `TextEncoder` sends in its place.
 */
export function swiftString(text: string): string {
  return escapedLiteral(text, (code) => `\\u{${code.toString(16).toUpperCase()}}`)
}
