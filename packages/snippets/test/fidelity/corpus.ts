import type { FormDataPart, HttpRequest } from '@api-explorer/model'
import { JsonNumber } from '@api-explorer/model'

import { fileValue } from './file-value.js'

/** A named request of the fidelity corpus. */
export type CorpusCase = { name: string; request: HttpRequest }

const file = fileValue

const ALL_BYTES = new Uint8Array(Array.from({ length: 256 }, (_, index) => index))
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
const TEXT_FILE = new TextEncoder().encode('line one\nline two ☃\n')
const NASTY = `quote " apostrophe ' backslash \\ dollar $ \${x} #{y} \`tick\` percent % amp & hash # question ? plus + tab \t newline \n ☃ 𝄞 \u2028 end`

/**
 * The requests every runnable snippet language must send exactly as Send does: every body kind, repeated
 * query names and headers, unicode, empty values, special characters in every position, and large bodies.
 */
export function fidelityCorpus(baseUrl: string): CorpusCase[] {
  const url = (path: string): string => `${baseUrl}${path}`
  const get = (
    name: string,
    path: string,
    query: Array<[string, string]> = [],
    headers: Array<[string, string]> = [],
  ): CorpusCase => ({
    name,
    request: { method: 'GET', url: url(path), query, headers },
  })
  const json = (name: string, value: unknown, method = 'POST'): CorpusCase => ({
    name,
    request: {
      method,
      url: url('/json'),
      query: [],
      headers: [['Content-Type', 'application/json']],
      body: { type: 'json', value },
    },
  })
  return [
    get('plain GET', '/users'),
    get('query', '/users', [
      ['limit', '10'],
      ['offset', '20'],
    ]),
    get('repeated query names', '/search', [
      ['tag', 'a'],
      ['tag', 'b'],
      ['tag', 'c'],
    ]),
    get('empty query value', '/search', [
      ['q', ''],
      ['flag', ''],
    ]),
    get('query special characters', '/search', [['q', 'a&b=c+d%e/f?g#h i']]),
    get('query unicode', '/search', [['name', 'Zoë 東京 ☃']]),
    get('query nasty', '/search', [['q', NASTY]]),
    get('encoded path segment', '/files/a%20b%2Fc/%E2%98%83'),
    get(
      'header values',
      '/headers',
      [],
      [
        ['Authorization', 'Bearer abc.def-ghi_jkl'],
        ['X-Quote', 'say "hi" \'there\''],
        ['X-Dollar', '$HOME ${x} `cmd`'],
      ],
    ),
    get(
      'header unicode-free punctuation',
      '/headers',
      [],
      [['X-Chars', 'a,b;c=d:e/f\\g|h~i!j*k(l)m<n>o?p@q[r]s{t}u']],
    ),
    get('empty header value', '/headers', [], [['X-Empty', '']]),
    get(
      'many headers',
      '/headers',
      [],
      Array.from({ length: 12 }, (_, index): [string, string] => [`X-Header-${index}`, `value ${index}`]),
    ),
    { name: 'DELETE', request: { method: 'DELETE', url: url('/users/usr_1'), query: [], headers: [] } },
    { name: 'OPTIONS', request: { method: 'OPTIONS', url: url('/users'), query: [], headers: [] } },
    json('JSON object', { name: 'Ada', age: 36, admin: true, tags: ['x', 'y'], manager: null }),
    json('JSON nested', { a: { b: { c: [1, 2, { d: 'e' }] } }, empty: {}, list: [] }),
    json('JSON unicode', { greeting: 'grüß dich', city: '東京', emoji: '☃ 𝄞' }),
    json('JSON nasty string', { text: NASTY }),
    json('JSON numbers', { int: 42, negative: -7, float: 3.14159, exponent: 1e21, small: 1e-7, zero: 0 }),
    // The largest uint64 and the smallest long: no double holds them, so every language must send the digits.
    json('JSON exact big numbers', {
      uint64: new JsonNumber('18446744073709551615'),
      long: new JsonNumber('-9223372036854775808'),
      list: [new JsonNumber('9007199254740993'), 7],
      normal: 42,
    }),
    json('JSON array root', [1, 'two', { three: 3 }, [4]]),
    json('JSON string root', 'just a string'),
    json('JSON empty object', {}),
    json('JSON PUT', { replace: true }, 'PUT'),
    json('JSON PATCH', { patch: 'partial' }, 'PATCH'),
    // About 70 kB (100 kB pretty-printed): a single shell argument is capped at 128 kB on Linux, for a reader's cURL as for this test.
    json('JSON large', {
      items: Array.from({ length: 900 }, (_, index) => ({
        id: index,
        name: `item ${index}`,
        note: 'x'.repeat(40),
      })),
    }),
    {
      name: 'JSON with query and headers',
      request: {
        method: 'POST',
        url: url('/json'),
        query: [['dry_run', 'true']],
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Request-Id', 'req-123'],
        ],
        body: { type: 'json', value: { ok: 1 } },
      },
    },
    {
      name: 'text plain',
      request: {
        method: 'POST',
        url: url('/text'),
        query: [],
        headers: [],
        body: { type: 'text', value: 'hello\nworld\n', contentType: 'text/plain' },
      },
    },
    {
      name: 'text xml',
      request: {
        method: 'POST',
        url: url('/xml'),
        query: [],
        headers: [],
        body: { type: 'text', value: '<note a="1">&amp; ☃</note>', contentType: 'application/xml' },
      },
    },
    {
      name: 'text nasty',
      request: {
        method: 'PUT',
        url: url('/text'),
        query: [],
        headers: [],
        body: { type: 'text', value: NASTY, contentType: 'text/plain; charset=utf-8' },
      },
    },
    {
      name: 'urlencoded',
      request: {
        method: 'POST',
        url: url('/form'),
        query: [],
        headers: [],
        body: {
          type: 'urlencoded',
          fields: [
            ['name', 'Ada'],
            ['role', 'admin'],
          ],
        },
      },
    },
    {
      name: 'urlencoded repeated names',
      request: {
        method: 'POST',
        url: url('/form'),
        query: [],
        headers: [],
        body: {
          type: 'urlencoded',
          fields: [
            ['tag', 'a'],
            ['tag', 'b'],
          ],
        },
      },
    },
    {
      name: 'urlencoded special characters',
      request: {
        method: 'POST',
        url: url('/form'),
        query: [],
        headers: [],
        body: {
          type: 'urlencoded',
          fields: [
            ['q', "a b&c=d+e%f*g~h'i!j(k)"],
            ['empty', ''],
          ],
        },
      },
    },
    {
      name: 'urlencoded unicode',
      request: {
        method: 'POST',
        url: url('/form'),
        query: [],
        headers: [],
        body: {
          type: 'urlencoded',
          fields: [
            ['city', '東京'],
            ['snow', '☃'],
          ],
        },
      },
    },
    {
      name: 'urlencoded nasty',
      request: {
        method: 'POST',
        url: url('/form'),
        query: [],
        headers: [],
        body: { type: 'urlencoded', fields: [['text', NASTY]] },
      },
    },
    {
      name: 'multipart text fields',
      request: {
        method: 'POST',
        url: url('/upload'),
        query: [],
        headers: [],
        body: {
          type: 'form-data',
          parts: [
            { name: 'title', type: 'field', value: 'Report' },
            { name: 'note', type: 'field', value: 'two\nlines ☃' },
          ],
        },
      },
    },
    {
      name: 'multipart repeated names',
      request: {
        method: 'POST',
        url: url('/upload'),
        query: [],
        headers: [],
        body: {
          type: 'form-data',
          parts: [
            { name: 'tag', type: 'field', value: 'a' },
            { name: 'tag', type: 'field', value: 'b' },
          ],
        },
      },
    },
    {
      name: 'multipart typed part',
      request: {
        method: 'POST',
        url: url('/upload'),
        query: [],
        headers: [],
        body: {
          type: 'form-data',
          parts: [{ name: 'metadata', type: 'field', value: '{"a":1}', contentType: 'application/json' }],
        },
      },
    },
    {
      name: 'multipart binary file',
      request: {
        method: 'POST',
        url: url('/upload'),
        query: [],
        headers: [],
        body: {
          type: 'form-data',
          parts: [
            {
              name: 'file',
              type: 'file',
              file: file('all-bytes.bin', 'application/octet-stream', ALL_BYTES),
            },
          ],
        },
      },
    },
    {
      name: 'multipart file and fields',
      request: {
        method: 'POST',
        url: url('/upload'),
        query: [['folder', 'docs']],
        headers: [['Authorization', 'Bearer t']],
        body: {
          type: 'form-data',
          parts: [
            { name: 'title', type: 'field', value: 'Notes' },
            { name: 'file', type: 'file', file: file('notes.txt', 'text/plain', TEXT_FILE) },
          ],
        },
      },
    },
    {
      name: 'multipart several files',
      request: {
        method: 'POST',
        url: url('/upload'),
        query: [],
        headers: [],
        body: {
          type: 'form-data',
          parts: [
            { name: 'files', type: 'file', file: file('one.png', 'image/png', PNG) },
            { name: 'files', type: 'file', file: file('two.txt', 'text/plain', TEXT_FILE) },
          ],
        },
      },
    },
    {
      name: 'multipart empty field',
      request: {
        method: 'POST',
        url: url('/upload'),
        query: [],
        headers: [],
        body: { type: 'form-data', parts: [{ name: 'empty', type: 'field', value: '' }] },
      },
    },
    {
      name: 'bytes octet-stream',
      request: {
        method: 'POST',
        url: url('/bytes'),
        query: [],
        headers: [],
        body: { type: 'bytes', file: file('all-bytes.bin', 'application/octet-stream', ALL_BYTES) },
      },
    },
    {
      name: 'bytes image',
      request: {
        method: 'PUT',
        url: url('/avatar'),
        query: [],
        headers: [],
        body: { type: 'bytes', file: file('avatar.png', 'image/png', PNG) },
      },
    },
    {
      name: 'bytes large',
      request: {
        method: 'POST',
        url: url('/bytes'),
        query: [],
        headers: [],
        body: {
          type: 'bytes',
          file: file(
            'large.bin',
            'application/octet-stream',
            new Uint8Array(300_000).map((_, index) => (index * 7) % 256),
          ),
        },
      },
    },
    // Found by the replay property (src/fidelity/replay.property.test.ts) or named in issue 20; each was a
    // difference between a snippet and Send before it was fixed.
    ...propertyFindings(url),
  ]
}

