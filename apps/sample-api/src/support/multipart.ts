/** One part of a `multipart/form-data` body, in the order it arrived. */
export type MultipartPart = {
  name: string
  /** Present when the part's Content-Disposition carries a filename. */
  fileName?: string
  /** The part's own Content-Type header, if it had one. */
  contentType?: string
  data: Buffer
}

/** The boundary of a `multipart/form-data` content type, or `undefined` when it has none. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (contentType == null || !/^multipart\/form-data\b/i.test(contentType)) return undefined
  const match = /;\s*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  return match?.[1] ?? match?.[2]?.trim()
}

/**
 * Splits a `multipart/form-data` body into its parts. Written here rather than using `FormData` parsing
 * because the upload echo reports what the client really sent: every part in arrival order, and the
 * Content-Type of text parts too (a JSON part sent as `-F 'metadata={…};type=application/json'`), which
 * `FormData` drops. Throws an `Error` naming the problem when the body is not well-formed.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: MultipartPart[] = []
  let position = body.indexOf(delimiter)
  if (position < 0) throw new Error('The multipart body does not contain its boundary')
  for (;;) {
    position += delimiter.length
    // `--` right after a delimiter marks the end of the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return parts
    position = skipLineBreak(body, position)
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), position)
    if (next < 0) throw new Error('The multipart body ends before its closing boundary')
    parts.push(parsePart(body.subarray(position, next)))
    position = next + 2
  }
}

function skipLineBreak(body: Buffer, position: number): number {
  if (body[position] === 0x0d && body[position + 1] === 0x0a) return position + 2
  if (body[position] === 0x0a) return position + 1
  return position
}

function parsePart(raw: Buffer): MultipartPart {
  const headerEnd = raw.indexOf('\r\n\r\n')
  if (headerEnd < 0) throw new Error('A multipart part has no header section')
  const headers = new Map<string, string>()
  for (const line of raw.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const disposition = headers.get('content-disposition') ?? ''
  const name = dispositionParameter(disposition, 'name')
  if (name == null) throw new Error('A multipart part has no name in its Content-Disposition header')
  const part: MultipartPart = { name, data: raw.subarray(headerEnd + 4) }
  const fileName = dispositionParameter(disposition, 'filename')
  if (fileName != null) part.fileName = fileName
  const contentType = headers.get('content-type')
  if (contentType != null) part.contentType = contentType
  return part
}

function dispositionParameter(disposition: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i').exec(disposition)
  if (match == null) return undefined
  return match[1] != null ? match[1].replace(/\\(.)/g, '$1') : match[2]?.trim()
}
