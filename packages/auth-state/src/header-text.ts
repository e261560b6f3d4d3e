/**
 * A credential made safe to write into a header value: every character a header value may not carry is
 * removed — control characters (CR, LF, NUL and the rest of C0, DEL) and anything above U+00FF, which the Fetch
 * API rejects — and surrounding whitespace is trimmed. Pasted tokens often end in a newline or hide a
 * zero-width space; stripping lets them work instead of failing the whole request.
 */
export function headerSafeText(text: string): string {
  let safe = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code === 0x09 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff)) {
      safe += char
    }
  }
  return safe.replace(/^[\t ]+|[\t ]+$/g, '')
}

/** A header name reduced to the characters an HTTP token allows; `''` when none is left. */
export function headerSafeName(name: string): string {
  return name.replace(/[^!#$%&'*+\-.^_`|~0-9A-Za-z]/g, '')
}

export { redactSecret } from '@api-explorer/model'

/** Base64 of the UTF-8 bytes of `text` (what `Basic` credentials are), in browsers and Node alike. */
export function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) {
    binary += String.fromCharCode(byte)
  }
  return btoa(binary)
}
