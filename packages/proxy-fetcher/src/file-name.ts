import { randomUuid } from '@api-explorer/model'

/**
 * The download name of a file response: the Content-Disposition `filename*` (RFC 5987) or `filename`,
 * otherwise a random UUID plus the MIME subtype (`3f…e1.png`).
 */
export function downloadFileName(contentDisposition: string | null, contentType: string): string {
  if (contentDisposition != null) {
    const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(contentDisposition)
    if (extended?.[1] != null) {
      try {
        return decodeURIComponent(extended[1].trim())
      } catch {
        // fall through to the plain filename
      }
    }
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(contentDisposition)
    const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim()
    if (name != null && name !== '') {
      return name
    }
  }
  const subtype = /^[^/]+\/([^;+\s]+)/.exec(contentType)?.[1] ?? 'bin'
  return `${randomUuid()}.${subtype}`
}
