import type { FormDataPart, HttpRequestBody } from '@api-explorer/model'
import { mergeRepeatedHeaders, requestUrl } from '@api-explorer/model'
import { exactJson } from '../exact-json.js'
import { formUrlEncode } from '../form-urlencoded.js'
import type { SnippetTarget } from '../snippet-target.js'
import {
  blobType,
  defaultContentType,
  escapeFormName,
  isContentType,
  fileType,
  normalizeLineBreaks,
} from './fetch-rules.js'
import { swiftString as lit } from './swift-string.js'

/**
 * Swift 5.7+ with Foundation's `URLSession`: a script or `main.swift` (top-level `await`) that sends the
 * request and prints the response body; on Linux it imports `FoundationNetworking` when that module exists.
 * It writes what Send (fetch) writes:
 *
 * - One `setValue` per header name; repeated names are joined with `", "` in order, as fetch's `Headers`
 *   joins them (Foundation's own `addValue` would join with a bare comma).
 * - Text bodies (JSON compact as `stringifyJson`, text, URL-encoded) are their UTF-8 bytes, with the exact
 *   Content-Type Send sends; files and byte bodies are read from a file named like the chosen one.
 * - Multipart bodies are assembled by hand around a `UUID` boundary, part headers byte for byte as fetch's
 *   `FormData` writes them (field values with CRLF line breaks, typed fields as a `blob` file part).
 *
 * One known difference: for a byte body with neither a Content-Type header nor a file type, Send sends no
 * Content-Type, while Apple's URLSession adds `application/x-www-form-urlencoded` to any body without one.
 * No Swift toolchain runs in this repository, so the output is correct by construction and its string
 * literals are proven by a round trip in the tests.
 */
export const swift: SnippetTarget = {
  language: 'swift',
  title: 'Swift',
  generate(request) {
    const { body } = request
    const lines: string[] = [
      'import Foundation',
      '#if canImport(FoundationNetworking)',
      'import FoundationNetworking',
      '#endif',
      '',
      `var request = URLRequest(url: URL(string: ${lit(requestUrl(request))})!)`,
    ]
    if (request.method !== 'GET') {
      lines.push(`request.httpMethod = ${lit(request.method)}`)
    }
    let headers = mergeRepeatedHeaders(request.headers)
    if (body?.type === 'form-data') {
      headers = headers.filter((header) => !isContentType(header))
    } else if (body != null && !headers.some(isContentType)) {
      const type = defaultContentType(body)
      if (type != null) {
        headers.push(['Content-Type', type])
      }
    }
    for (const [name, value] of headers) {
      lines.push(`request.setValue(${lit(value)}, forHTTPHeaderField: ${lit(name)})`)
    }
    lines.push(...bodyLines(body))
    lines.push(
      '',
      'let (data, _) = try await URLSession.shared.data(for: request)',
      'print(String(decoding: data, as: UTF8.self))',
    )
    return lines.join('\n')
  },
}

function bodyLines(body: HttpRequestBody | undefined): string[] {
  switch (body?.type) {
    case undefined:
      return []
    case 'json':
      return [`request.httpBody = Data(${lit(exactJson(body.value) ?? '')}.utf8)`]
    case 'text':
      return [`request.httpBody = Data(${lit(body.value)}.utf8)`]
    case 'urlencoded':
      // The encoded text is what `lit` writes as it is (see `formUrlEncode`); quoting it spares two scans of it.
      return [`request.httpBody = Data("${formUrlEncode(body.fields)}".utf8)`]
    case 'bytes':
      return [`request.httpBody = try Data(contentsOf: URL(fileURLWithPath: ${lit(body.file.name)}))`]
    case 'form-data':
      return formLines(body.parts)
    default:
      body satisfies never
      return []
  }
}

function formLines(parts: FormDataPart[]): string[] {
  const lines = [
    'let boundary = "Boundary-\\(UUID().uuidString)"',
    'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
    'var body = Data()',
  ]
  for (const part of parts) {
    lines.push('body.append(Data("--\\(boundary)\\r\\n".utf8))')
    const disposition = `Content-Disposition: form-data; name="${escapeFormName(normalizeLineBreaks(part.name))}"`
    if (part.type === 'file') {
      const type = blobType(fileType(part.file)) || 'application/octet-stream'
      const head = `${disposition}; filename="${escapeFormName(part.file.name)}"\r\nContent-Type: ${type}\r\n\r\n`
      lines.push(
        `body.append(Data(${lit(head)}.utf8))`,
        `try body.append(Data(contentsOf: URL(fileURLWithPath: ${lit(part.file.name)})))`,
        'body.append(Data("\\r\\n".utf8))',
      )
    } else if (part.contentType != null) {
      const type = blobType(part.contentType) || 'application/octet-stream'
      const text = `${disposition}; filename="blob"\r\nContent-Type: ${type}\r\n\r\n${part.value}\r\n`
      lines.push(`body.append(Data(${lit(text)}.utf8))`)
    } else {
      lines.push(
        `body.append(Data(${lit(`${disposition}\r\n\r\n${normalizeLineBreaks(part.value)}\r\n`)}.utf8))`,
      )
    }
  }
  lines.push('body.append(Data("--\\(boundary)--\\r\\n".utf8))', 'request.httpBody = body')
  return lines
}
