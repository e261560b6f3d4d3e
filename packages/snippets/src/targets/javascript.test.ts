import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { nodeRunner } from '../../test/fidelity/runners/node.js'
import { javascript } from './javascript.js'
import { bodyCases, NASTY, runSnippet, sampleFile, sendBoth } from '../../test/targets/js.js'

const base = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'GET',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

const unavailable = nodeRunner.unavailable() !== undefined

describe('javascript', () => {
  it('writes a GET as a fetch module that prints the response text', () => {
    expect(
      javascript.generate(base({ query: [['q', 'a b']], headers: [['Accept', 'application/json']] })),
    ).toBe(
      [
        'const response = await fetch("https://api.example.com/users?q=a%20b", {',
        '  method: "GET",',
        '  headers: {',
        '    "Accept": "application/json",',
        '  },',
        '});',
        '',
        'console.log(await response.text());',
        '',
      ].join('\n'),
    )
  })

  it('stringifies a pretty literal of a JSON body', () => {
    const code = javascript.generate(
      base({
        method: 'POST',
        headers: [['Content-Type', 'application/json']],
        body: { type: 'json', value: { name: 'Ada', tags: ['x'] } },
      }),
    )
    expect(code).toContain(
      '  body: JSON.stringify({\n    "name": "Ada",\n    "tags": [\n      "x"\n    ]\n  }),',
    )
  })

  it('writes headers as pairs when a name would set the prototype of an object literal', () => {
    const code = javascript.generate(base({ headers: [['__proto__', 'x']] }))
    expect(code).toContain('  headers: [\n    ["__proto__", "x"],\n  ],')
  })

  it('writes a repeated header name as one header, as fetch sends it, and the implicit Content-Type of a text body', () => {
    const code = javascript.generate(
      base({
        method: 'PUT',
        headers: [
          ['X-Rep', '1'],
          ['x-rep', '2'],
        ],
        body: { type: 'text', value: 'a ${b} `c`', contentType: 'text/csv' },
      }),
    )
    expect(code).toContain('  headers: {\n    "X-Rep": "1, 2",\n    "Content-Type": "text/csv",\n  },')
    expect(code).toContain('  body: "a ${b} `c`",')
  })

  it('builds urlencoded bodies with URLSearchParams and multipart bodies with FormData', () => {
    const urlencoded = javascript.generate(
      base({
        method: 'POST',
        body: {
          type: 'urlencoded',
          fields: [
            ['a', '1'],
            ['a', '2'],
          ],
        },
      }),
    )
    expect(urlencoded).toContain(
      '  body: new URLSearchParams([\n    ["a", "1"],\n    ["a", "2"],\n  ]).toString(),',
    )
    const multipart = javascript.generate(
      base({
        method: 'POST',
        headers: [['Content-Type', 'multipart/form-data']],
        body: {
          type: 'form-data',
          parts: [
            { name: 'note', type: 'field', value: 'hi' },
            { name: 'meta', type: 'field', value: '{}', contentType: 'application/json' },
            { name: 'cv', type: 'file', file: sampleFile('cv.pdf', 'application/pdf', 'x') },
          ],
        },
      }),
    )
    expect(multipart).toBe(
      [
        'import { readFile } from "node:fs/promises";',
        '',
        'const form = new FormData();',
        'form.append("note", "hi");',
        'form.append("meta", new Blob(["{}"], { type: "application/json" }));',
        'form.append("cv", new Blob([await readFile("cv.pdf")], { type: "application/pdf" }), "cv.pdf");',
        '',
        'const response = await fetch("https://api.example.com/users", {',
        '  method: "POST",',
        '  body: form,',
        '});',
        '',
        'console.log(await response.text());',
        '',
      ].join('\n'),
    )
  })

  it('reads a byte body from the file named like it', () => {
    const code = javascript.generate(
      base({ method: 'POST', body: { type: 'bytes', file: sampleFile('photo.png', 'image/png', 'x') } }),
    )
    expect(code).toContain('    "Content-Type": "image/png",')
    expect(code).toContain('  body: await readFile("photo.png"),')
  })

  it('escapes what a string literal cannot hold as is', () => {
    const code = javascript.generate(
      base({ method: 'POST', body: { type: 'text', value: NASTY, contentType: '' } }),
    )
    expect(code).toContain(
      '  body: "\\"quote\' \\\\ $ ${x} #{y} `tick` \\n newline \\r\\n ☃ 𝄞 \\u2028 \\u2029 \\u0000 \\u007f \\u200b % + & = ; end",',
    )
  })

  it.skipIf(unavailable)('sends a JSON body of nasty strings byte for byte', async () => {
    const value = { text: NASTY, nested: [NASTY, { [NASTY]: 1 }] }
    const { recorded, result } = await runSnippet(nodeRunner, (url) =>
      javascript.generate(base({ method: 'POST', url, body: { type: 'json', value } })),
    )
    expect(result.stderr).toBe('')
    expect(recorded?.body.toString('utf8')).toBe(JSON.stringify(value))
  })

  for (const { name } of bodyCases('')) {
    it.skipIf(unavailable)(`sends a ${name} request exactly as Send does`, async () => {
      const { sent, snippet, result } = await sendBoth(
        javascript,
        nodeRunner,
        (url) => bodyCases(url).find((candidate) => candidate.name === name)!.request,
      )
      expect(result).toMatchObject({ exitCode: 0, stdout: '{"ok":true}\n' })
      expect(snippet).toEqual(sent)
    })
  }
})
