import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { pythonRunner } from '../../test/fidelity/runners/python.js'
import { bodyCases, NASTY, runSnippet, sampleFile, sendBoth } from '../../test/targets/js.js'
import { python } from './python.js'
import { MAYBE_INVISIBLE } from './js-string.js'
import { pythonString } from './python-string.js'

const base = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'GET',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

const unavailable = pythonRunner.unavailable() !== undefined

describe('python', () => {
  it('sends an empty multipart body for no parts, where an empty files= would send no body', () => {
    const code = python.generate(base({ method: 'POST', body: { type: 'form-data', parts: [] } }))
    expect(code).toContain('from urllib3 import encode_multipart_formdata\n')
    expect(code).toContain(
      'payload, content_type = encode_multipart_formdata([])\nheaders = {"Content-Type": content_type}\n',
    )
    expect(code).toContain('requests.request("POST", url, headers=headers, data=payload)')
    const withHeaders = python.generate(
      base({ headers: [['X-A', 'b']], body: { type: 'form-data', parts: [] } }),
    )
    expect(withHeaders).toContain('headers["Content-Type"] = content_type\n')
  })

  it('writes form text without quotes or invisibles as it is, as pythonString does', () => {
    const plain = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
      (char) => !/["\\]/.test(char) && !MAYBE_INVISIBLE.test(char),
    )
    expect(plain.filter((char) => pythonString(char) !== `"${char}"`)).toEqual([])
  })

  it('writes a requests script that prints the response text', () => {
    expect(python.generate(base({ query: [['q', "it's"]], headers: [['Accept', 'application/json']] }))).toBe(
      [
        'import requests',
        '',
        'url = "https://api.example.com/users?q=it%27s"',
        'headers = {',
        '    "Accept": "application/json",',
        '}',
        '',
        'response = requests.request("GET", url, headers=headers)',
        'print(response.text)',
        '',
      ].join('\n'),
    )
  })

  it('sends the exact JSON text as UTF-8 and joins repeated header names', () => {
    const code = python.generate(
      base({
        method: 'POST',
        headers: [
          ['X-Rep', ' 1 '],
          ['x-rep', '2'],
        ],
        body: { type: 'json', value: { name: 'Ada ☃' } },
      }),
    )
    expect(code).toContain('headers = {\n    "X-Rep": "1, 2",\n    "Content-Type": "application/json",\n}')
    expect(code).toContain(`payload = '{"name":"Ada ☃"}'`)
    expect(code).toContain('response = requests.request("POST", url, headers=headers, data=payload.encode())')
  })

  it('encodes urlencoded fields like URLSearchParams only when Python would differ', () => {
    const plain = python.generate(
      base({ method: 'POST', body: { type: 'urlencoded', fields: [['a', 'b c']] } }),
    )
    expect(plain).toContain('payload = [\n    ("a", "b c"),\n]')
    expect(plain).toContain('data=payload)')
    const special = python.generate(
      base({ method: 'POST', body: { type: 'urlencoded', fields: [['a', '*~']] } }),
    )
    expect(special).toMatch(/^from urllib\.parse import urlencode\n\nimport requests\n/)
    expect(special).toContain('data=urlencode(payload, safe="*").replace("~", "%7E"))')
  })

  it('keeps multipart parts in order in files=, typed text as a blob and files read by name', () => {
    const code = python.generate(
      base({
        method: 'POST',
        body: {
          type: 'form-data',
          parts: [
            { name: 'note', type: 'field', value: 'a\nb' },
            { name: 'meta', type: 'field', value: '{}', contentType: 'application/json' },
            { name: 'cv', type: 'file', file: sampleFile('cv.pdf', 'application/pdf', 'x') },
          ],
        },
      }),
    )
    expect(code).toContain(
      [
        'files = [',
        '    ("note", (None, "a\\r\\nb")),',
        '    ("meta", ("blob", "{}", "application/json")),',
        '    ("cv", ("cv.pdf", Path("cv.pdf").read_bytes(), "application/pdf")),',
        ']',
      ].join('\n'),
    )
    expect(code).toMatch(/^from pathlib import Path\n/)
  })

  it('prepares the request and keeps the URL when requests would re-quote it', () => {
    const code = python.generate(base({ url: 'https://api.example.com/%7Euser' }))
    expect(code).toContain('    prepared.url = url\n    response = session.send(prepared)')
  })

  it('writes string literals Python reads back as the same text', () => {
    expect(pythonString('a "b"')).toBe(`'a "b"'`)
    expect(pythonString(`it's "x"`)).toBe(`"it's \\"x\\""`)
    expect(pythonString('\\ \n \u0000 \u2028 \u{e0001} ☃ ${x}')).toBe(
      '"\\\\ \\n \\x00 \\u2028 \\U000e0001 ☃ ${x}"',
    )
  })

  it.skipIf(unavailable)('sends a JSON body of nasty strings byte for byte', async () => {
    const value = { text: NASTY, nested: [NASTY, { [NASTY]: 1 }] }
    const { recorded, result } = await runSnippet(pythonRunner, (url) =>
      python.generate(base({ method: 'POST', url, body: { type: 'json', value } })),
    )
    expect(result.stderr).toBe('')
    expect(recorded?.body.toString('utf8')).toBe(JSON.stringify(value))
  })

  for (const { name } of bodyCases('')) {
    it.skipIf(unavailable)(`sends a ${name} request exactly as Send does`, async () => {
      const { sent, snippet, result } = await sendBoth(
        python,
        pythonRunner,
        (url) => bodyCases(url).find((candidate) => candidate.name === name)!.request,
      )
      expect(result).toMatchObject({ exitCode: 0, stdout: '{"ok":true}\n' })
      expect(snippet).toEqual(sent)
    })
  }
})
