import type { SnippetTarget } from '../snippet-target.js'
import { isContentType } from './fetch-rules.js'
import { phpString } from './php-string.js'
import type { WireBody, WirePart } from './wire-request.js'
import { wireBodySize, wireRequest } from './wire-request.js'

/** Above this many body bytes libcurl (1 MiB since 7.84, 1 KiB before) adds `Expect: 100-continue`; Send never does. */
const EXPECT_THRESHOLD = 1024

/**
 * PHP with ext-curl: a complete script (`php snippet.php`) that sends the request and echoes the response
 * body. Headers are `Name: value` lines in `CURLOPT_HTTPHEADER`, a repeated name joined into one (an empty value is
 * written `Name;`, libcurl's way). Strings, JSON and URL-encoded bodies go in `CURLOPT_POSTFIELDS` as the exact
 * text Send sends; byte bodies and files are read by name with `file_get_contents`, to be replaced by the
 * reader's own path. Multipart bodies are written out part by part rather than as a `CURLFile` array, because
 * PHP arrays cannot repeat a part name and `CURLStringFile` cannot give a text part its own content type
 * without also naming a file; this sends Send's parts exactly.
 */
export const php: SnippetTarget = {
  language: 'php',
  title: 'PHP',
  generate(request) {
    const wire = wireRequest(request)
    const lines = ['<?php', '']
    const headers = wire.headers.map(
      ([name, value]) => `${phpString(value === '' ? `${name};` : `${name}: ${value}`)},`,
    )
    const { body } = wire
    let postFields: string | undefined
    if (body?.type === 'multipart') {
      lines.push(...multipartLines(body.parts), '')
      headers.push("'Content-Type: multipart/form-data; boundary=' . $boundary,")
      postFields = '$body'
    } else if (body != null) {
      postFields = payload(body)
      if (!wire.headers.some(isContentType)) {
        headers.push("'Content-Type:', // none, as Send sends it")
      }
    }
    // A text has at least as many UTF-8 bytes as UTF-16 units: a long one needs no counting.
    const longText = body?.type === 'text' && body.value.length > EXPECT_THRESHOLD
    if (longText || wireBodySize(request, wire) > EXPECT_THRESHOLD) {
      headers.push("'Expect:', // no 100-continue round trip, as Send")
    }
    const options = [
      `CURLOPT_URL => ${phpString(wire.url)},`,
      wire.method === 'HEAD'
        ? 'CURLOPT_NOBODY => true,'
        : `CURLOPT_CUSTOMREQUEST => ${phpString(wire.method)},`,
    ]
    if (headers.length > 0) {
      options.push('CURLOPT_HTTPHEADER => [', ...headers.map((header) => `    ${header}`), '],')
    }
    if (postFields != null) {
      options.push(`CURLOPT_POSTFIELDS => ${postFields},`)
    }
    options.push('CURLOPT_RETURNTRANSFER => true,')
    lines.push(
      '$curl = curl_init();',
      'curl_setopt_array($curl, [',
      ...options.map((option) => `    ${option}`),
      ']);',
      '',
      '$response = curl_exec($curl);',
      'if ($response === false) {',
      '    fwrite(STDERR, curl_error($curl) . PHP_EOL);',
      '    exit(1);',
      '}',
      'curl_close($curl);',
      'echo $response;',
    )
    return lines.join('\n')
  },
}

function payload(body: Exclude<WireBody, { type: 'multipart' }>): string {
  if (body.type === 'file') return `file_get_contents(${phpString(body.fileName)})`
  // A form-encoded text is what `phpString` writes as it is; quoting it spares a scan of the whole body.
  return body.formEncoded ? `'${body.value}'` : phpString(body.value)
}

function multipartLines(parts: WirePart[]): string[] {
  const lines = [
    "$boundary = 'ApiExplorerBoundary' . bin2hex(random_bytes(12));",
    '$part = fn (array $headers, string $content): string =>',
    '    "--$boundary\\r\\n" . implode("\\r\\n", $headers) . "\\r\\n\\r\\n$content\\r\\n";',
  ]
  if (parts.length === 0) {
    return [...lines, '$body = "--$boundary--\\r\\n";']
  }
  parts.forEach((part, index) => {
    const headers = [`Content-Disposition: ${part.disposition}`]
    if (part.contentType != null) {
      headers.push(`Content-Type: ${part.contentType}`)
    }
    lines.push(
      `${index === 0 ? '$body = ' : '    . '}$part([${headers.map(phpString).join(', ')}], ${payload(part.content)})`,
    )
  })
  lines.push('    . "--$boundary--\\r\\n";')
  return lines
}
