import type { SnippetTarget } from '../snippet-target.js'
import { rubyString } from './ruby-string.js'
import type { WirePart } from './wire-request.js'
import { canonicalHeaderName, strictUrl, wireRequest } from './wire-request.js'

/** The request classes of `net/http`, by method; other methods use `Net::HTTPGenericRequest`. */
const REQUEST_CLASSES = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'COPY',
  'LOCK',
  'MKCOL',
  'MOVE',
  'PROPFIND',
  'PROPPATCH',
  'UNLOCK',
])

/**
 * Ruby with `net/http` (standard library): builds the request, sends it and prints the response body. Each
 * header replaces `net/http`'s default (`request['Name'] = …`), a repeated name as one header with its values
 * joined, as fetch sends it; `net/http` writes names capitalised (`X-Api-Key`).
 * Multipart bodies use `set_form` with each part's filename and content type as Send writes them; files and
 * byte bodies are read by name, to be replaced by the reader's own path. The URL goes through `URI`, with any
 * character RFC 3986 refuses percent-encoded.
 */
export const ruby: SnippetTarget = {
  language: 'ruby',
  title: 'Ruby',
  generate(request) {
    const wire = wireRequest(request)
    const method = wire.method
    const lines = ["require 'net/http'", '', `uri = URI(${rubyString(strictUrl(wire.url))})`]
    lines.push(
      REQUEST_CLASSES.has(method)
        ? `request = Net::HTTP::${method.charAt(0)}${method.slice(1).toLowerCase()}.new(uri)`
        : `request = Net::HTTPGenericRequest.new(${rubyString(method)}, true, true, uri)`,
    )
    if (wire.headers.some(([name]) => canonicalHeaderName(name) !== name)) {
      lines.push(
        '# net/http sends header names capitalised (x-api-key → X-Api-Key); HTTP ignores their case.',
      )
    }
    // Each name once (wireRequest joins repeats as fetch does), so each value replaces net/http's default.
    for (const [name, value] of wire.headers)
      lines.push(`request[${rubyString(name)}] = ${rubyString(value)}`)
    const { body } = wire
    if (body?.type === 'text') {
      // A form-encoded text is what `rubyString` writes as it is; quoting it spares a scan of the whole body.
      lines.push(
        `request.body = ${body.formEncoded ? `'${body.value}'` : rubyString(body.value, body.wellFormed)}`,
      )
    } else if (body?.type === 'file') {
      lines.push(`request.body = File.binread(${rubyString(body.fileName)})`)
    } else if (body?.type === 'multipart' && body.parts.some(hasBackslash)) {
      lines.splice(1, 0, "require 'securerandom'")
      lines.push(...handWrittenMultipart(body.parts))
    } else if (body?.type === 'multipart') {
      lines.push('request.set_form(', '  [', ...body.parts.map((part) => `    ${formEntry(part)},`))
      lines.push('  ],', "  'multipart/form-data',", ')')
    }
    lines.push(
      '',
      "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|",
      '  http.request(request)',
      'end',
      'puts response.body',
    )
    return lines.join('\n')
  },
}

/** Whether `set_form` would change a part's disposition: it escapes `\` in names and file names (`"` is already `%22`). */
function hasBackslash(part: WirePart): boolean {
  return part.name.includes('\\') || (part.filename?.includes('\\') ?? false)
}

/**
 * A multipart body written part by part, exactly as Send writes it, for parts whose name or file name holds a
 * `\`: `set_form` would send it as `\\`.
 */
function handWrittenMultipart(parts: WirePart[]): string[] {
  const lines = [
    '# set_form would escape the backslashes in the names: the body is written out as Send sends it',
    'boundary = "----RubyFormBoundary#{SecureRandom.hex(12)}"',
    "body = ''.b",
  ]
  for (const part of parts) {
    const headers = `Content-Disposition: ${part.disposition}\r\n${part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`}\r\n`
    const content =
      part.content.type === 'file'
        ? `File.binread(${rubyString(part.content.fileName)})`
        : `${rubyString(part.content.value)}.b`
    lines.push(`body << "--#{boundary}\\r\\n" << ${rubyString(headers)}.b << ${content} << "\\r\\n"`)
  }
  lines.push(
    'body << "--#{boundary}--\\r\\n"',
    'request[\'Content-Type\'] = "multipart/form-data; boundary=#{boundary}"',
    'request.body = body',
  )
  return lines
}

/** One `set_form` entry: `[name, value]` for a text field, `[name, value, { filename:, content_type: }]` else. */
function formEntry(part: WirePart): string {
  const value =
    part.content.type === 'file'
      ? `File.open(${rubyString(part.content.fileName)}, 'rb')`
      : rubyString(part.content.value)
  if (part.filename == null) {
    return `[${rubyString(part.name)}, ${value}]`
  }
  const options = `{ filename: ${rubyString(part.filename)}, content_type: ${rubyString(part.contentType ?? '')} }`
  return `[${rubyString(part.name)}, ${value}, ${options}]`
}
