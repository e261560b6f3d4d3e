import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { FormDataPart, HttpRequest } from '@api-explorer/model'
import { startRecordingServer } from '@api-explorer/test-servers'
import { describe, expect, it } from 'vitest'
import { commandExists, toolchainsRequired } from '../../test/fidelity/runners/command-exists.js'
import { generateSnippet } from '../generate-snippet.js'

const curlMissing = !commandExists('curl')

const base = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'GET',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

describe('curl', () => {
  it('sends a text body starting with @ as --data-raw, which --data-binary would read as a file name', () => {
    const body = { type: 'text' as const, value: '@notes.txt', contentType: 'text/plain' }
    expect(generateSnippet(base({ method: 'POST', body }), 'curl')).toContain('--data-raw @notes.txt')
  })

  it('sends a HEAD with --head, where -X HEAD would wait for a body that never comes', () => {
    expect(generateSnippet(base({ method: 'HEAD' }), 'curl')).toBe(
      'curl --head https://api.example.com/users',
    )
  })

  it('quotes a method that is not a plain word', () => {
    expect(generateSnippet(base({ method: 'X $(id)' }), 'curl')).toBe(
      "curl -X 'X $(id)' https://api.example.com/users",
    )
  })

  it('writes out a multipart body with no parts, which -F cannot express, under a comment', () => {
    expect(generateSnippet(base({ method: 'POST', body: { type: 'form-data', parts: [] } }), 'curl')).toBe(
      [
        "# curl's -F cannot send a multipart body with no parts: the multipart body is written out",
        'curl -X POST https://api.example.com/users \\',
        "     -H 'Content-Type: multipart/form-data; boundary=api-explorer-snippet-7d2f9c4e1b' \\",
        "     --data-binary '--api-explorer-snippet-7d2f9c4e1b--'",
      ].join('\n'),
    )
  })

  it('prints a multipart body with a part name holding "=", which -F cannot express, and pipes it to curl', () => {
    const parts: FormDataPart[] = [
      { name: 'a=b', type: 'field', value: 'x' },
      {
        name: 'f',
        type: 'file',
        file: { name: 'x.png', type: '', size: 1, lastModified: 0, dataUrl: 'data:;base64,AA==' },
      },
    ]
    expect(generateSnippet(base({ method: 'POST', body: { type: 'form-data', parts } }), 'curl')).toBe(
      [
        `# curl's -F cannot send a part name with "=": the multipart body is written out and piped to curl`,
        '{',
        `  printf '%s\\r\\n' --api-explorer-snippet-7d2f9c4e1b 'Content-Disposition: form-data; name="a=b"' ''`,
        "  printf '%s' x",
        "  printf '\\r\\n'",
        `  printf '%s\\r\\n' --api-explorer-snippet-7d2f9c4e1b 'Content-Disposition: form-data; name="f"; filename="x.png"' 'Content-Type: application/octet-stream' ''`,
        '  cat x.png',
        "  printf '\\r\\n'",
        "  printf '%s\\r\\n' --api-explorer-snippet-7d2f9c4e1b--",
        '} | curl -X POST https://api.example.com/users \\',
        "     -H 'Content-Type: multipart/form-data; boundary=api-explorer-snippet-7d2f9c4e1b' \\",
        '     --data-binary @-',
      ].join('\n'),
    )
  })

  it('writes a bare GET on one line', () => {
    expect(generateSnippet(base({}), 'curl')).toBe('curl https://api.example.com/users')
  })

  it('quotes the URL with its query and puts each header on its own line', () => {
    expect(generateSnippet(base({ query: [['q', "it's"]], headers: [['Accept', "it's"]] }), 'curl')).toBe(
      "curl 'https://api.example.com/users?q=it%27s' \\\n     -H 'Accept: it'\\''s'",
    )
  })

  it('pretty-prints a JSON body', () => {
    expect(
      generateSnippet(
        base({
          method: 'POST',
          headers: [['Content-Type', 'application/json']],
          body: { type: 'json', value: { name: 'Ada' } },
        }),
        'curl',
      ),
    ).toBe(
      [
        'curl -X POST https://api.example.com/users',
        "-H 'Content-Type: application/json'",
        `-d '{\n  "name": "Ada"\n}'`,
      ].join(' \\\n     '),
    )
  })

  it('writes multipart text fields with --form-string and typed fields and files with -F', () => {
    const file = {
      name: 'my "cv".pdf',
      lastModified: 0,
      size: 1,
      type: 'application/pdf',
      dataUrl: 'data:application/pdf;base64,AA==',
    }
    expect(
      generateSnippet(
        base({
          method: 'POST',
          body: {
            type: 'form-data',
            parts: [
              { name: 'note', type: 'field', value: '@not-a-file' },
              { name: 'meta', type: 'field', value: '{"a":"b;c"}', contentType: 'application/json' },
              { name: 'cv', type: 'file', file },
            ],
          },
        }),
        'curl',
      ),
    ).toBe(
      [
        'curl -X POST https://api.example.com/users',
        '--form-string note=@not-a-file',
        `-F 'meta="{\\"a\\":\\"b;c\\"}";type=application/json;filename=blob'`,
        `-F 'cv=@"my \\"cv\\".pdf";type=application/pdf'`,
      ].join(' \\\n     '),
    )
  })

  it('redacts secret headers unless told not to', () => {
    const request = base({
      headers: [['Authorization', 'Bearer sk_live_0123456789']],
      secrets: ['authorization'],
    })
    expect(generateSnippet(request, 'curl')).toContain(
      "-H 'Authorization: Bearer s*************************89'",
    )
    expect(generateSnippet(request, 'curl', { redact: false })).toContain('Bearer sk_live_0123456789')
  })

  it('falls back to cURL for an unknown language', () => {
    expect(generateSnippet(base({}), 'cobol')).toBe('curl https://api.example.com/users')
  })

  it.skipIf(curlMissing && !toolchainsRequired())(
    `sends what the request says when run by a real shell and curl${curlMissing ? ' (skipped: curl not found)' : ''}`,
    async () => {
      const server = await startRecordingServer()
      try {
        const snippet = generateSnippet(
          {
            method: 'PATCH',
            url: `${server.url}/users/a%20b`,
            query: [
              ['tag', "it's $HOME & ü"],
              ['tag', 'two'],
            ],
            headers: [
              ['Content-Type', 'application/json'],
              ['X-Quote', `say "hi" \\ $PATH`],
            ],
            body: { type: 'json', value: { text: "multi\nline 'quoted' $x", emoji: '🚀' } },
          },
          'curl',
        )
        await promisify(execFile)('sh', ['-c', `${snippet} --silent --show-error`])
        expect(server.requests).toHaveLength(1)
        const [received] = server.requests
        expect(received?.method).toBe('PATCH')
        expect(received?.url).toBe('/users/a%20b?tag=it%27s%20%24HOME%20%26%20%C3%BC&tag=two')
        expect(received?.headers).toMatchObject({
          'content-type': 'application/json',
          'x-quote': 'say "hi" \\ $PATH',
        })
        expect(JSON.parse(received?.body.toString() ?? '')).toEqual({
          text: "multi\nline 'quoted' $x",
          emoji: '🚀',
        })
      } finally {
        await server.close()
      }
    },
  )
})
