import { Hono } from 'hono'
import { classicError } from '../support/errors.js'
import { sha256Hex } from '../support/hash.js'
import { multipartBoundary, parseMultipart } from '../support/multipart.js'
import type { MultipartPart } from '../support/multipart.js'
import { SAMPLE_FILES } from '../support/sample-files.js'

/** A text part of an upload, as echoed. */
type EchoedField = { name: string; value: string; contentType?: string }
/** A file part of an upload, as echoed. */
type EchoedFile = { name: string; fileName: string; contentType: string; size: number; sha256: string }

/** `/uploads` (multipart and raw bytes) and `/files/{fileName}` downloads. */
export function fileRoutes(): Hono {
  const app = new Hono()

  app.post('/uploads', async (c) => {
    const boundary = multipartBoundary(c.req.header('Content-Type'))
    if (boundary == null) {
      return classicError(c, 400, 'ValidationError', {
        field: 'body',
        message: 'The body must be multipart/form-data with a boundary',
      })
    }
    let parts: MultipartPart[]
    try {
      parts = parseMultipart(Buffer.from(await c.req.arrayBuffer()), boundary)
    } catch (error) {
      return classicError(c, 400, 'ValidationError', { field: 'body', message: (error as Error).message })
    }
    if (!parts.some((part) => part.name === 'file' && isFilePart(part))) {
      return classicError(c, 400, 'ValidationError', { field: 'file', message: 'file is required' })
    }
    const fields: EchoedField[] = []
    const files: EchoedFile[] = []
    for (const part of parts) {
      if (isFilePart(part)) {
        files.push({
          name: part.name,
          fileName: part.fileName ?? '',
          contentType: part.contentType ?? 'application/octet-stream',
          size: part.data.length,
          sha256: sha256Hex(part.data),
        })
      } else {
        const field: EchoedField = { name: part.name, value: part.data.toString('utf8') }
        if (part.contentType != null) field.contentType = part.contentType
        fields.push(field)
      }
    }
    return c.json({ fields, files })
  })

  app.post('/uploads/bytes', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return c.json({
      size: bytes.length,
      sha256: sha256Hex(bytes),
      contentType: c.req.header('Content-Type') ?? null,
    })
  })

  app.get('/files/:fileName', (c) => {
    const fileName = c.req.param('fileName')
    const file = Object.hasOwn(SAMPLE_FILES, fileName) ? SAMPLE_FILES[fileName] : undefined
    if (file == null) return classicError(c, 404, 'FileNotFoundError', { fileName })
    return c.body(file.bytes.slice(), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    })
  })

  return app
}

/**
 * A part with a filename is a file, except a JSON part: browsers can only give a form part a content type by
 * sending it as a Blob, which always carries a filename ("blob"), yet the part is a JSON value, not a file.
 */
function isFilePart(part: MultipartPart): boolean {
  if (part.fileName == null) return false
  return !(part.name !== 'file' && isJsonContentType(part.contentType))
}

function isJsonContentType(contentType: string | undefined): boolean {
  return contentType != null && /^application\/([\w.-]+\+)?json\b/i.test(contentType)
}
