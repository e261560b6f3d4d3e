import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import type { HttpRequest } from '@api-explorer/model'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { typescriptRunner } from '../../test/fidelity/runners/typescript.js'
import { bodyCases, NASTY, runSnippet, sendBoth } from '../../test/targets/js.js'
import { typescript } from './typescript.js'

const base = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'GET',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

const unavailable = typescriptRunner.unavailable() !== undefined

/** `tsc --noEmit` in strict mode with the DOM and Node types, over the snippets written as files. */
async function typeErrors(snippets: string[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'snippet-tsc-'))
  try {
    const files = await Promise.all(
      snippets.map(async (code, index) => {
        const file = join(dir, `snippet-${index}.ts`)
        await writeFile(file, code)
        return file
      }),
    )
    const typeRoots = [dirname(dirname(createRequire(import.meta.url).resolve('@types/node/package.json')))]
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['node'],
      typeRoots,
    })
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe('typescript', () => {
  it('writes the fetch module, marked as a module when it imports nothing', () => {
    expect(typescript.generate(base({}))).toBe(
      [
        'export {};',
        '',
        'const response = await fetch("https://api.example.com/users", {',
        '  method: "GET",',
        '});',
        '',
        'console.log(await response.text());',
        '',
      ].join('\n'),
    )
  })

  it('writes a JSON body as JSON.stringify of a literal whose strings are escaped', () => {
    const code = typescript.generate(
      base({ method: 'POST', body: { type: 'json', value: { text: 'a\u2028`${b}`' } } }),
    )
    expect(code).toContain('  headers: {\n    "Content-Type": "application/json",\n  },')
    expect(code).toContain('  body: JSON.stringify({\n    "text": "a\\u2028`${b}`"\n  }),')
  })

  it('sends an object key "__proto__" as exact JSON text', () => {
    const value = JSON.parse('{"__proto__":{"a":1}}') as unknown
    expect(typescript.generate(base({ method: 'POST', body: { type: 'json', value } }))).toContain(
      '  body: "{\\"__proto__\\":{\\"a\\":1}}",',
    )
  })

  it('type-checks in strict mode for every body kind', async () => {
    const snippets = bodyCases('http://127.0.0.1:1').map(({ request }) => typescript.generate(request))
    expect(await typeErrors(snippets)).toEqual([])
  }, 60_000)

  it.skipIf(unavailable)('sends a JSON body of nasty strings byte for byte', async () => {
    const value = { text: NASTY, nested: [NASTY, { [NASTY]: 1 }] }
    const { recorded, result } = await runSnippet(typescriptRunner, (url) =>
      typescript.generate(base({ method: 'POST', url, body: { type: 'json', value } })),
    )
    expect(result.stderr).toBe('')
    expect(recorded?.body.toString('utf8')).toBe(JSON.stringify(value))
  })

  for (const { name } of bodyCases('')) {
    it.skipIf(unavailable)(`sends a ${name} request exactly as Send does`, async () => {
      const { sent, snippet, result } = await sendBoth(
        typescript,
        typescriptRunner,
        (url) => bodyCases(url).find((candidate) => candidate.name === name)!.request,
      )
      expect(result).toMatchObject({ exitCode: 0, stdout: '{"ok":true}\n' })
      expect(snippet).toEqual(sent)
    })
  }
})
