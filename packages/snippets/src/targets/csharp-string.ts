import { escapedLiteral } from './escaped-literal.js'

/**
 * A C# regular string literal (`"..."`) holding exactly `text`. `"` and `\` are escaped, common control
 * characters use their short escapes and every other character that could end the line or be invisible (C0,
 * DEL, C1, U+2028, U+2029, U+FEFF) becomes a four-digit `\uXXXX`, which unlike `\x` cannot swallow the digits
 * that follow. A lone surrogate becomes U+FFFD: it is what `Encoding.UTF8` would send in its place, so the
 * bytes on the wire are the same. `$`, `{` and `}` are plain characters outside interpolated strings.
 */
export function csharpString(text: string): string {
  return escapedLiteral(text, (code) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`)
}
