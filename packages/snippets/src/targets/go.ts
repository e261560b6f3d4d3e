import type { SnippetTarget } from '../snippet-target.js'
import { goString } from './go-string.js'
import type { WirePart, WireRequest } from './wire-request.js'
import { canonicalHeaderName, wireRequest } from './wire-request.js'

const CHECK = ['if err != nil {', '\tpanic(err)', '}']

/**
 * Go with `net/http`: a complete `package main` program (`go run snippet.go`) that sends the request and
 * prints the response body. Headers go through `req.Header.Add`, a repeated name once with its values joined
 * (as fetch sends it); Go writes names in canonical form (`x-api-key` → `X-Api-Key`), which HTTP treats the
 * same, and takes `Host` from `req.Host`. Multipart bodies use `mime/multipart`, each part with exactly the
 * headers Send writes; files and byte bodies are read by name with `os.ReadFile`, to be replaced by the reader's
 * own path.
 */
export const go: SnippetTarget = {
  language: 'go',
  title: 'Go',
  generate(request) {
    const wire = wireRequest(request)
    const imports = new Set(['fmt', 'io', 'net/http'])
    const body: string[] = []
    const payload = payloadLines(wire, imports, body)
    body.push(
      `req, err := http.NewRequest(${goString(wire.method)}, ${goString(wire.url)}, ${payload})`,
      ...CHECK,
    )
    if (wire.headers.some(([name]) => canonicalHeaderName(name) !== name)) {
      body.push(
        '// Go sends header names in canonical form (x-api-key → X-Api-Key); HTTP ignores their case.',
      )
    }
    for (const [name, value] of wire.headers) {
      body.push(
        name.toLowerCase() === 'host'
          ? `req.Host = ${goString(value)}`
          : `req.Header.Add(${goString(name)}, ${goString(value)})`,
      )
    }
    if (wire.body?.type === 'multipart') {
      body.push('req.Header.Set("Content-Type", writer.FormDataContentType())')
    }
    body.push(
      '',
      'res, err := http.DefaultClient.Do(req)',
      ...CHECK,
      'defer res.Body.Close()',
      '',
      'resBody, err := io.ReadAll(res.Body)',
      ...CHECK,
      'fmt.Println(string(resBody))',
    )
    return [
      'package main',
      '',
      'import (',
      ...[...imports].sort().map((name) => `\t"${name}"`),
      ')',
      '',
      'func main() {',
      ...body.map((line) => (line === '' ? '' : `\t${line}`)),
      '}',
    ].join('\n')
  },
}

/** Writes the statements that build the body into `lines`; returns the `io.Reader` expression to send. */
function payloadLines(wire: WireRequest, imports: Set<string>, lines: string[]): string {
  const { body } = wire
  if (body == null) {
    return 'nil'
  }
  if (body.type === 'text') {
    imports.add('strings')
    // A form-encoded text is what `goString` writes as it is; quoting it spares a scan of the whole body.
    const literal = body.formEncoded ? `"${body.value}"` : goString(body.value)
    lines.push(`payload := strings.NewReader(${literal})`, '')
    return 'payload'
  }
  imports.add('bytes')
  // Only a body that reads a file needs os (an unused import does not compile).
  if (body.type === 'file' || body.parts.some((part) => part.content.type === 'file')) imports.add('os')
  if (body.type === 'file') {
    lines.push(`payload, err := os.ReadFile(${goString(body.fileName)})`, ...CHECK, '')
    return 'bytes.NewReader(payload)'
  }
  imports.add('mime/multipart')
  lines.push('payload := &bytes.Buffer{}', 'writer := multipart.NewWriter(payload)')
  const declared = new Set<string>()
  const assign = (name: string): string => (declared.has(name) ? '=' : (declared.add(name), ':='))
  for (const part of body.parts) {
    if (part.filename == null && part.content.type === 'text' && !part.name.includes('\\')) {
      lines.push(`writer.WriteField(${goString(part.name)}, ${goString(part.content.value)})`)
      continue
    }
    let content: string
    if (part.content.type === 'file') {
      lines.push(`data, err ${assign('data')} os.ReadFile(${goString(part.content.fileName)})`, ...CHECK)
      content = 'part.Write(data)'
    } else {
      content = `io.WriteString(part, ${goString(part.content.value)})`
    }
    imports.add('net/textproto')
    lines.push(`part, _ ${assign('part')} writer.CreatePart(${mimeHeader(part)})`, content)
  }
  lines.push('writer.Close()', '')
  return 'payload'
}

function mimeHeader(part: WirePart): string {
  const entries: Array<[string, string]> = [['Content-Disposition', part.disposition]]
  if (part.contentType != null) {
    entries.push(['Content-Type', part.contentType])
  }
  const width = Math.max(...entries.map(([name]) => name.length))
  const fields = entries.map(
    ([name, value]) => `\t"${name}": ${' '.repeat(width - name.length)}{${goString(value)}},`,
  )
  return ['textproto.MIMEHeader{', ...fields, '}'].join('\n\t')
}
