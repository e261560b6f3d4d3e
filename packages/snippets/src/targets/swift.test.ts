import type { FileValue, HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { swift } from './swift.js'
import { swiftString } from './swift-string.js'

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
  '\\(x)',
  '{x}',
  '#',
  '"#',
  '\n',
  '\t',
  '\0',
  '\u00001',
  '☃',
  '\u2028',
  '\r\n',
  '😀',
]
const NASTY_TEXT = `${NASTY.join(' ')} \\u{41} \\" end`

/** Reads a Swift string literal back, rejecting interpolation and anything the compiler would reject. */
function decode(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true)
  const body = literal.slice(1, -1)
  const escapes: Record<string, string> = {
    '"': '"',
    "'": "'",
    '\\': '\\',
    '0': '\0',
    n: '\n',
    r: '\r',
    t: '\t',
  }
  let out = ''
  for (let index = 0; index < body.length; index++) {
    const char = body[index] ?? ''
    if (/["\n\r]/.test(char)) throw new Error(`raw ${JSON.stringify(char)} in ${literal}`)
    if (char !== '\\') {
      out += char
      continue
    }
    const escape = body[++index] ?? ''
    const unicode = /^u\{([0-9A-F]{1,8})\}/i.exec(body.slice(index))
    if (unicode != null) {
      const code = parseInt(unicode[1] ?? '', 16)
      if (code >= 0xd800 && code <= 0xdfff) throw new Error('surrogate scalar')
      out += String.fromCodePoint(code)
      index += unicode[0].length - 1
    } else if (escapes[escape] != null) {
      out += escapes[escape]
    } else {
      throw new Error(`unknown escape \\${escape}`)
    }
  }
  return out
}

/** The string literals of one line of Swift, decoded. */
function literals(line: string): string[] {
  return (line.match(/"(?:[^"\\]|\\.)*"/g) ?? []).map(decode)
}

/** The bytes a generated multipart body appends, with the boundary written as `B`. */
function simulateForm(code: string, files: Record<string, string>): string {
  let out = ''
  for (const line of code.split('\n')) {
    if (line === 'body.append(Data("--\\(boundary)\\r\\n".utf8))') {
      out += '--B\r\n'
    } else if (line === 'body.append(Data("--\\(boundary)--\\r\\n".utf8))') {
      out += '--B--\r\n'
    } else if (line.startsWith('body.append(Data(')) {
      out += literals(line)[0] ?? ''
    } else if (line.startsWith('try body.append(Data(contentsOf:')) {
      out += files[literals(line)[0] ?? ''] ?? ''
    }
  }
  return out
}

describe('swift', () => {
  it('writes a complete program for a bare GET', () => {
    expect(swift.generate(base({ query: [['q', 'a b']] }))).toBe(
      [
        'import Foundation',
        '#if canImport(FoundationNetworking)',
        'import FoundationNetworking',
        '#endif',
        '',
        'var request = URLRequest(url: URL(string: "https://api.example.com/users?q=a%20b")!)',
        '',
        'let (data, _) = try await URLSession.shared.data(for: request)',
        'print(String(decoding: data, as: UTF8.self))',
      ].join('\n'),
    )
  })

  it('sends compact JSON with the method and headers of the request', () => {
    const code = swift.generate(
      base({
        method: 'PATCH',
        headers: [
          ['Authorization', 'Bearer t'],
          ['Content-Type', 'application/json'],
        ],
        body: { type: 'json', value: { name: 'Ada', tags: [1, null] } },
      }),
    )
    expect(code).toContain(
      [
        'request.httpMethod = "PATCH"',
        'request.setValue("Bearer t", forHTTPHeaderField: "Authorization")',
        'request.setValue("application/json", forHTTPHeaderField: "Content-Type")',
        'request.httpBody = Data("{\\"name\\":\\"Ada\\",\\"tags\\":[1,null]}".utf8)',
      ].join('\n'),
    )
  })

  it('joins repeated headers in order, as fetch does', () => {
    const code = swift.generate(
      base({
        headers: [
          ['X-Tag', 'a'],
          ['Accept', 'text/plain'],
          ['x-tag', ' b '],
        ],
      }),
    )
    expect(code).toContain(
      'request.setValue("a, b", forHTTPHeaderField: "X-Tag")\nrequest.setValue("text/plain", forHTTPHeaderField: "Accept")',
    )
  })

  it('sends text with its own content type, and the type the body kind implies when there is none', () => {
    const typed = swift.generate(
      base({ method: 'POST', body: { type: 'text', value: 'hi', contentType: 'text/csv' } }),
    )
    expect(typed).toContain('request.setValue("text/csv", forHTTPHeaderField: "Content-Type")')
    const json = swift.generate(base({ method: 'POST', body: { type: 'json', value: 1 } }))
    expect(json).toContain('request.setValue("application/json", forHTTPHeaderField: "Content-Type")')
    const untyped = swift.generate(
      base({ method: 'POST', body: { type: 'text', value: 'hi', contentType: '' } }),
    )
    expect(untyped).toContain(
      'request.setValue("text/plain;charset=UTF-8", forHTTPHeaderField: "Content-Type")',
    )
  })

  it('sends URL-encoded fields as the exact encoded string, in order, repeats kept', () => {
    const code = swift.generate(
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
    expect(code).toContain('request.httpBody = Data("a=1+2&b=%26%3D&a=%E2%98%83".utf8)')
  })

  it('reads a byte body from the named file with the file type', () => {
    const code = swift.generate(
      base({ method: 'PUT', body: { type: 'bytes', file: file('my "doc".pdf', 'application/pdf') } }),
    )
    expect(code).toContain(
      'request.setValue("application/pdf", forHTTPHeaderField: "Content-Type")\nrequest.httpBody = try Data(contentsOf: URL(fileURLWithPath: "my \\"doc\\".pdf"))',
    )
  })

  it('writes multipart bodies byte for byte as fetch FormData does', async () => {
    const parts: Extract<HttpRequest['body'], { type: 'form-data' }>['parts'] = [
      { type: 'field', name: 'na"me\n', value: `line\nbreak ${NASTY_TEXT}` },
      { type: 'field', name: 'meta', value: '{"a":\n1}', contentType: 'Application/JSON' },
      { type: 'file', name: 'cv', file: file('c"v\r.pdf', '') },
      { type: 'file', name: '☃', file: file('a.txt', 'text/plain', 'hello') },
    ]
    const code = swift.generate(
      base({
        method: 'POST',
        headers: [['Content-Type', 'multipart/form-data']],
        body: { type: 'form-data', parts },
      }),
    )
    expect(code).not.toContain('"multipart/form-data"')
    expect(code).toContain(
      'let boundary = "Boundary-\\(UUID().uuidString)"\nrequest.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
    )
    expect(code).toContain('request.httpBody = body')
    const form = new FormData()
    form.append(parts[0]!.name, (parts[0] as { value: string }).value)
    form.append('meta', new Blob(['{"a":\n1}'], { type: 'Application/JSON' }))
    form.append('cv', new Blob(['PDF'], { type: 'application/octet-stream' }), 'c"v\r.pdf')
    form.append('☃', new Blob(['hello'], { type: 'text/plain' }), 'a.txt')
    const response = new Response(form)
    const boundary = (response.headers.get('content-type') ?? '').split('boundary=')[1] ?? ''
    const expected = (await response.text()).replaceAll(boundary, 'B')
    expect(simulateForm(code, { 'c"v\r.pdf': 'PDF', 'a.txt': 'hello' })).toBe(expected)
    expect(
      simulateForm(swift.generate(base({ method: 'POST', body: { type: 'form-data', parts: [] } })), {}),
    ).toBe('--B--\r\n')
  })
})

describe('swiftString', () => {
  it('escapes quotes, backslashes (so no interpolation) and control characters and keeps printable unicode', () => {
    expect(swiftString('a"b\\(c)$d{e}#\n\t\0☃\u2028\u007f')).toBe(
      '"a\\"b\\\\(c)$d{e}#\\n\\t\\0☃\\u{2028}\\u{7F}"',
    )
  })

  it.each(NASTY.map((text) => [text]))('round-trips %j', (text) => {
    expect(decode(swiftString(text))).toBe(text)
  })

  it('round-trips every character and a body with all of them', () => {
    const every = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('')
    expect(decode(swiftString(every))).toBe(every)
    const value = { text: NASTY_TEXT }
    const code = swift.generate(base({ method: 'POST', body: { type: 'json', value } }))
    const line = code.split('\n').find((candidate) => candidate.startsWith('request.httpBody')) ?? ''
    expect(literals(line)[0]).toBe(JSON.stringify(value))
    const text = swift.generate(
      base({ method: 'POST', body: { type: 'text', value: NASTY_TEXT, contentType: 'x/y' } }),
    )
    expect(
      literals(text.split('\n').find((candidate) => candidate.startsWith('request.httpBody')) ?? '')[0],
    ).toBe(NASTY_TEXT)
  })

  it('sends a lone surrogate as U+FFFD, which a Swift string holds and TextEncoder sends', () => {
    expect(decode(swiftString('a\ud800b'))).toBe('a\ufffdb')
  })
})