/** The requests the replay property, or a report, found a snippet sending differently from Send. */
function propertyFindings(url: (path: string) => string): CorpusCase[] {
  const post = (
    name: string,
    body: HttpRequest['body'],
    headers: Array<[string, string]> = [],
  ): CorpusCase => ({
    name,
    request: {
      method: 'POST',
      url: url('/found'),
      query: [],
      headers,
      ...(body === undefined ? {} : { body }),
    },
  })
  const multipart = (name: string, parts: FormDataPart[]): CorpusCase =>
    post(name, { type: 'form-data', parts })
  return [
    // Issue 20: Python sent no body and no Content-Type, cURL a Content-Type without a boundary.
    multipart('multipart with no parts', []),
    // Issue 20: C# and Swift threw on a JSON body whose value is undefined: no body, as Send sends it.
    post('JSON body undefined', { type: 'json', value: undefined }, [['Content-Type', 'application/json']]),
    // encodeURIComponent threw on a lone surrogate: it goes out as U+FFFD, as URLSearchParams writes it.
    {
      name: 'query lone surrogate',
      request: { method: 'GET', url: url('/found'), query: [['q', 'a\ud800b']], headers: [] },
    },
    // Repeats went out as separate lines (cURL, Go, Java, PHP, Ruby), of which a server keeps only the first
    // Authorization; fetch sends one line with the values joined.
    {
      name: 'repeated headers in any case',
      request: {
        method: 'GET',
        url: url('/found'),
        query: [],
        headers: [
          ['Authorization', 'Bearer one'],
          ['authorization', ''],
          ['X-Tag', ' a '],
          ['x-TAG', 'b'],
        ],
      },
    },
    // cURL guessed image/png from the name; Send sends the Blob's own type, empty, as application/octet-stream.
    multipart('multipart file without a type', [
      { name: 'upload', type: 'file', file: file('photo.png', '', PNG) },
    ]),
    // Ruby's set_form escaped the backslashes (`a\\b`); FormData leaves them.
    multipart('multipart backslash in names', [
      { name: 'a\\b', type: 'field', value: 'c\\d' },
      { name: 'file\\x', type: 'file', file: file('back\\slash.txt', 'text/plain', TEXT_FILE) },
    ]),
    // cURL kept a lone CR; FormData writes every line break of a name or value as CRLF.
    multipart('multipart lone CR in name and value', [{ name: 'a\rb', type: 'field', value: 'c\rd\ne' }]),
    // cURL's `-X HEAD` waited for a body the response never has, until the server closed the connection.
    { name: 'HEAD', request: { method: 'HEAD', url: url('/found'), query: [], headers: [] } },
    // cURL's --data-binary read a text body starting with "@" as a file name.
    post('text starting with @', { type: 'text', value: '@notes.txt', contentType: 'text/plain' }),
    // cURL's -F ends a name at its first "=": the body is printed and piped to curl instead.
    multipart('multipart part name with "="', [
      { name: 'a=b', type: 'field', value: 'x=y' },
      { name: 'c=d', type: 'file', file: file('e=f.txt', 'text/plain', TEXT_FILE) },
    ]),
    // cURL sent a typed text/plain part without the file name FormData gives a Blob (`blob`).
    multipart('multipart typed text/plain part', [
      { name: 'note', type: 'field', value: 'hi', contentType: 'text/plain' },
    ]),
  ]
}
