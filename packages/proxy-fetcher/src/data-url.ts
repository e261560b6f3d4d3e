/**
 * Decodes a `data:` URL into its bytes and MIME type, without a network round trip. Accepts base64 and
 * percent-encoded payloads.
 */
export function decodeDataUrl(dataUrl: string): { bytes: Uint8Array<ArrayBuffer>; type: string } {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(dataUrl)
  if (match == null) {
    throw new TypeError(`Not a data: URL: ${dataUrl.slice(0, 40)}`)
  }
  const type = (match[1] ?? '').split(';')[0] ?? ''
  const payload = match[3] ?? ''
  if (match[2] != null) {
    const binary = atob(payload)
    const bytes = new Uint8Array(binary.length)
    for (let index = 0; index < binary.length; index++) {
      bytes[index] = binary.charCodeAt(index)
    }
    return { bytes, type }
  }
  return { bytes: new TextEncoder().encode(decodeURIComponent(payload)), type }
}
