/** One part of a multipart body, as compared by the fidelity suite (the boundary is not compared). */
export type ParsedPart = { name: string; filename?: string; contentType?: string; data: string }

/** Splits a multipart/form-data body into its parts; the data is kept as base64 so bytes compare exactly. */
export function parseMultipart(body: Buffer, contentType: string): ParsedPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (boundary === undefined) return []
  const text = body.toString('latin1')
  const parts: ParsedPart[] = []
  for (const chunk of text.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break
    const headerEnd = chunk.indexOf('\r\n\r\n')
    if (headerEnd === -1) continue
    const headers = chunk.slice(2, headerEnd)
    const data = chunk.slice(headerEnd + 4, chunk.endsWith('\r\n') ? -2 : undefined)
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? ''
    const name = /\bname="((?:[^"\\]|\\.)*)"/.exec(disposition)?.[1] ?? ''
    const filename = /\bfilename="((?:[^"\\]|\\.)*)"/.exec(disposition)?.[1]
    const type = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim()
    // Two browser rules the comparison allows for: FormData writes line breaks in text values as CRLF (the
    // HTML form encoding), and sends a typed text part (a Blob) with the file name "blob".
    const isText = filename === undefined || (filename === 'blob' && type !== undefined)
    const bytes = Buffer.from(data, 'latin1')
    parts.push({
      name: Buffer.from(name, 'latin1').toString('utf8'),
      ...(filename === undefined || filename === 'blob'
        ? {}
        : { filename: Buffer.from(filename, 'latin1').toString('utf8') }),
      ...(type === undefined || (filename === undefined && type === 'text/plain')
        ? {}
        : { contentType: type }),
      data: isText
        ? Buffer.from(bytes.toString('utf8').replaceAll('\r\n', '\n'), 'utf8').toString('base64')
        : bytes.toString('base64'),
    })
  }
  return parts
}
