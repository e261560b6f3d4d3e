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
import { csharpString as lit } from './csharp-string.js'

/** Headers .NET keeps on `HttpContent.Headers`; `request.Headers` refuses them. */
const CONTENT_HEADERS = new Set([
  'allow',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-location',
  'content-md5',
  'content-range',
  'content-type',
  'expires',
  'last-modified',
])

/** What fetch sends as Content-Type for a string body when the request names none. */

/** The boundary of a multipart body without parts, which is written by hand. */
const EMPTY_FORM_BOUNDARY = 'EmptyFormBoundary'

/**
 * C# for .NET 6+: a top-level-statements program (`dotnet new console`, then replace `Program.cs`) that
 * sends the request with `HttpClient` and prints the response body. It writes what Send (fetch) writes:
 *
 * - Headers go through `TryAddWithoutValidation`, so values are sent as given; repeated names are joined with
 *   `", "` in order, as fetch's `Headers` joins them; content headers (Content-Type, Content-Language, …) go
 *   on `request.Content.Headers`, where .NET requires them.
 * - Text bodies (JSON compact as `stringifyJson`, text, URL-encoded) are UTF-8 `StringContent` whose own
 *   `text/plain; charset=utf-8` is replaced by the exact Content-Type Send sends.
 * - Multipart bodies are a `MultipartContent("form-data")` whose part headers are written by hand in UTF-8,
 *   byte for byte as fetch's `FormData` writes them (field values with CRLF line breaks, typed fields as a
 *   `blob` file part); files and byte bodies are read with `File.ReadAllBytes` from a file named like the
 *   chosen one.
 *
 * No .NET toolchain runs in this repository, so the output is correct by construction and its string
 * literals are proven by a round trip in the tests.
 */
export const csharp: SnippetTarget = {
  language: 'csharp',
  title: 'C#',
  generate(request) {
    const headers = mergeRepeatedHeaders(request.headers)
    const lines: string[] = [
      headers.some(([, value]) => /[^\0-\x7f]/.test(value))
        ? 'var client = new HttpClient(new SocketsHttpHandler { RequestHeaderEncodingSelector = (_, _) => Encoding.Latin1 });'
        : 'var client = new HttpClient();',
      `var request = new HttpRequestMessage(new HttpMethod(${lit(request.method)}), ${lit(requestUrl(request))});`,
    ]
    const contentHeaders: Array<[string, string]> = []
    for (const [name, value] of headers) {
      if (CONTENT_HEADERS.has(name.toLowerCase())) {
        contentHeaders.push([name, value])
      } else {
        lines.push(`request.Headers.TryAddWithoutValidation(${lit(name)}, ${lit(value)});`)
      }
    }
    lines.push(...bodyLines(request.body, contentHeaders))
    lines.push(
      '',
      'var response = await client.SendAsync(request);',
      'Console.WriteLine(await response.Content.ReadAsStringAsync());',
    )
    const code = lines.join('\n')
    const usings = ['System', ...(code.includes('File.') ? ['System.IO'] : []), 'System.Net.Http']
    if (code.includes('Encoding.')) {
      usings.push('System.Text')
    }
    return `${usings.map((name) => `using ${name};`).join('\n')}\n\n${code}`
  },
}

function bodyLines(body: HttpRequestBody | undefined, contentHeaders: Array<[string, string]>): string[] {
  if (body?.type === 'form-data' && body.parts.length === 0) {
    // MultipartContent would still write one empty part; fetch writes only the closing delimiter.
    return [
      `request.Content = new StringContent(${lit(`--${EMPTY_FORM_BOUNDARY}--\r\n`)}, Encoding.UTF8);`,
      'request.Content.Headers.Remove("Content-Type");',
      ...contentHeaderLines('request.Content', [
        ['Content-Type', `multipart/form-data; boundary=${EMPTY_FORM_BOUNDARY}`],
        ...contentHeaders.filter((header) => !isContentType(header)),
      ]),
    ]
  }
  if (body?.type === 'form-data') {
    return [
      ...formLines(body.parts),
      'request.Content = form;',
      ...contentHeaderLines(
        'request.Content',
        contentHeaders.filter((header) => !isContentType(header)),
      ),
    ]
  }
  if (body == null) {
    return contentHeaders.length === 0
      ? []
      : [
          'request.Content = new ByteArrayContent(Array.Empty<byte>());',
          ...contentHeaderLines('request.Content', contentHeaders),
        ]
  }
  const named = contentHeaders.find(isContentType)
  const type = named?.[1] ?? defaultContentType(body)
  const others = contentHeaders.filter((header) => !isContentType(header))
  const withType: Array<[string, string]> =
    type == null ? others : [[named?.[0] ?? 'Content-Type', type], ...others]
  if (body.type === 'bytes') {
    return [
      `request.Content = new ByteArrayContent(File.ReadAllBytes(${lit(body.file.name)}));`,
      ...contentHeaderLines('request.Content', withType),
    ]
  }
  return [
    `request.Content = new StringContent(${bodyLiteral(body)}, Encoding.UTF8);`,
    'request.Content.Headers.Remove("Content-Type");',
    ...contentHeaderLines('request.Content', withType),
  ]
}

function bodyLiteral(body: Extract<HttpRequestBody, { type: 'json' | 'text' | 'urlencoded' }>): string {
  if (body.type === 'json') return lit(exactJson(body.value) ?? '')
  if (body.type === 'text') return lit(body.value)
  // The encoded text is what `lit` writes as it is (see `formUrlEncode`); quoting it spares two scans of it.
  return `"${formUrlEncode(body.fields)}"`
}

function formLines(parts: FormDataPart[]): string[] {
  const lines = [
    'var form = new MultipartContent("form-data");',
    'form.HeaderEncodingSelector = (_, _) => Encoding.UTF8;',
  ]
  parts.forEach((part, index) => {
    const variable = `part${index + 1}`
    const name = escapeFormName(normalizeLineBreaks(part.name))
    if (part.type === 'file') {
      lines.push(
        `var ${variable} = new ByteArrayContent(File.ReadAllBytes(${lit(part.file.name)}));`,
        ...contentHeaderLines(variable, [
          ['Content-Disposition', `form-data; name="${name}"; filename="${escapeFormName(part.file.name)}"`],
          ['Content-Type', blobType(fileType(part.file)) || 'application/octet-stream'],
        ]),
      )
    } else {
      const typed = part.contentType != null
      lines.push(
        `var ${variable} = new StringContent(${lit(typed ? part.value : normalizeLineBreaks(part.value))}, Encoding.UTF8);`,
        `${variable}.Headers.Remove("Content-Type");`,
        ...contentHeaderLines(
          variable,
          typed
            ? [
                ['Content-Disposition', `form-data; name="${name}"; filename="blob"`],
                ['Content-Type', blobType(part.contentType ?? '') || 'application/octet-stream'],
              ]
            : [['Content-Disposition', `form-data; name="${name}"`]],
        ),
      )
    }
    lines.push(`form.Add(${variable});`)
  })
  return lines
}

function contentHeaderLines(owner: string, headers: Array<[string, string]>): string[] {
  return headers.map(
    ([name, value]) => `${owner}.Headers.TryAddWithoutValidation(${lit(name)}, ${lit(value)});`,
  )
}
