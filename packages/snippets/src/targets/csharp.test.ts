import type { FileValue, HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { csharp } from './csharp.js'
import { csharpString } from './csharp-string.js'

const base = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'GET',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

const file = (name: string, type: string, text = 'PDF'): FileValue => ({
  name,
  lastModified: 0,
  size: text.length,
  type,
  dataUrl: `data:application/octet-stream;base64,${btoa(text)}`,
})

const NASTY = [
  '"',
  '\\',
  '$',
  '\\(',
  '{x}',
  '\n',
  '\t',
  '\0',
  '\u00001',
  '☃',
  '\u2028',
  '\r\n',
  '\u0085',
  '😀',
]
const NASTY_TEXT = `${NASTY.join(' ')} \\u0041 \\" end`

/** Reads a C# regular string literal back, rejecting anything the compiler would reject. */
function decode(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true)
  const body = literal.slice(1, -1)
  const escapes: Record<string, string> = { '"': '"', '\\': '\\', '0': '\0', n: '\n', r: '\r', t: '\t' }
  let out = ''
  for (let index = 0; index < body.length; index++) {
    const char = body[index] ?? ''
    if (/["\n\r\u0085\u2028\u2029]/.test(char)) throw new Error(`raw ${JSON.stringify(char)} in ${literal}`)
    if (char !== '\\') {
      out += char
      continue
    }
    const escape = body[++index] ?? ''
    if (escape === 'u') {
      const hex = body.slice(index + 1, index + 5)
      if (!/^[0-9A-F]{4}$/i.test(hex)) throw new Error(`bad \\u in ${literal}`)
      out += String.fromCharCode(parseInt(hex, 16))
      index += 4
    } else if (escapes[escape] != null) {
      out += escapes[escape]
    } else {
      throw new Error(`unknown escape \\${escape}`)
    }
  }
  return out
}

/** The string literals of one line of C#, decoded. */
function literals(line: string): string[] {
  return (line.match(/"(?:[^"\\]|\\.)*"/g) ?? []).map(decode)
}

/** The bytes a generated multipart body would write, as .NET's MultipartContent lays them out. */
function simulateForm(code: string, files: Record<string, string>): string {
  const parts: string[] = []
  let headers: Array<[string, string]> = []
  let content = ''
  for (const line of code.split('\n')) {
    if (/^var part\d+ = new StringContent\(/.test(line)) {
      content = literals(line)[0] ?? ''
      headers = [['Content-Type', 'text/plain; charset=utf-8']]
    } else if (/^var part\d+ = new ByteArrayContent\(/.test(line)) {
      content = files[literals(line)[0] ?? ''] ?? ''
      headers = []
    } else if (/^part\d+\.Headers\.Remove\("Content-Type"\);$/.test(line)) {
      headers = headers.filter(([name]) => name !== 'Content-Type')
    } else if (/^part\d+\.Headers\.TryAddWithoutValidation\(/.test(line)) {
      const [name = '', value = ''] = literals(line)
      headers.push([name, value])
    } else if (/^form\.Add\(/.test(line)) {
      parts.push(`${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${content}`)
    }
  }
  return `--B\r\n${parts.join('\r\n--B\r\n')}\r\n--B--\r\n`
}

describe('csharp', () => {
  it('writes a complete program for a bare GET', () => {
    expect(csharp.generate(base({ query: [['q', 'a b']] }))).toBe(
      [
        'using System;',
        'using System.Net.Http;',
        '',
        'var client = new HttpClient();',
        'var request = new HttpRequestMessage(new HttpMethod("GET"), "https://api.example.com/users?q=a%20b");',
        '',
        'var response = await client.SendAsync(request);',
        'Console.WriteLine(await response.Content.ReadAsStringAsync());',
      ].join('\n'),
    )
  })

  it('sends compact JSON as UTF-8 with exactly the Content-Type of the request', () => {
    const code = csharp.generate(
      base({
        method: 'PATCH',
        headers: [
          ['Authorization', 'Bearer t'],
          ['Content-Type', 'application/json'],
        ],
        body: { type: 'json', value: { name: 'Ada', tags: [1, null] } },
      }),
    )
    expect(code).toContain('new HttpRequestMessage(new HttpMethod("PATCH"), ')
    expect(code).toContain(
      [
        'request.Headers.TryAddWithoutValidation("Authorization", "Bearer t");',
        'request.Content = new StringContent("{\\"name\\":\\"Ada\\",\\"tags\\":[1,null]}", Encoding.UTF8);',
        'request.Content.Headers.Remove("Content-Type");',
        'request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");',
      ].join('\n'),
    )
    expect(code).toContain('using System.Text;')
  })

  it('joins repeated headers in order, as fetch does, and puts content headers on the content', () => {
    const code = csharp.generate(
      base({
        headers: [
          ['X-Tag', 'a'],
          ['Content-Language', 'en'],
          ['x-tag', ' b '],
        ],
      }),
    )
    expect(code).toContain('request.Headers.TryAddWithoutValidation("X-Tag", "a, b");')
    expect(code).toContain(
      'request.Content = new ByteArrayContent(Array.Empty<byte>());\nrequest.Content.Headers.TryAddWithoutValidation("Content-Language", "en");',
    )
  })

  it('sends text with its own content type, and what fetch sends when there is none', () => {
    const typed = csharp.generate(
      base({ method: 'POST', body: { type: 'text', value: 'hi', contentType: 'text/csv' } }),
    )
    expect(typed).toContain('request.Content.Headers.TryAddWithoutValidation("Content-Type", "text/csv");')
    const untyped = csharp.generate(
      base({ method: 'POST', body: { type: 'text', value: 'hi', contentType: '' } }),
    )
    expect(untyped).toContain('TryAddWithoutValidation("Content-Type", "text/plain;charset=UTF-8");')
  })

  it('sends URL-encoded fields as the exact encoded string, in order, repeats kept', () => {
    const code = csharp.generate(
      base({
        method: 'POST',
        headers: [['Content-Type', 'application/x-www-form-urlencoded']],
        body: {
          type: 'urlencoded',
          fields: [
            ['a', '1 2'],
            ['b', '&='],
            ['a', '☃'],
          ],
        },
      }),
    )
    expect(code).toContain('new StringContent("a=1+2&b=%26%3D&a=%E2%98%83", Encoding.UTF8);')
    expect(code).toContain('("Content-Type", "application/x-www-form-urlencoded");')
  })

  it('reads a byte body from the named file with the file type', () => {
    const code = csharp.generate(
      base({ method: 'PUT', body: { type: 'bytes', file: file('my "doc".pdf', 'application/pdf') } }),
    )
    expect(code).toContain(
      'request.Content = new ByteArrayContent(File.ReadAllBytes("my \\"doc\\".pdf"));\nrequest.Content.Headers.TryAddWithoutValidation("Content-Type", "application/pdf");',
    )
    expect(code).toContain('using System.IO;')
  })

  it('writes multipart bodies byte for byte as fetch FormData does', async () => {
    const parts: Extract<HttpRequest['body'], { type: 'form-data' }>['parts'] = [
      { type: 'field', name: 'na"me\n', value: `line\nbreak ${NASTY_TEXT}` },
      { type: 'field', name: 'meta', value: '{"a":\n1}', contentType: 'Application/JSON' },
      { type: 'file', name: 'cv', file: file('c"v\r.pdf', '') },
      { type: 'file', name: '☃', file: file('a.txt', 'text/plain', 'hello') },
    ]
    const code = csharp.generate(
      base({
        method: 'POST',
        headers: [['Content-Type', 'multipart/form-data']],
        body: { type: 'form-data', parts },
      }),
    )
    expect(code).not.toContain('"multipart/form-data"')
    expect(code).toContain('form.HeaderEncodingSelector = (_, _) => Encoding.UTF8;')
    const form = new FormData()
    form.append(parts[0]!.name, (parts[0] as { value: string }).value)
    form.append('meta', new Blob(['{"a":\n1}'], { type: 'Application/JSON' }))
    form.append('cv', new Blob(['PDF'], { type: 'application/octet-stream' }), 'c"v\r.pdf')
    form.append('☃', new Blob(['hello'], { type: 'text/plain' }), 'a.txt')
    const response = new Response(form)
    const boundary = (response.headers.get('content-type') ?? '').split('boundary=')[1] ?? ''
    const expected = (await response.text()).replaceAll(boundary, 'B')
    expect(simulateForm(code, { 'c"v\r.pdf': 'PDF', 'a.txt': 'hello' })).toBe(expected)
  })

  it('writes an empty multipart body as only the closing delimiter', () => {
    const code = csharp.generate(base({ method: 'POST', body: { type: 'form-data', parts: [] } }))
    expect(code).toContain('new StringContent("--EmptyFormBoundary--\\r\\n", Encoding.UTF8);')
    expect(code).toContain('("Content-Type", "multipart/form-data; boundary=EmptyFormBoundary");')
  })

  it('encodes non-ASCII header values as Latin-1, as fetch does', () => {
    expect(csharp.generate(base({ headers: [['X-Name', 'José']] }))).toContain(
      'new HttpClient(new SocketsHttpHandler { RequestHeaderEncodingSelector = (_, _) => Encoding.Latin1 });',
    )
  })
})

describe('csharpString', () => {
  it('escapes quotes, backslashes and control characters and keeps printable unicode', () => {
    expect(csharpString('a"b\\c$d{e}\n\t\0☃\u2028')).toBe('"a\\"b\\\\c$d{e}\\n\\t\\0☃\\u2028"')
  })

  it.each(NASTY.map((text) => [text]))('round-trips %j', (text) => {
    expect(decode(csharpString(text))).toBe(text)
  })

  it('round-trips every character and a body with all of them', () => {
    const every = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('')
    expect(decode(csharpString(every))).toBe(every)
    const value = { text: NASTY_TEXT }
    const code = csharp.generate(base({ method: 'POST', body: { type: 'json', value } }))
    const line = code.split('\n').find((candidate) => candidate.includes('new StringContent(')) ?? ''
    expect(literals(line)[0]).toBe(JSON.stringify(value))
    const text = csharp.generate(
      base({ method: 'POST', body: { type: 'text', value: NASTY_TEXT, contentType: 'x/y' } }),
    )
    expect(literals(text.split('\n').find((candidate) => candidate.includes('StringContent')) ?? '')[0]).toBe(
      NASTY_TEXT,
    )
  })

  it('sends a lone surrogate as U+FFFD, the bytes Encoding.UTF8 sends for it', () => {
    expect(decode(csharpString('a\ud800b'))).toBe('a\ufffdb')
  })
})
