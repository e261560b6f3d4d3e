import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FileValue, HttpRequest } from '@api-explorer/model'
import { requestUrl, stringifyJson } from '@api-explorer/model'
import type { RecordedRequest, RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SnippetRunner } from '../fidelity/runner.js'
import type { SnippetTarget } from '../../src/snippet-target.js'

/** A sample file for snippets to read by name. */
export function sampleFile(name: string, bytes: number[], type: string): FileValue {
  const base64 = Buffer.from(bytes).toString('base64')
  return { name, lastModified: 0, size: bytes.length, type, dataUrl: `data:${type};base64,${base64}` }
}

const CV = sampleFile('cv.pdf', [0x25, 0x50, 0x44, 0x46, 0, 13, 10, 0xff], 'application/pdf')
const RAW = sampleFile('raw.bin', [0, 1, 2, 254, 255, 13, 10], '')
const BYTES = sampleFile(
  'photo.bin',
  Array.from({ length: 256 }, (_, index) => index),
  'image/png',
)

/** One request of each body kind, plus one full of characters every language quotes differently. */
export function fidelityRequests(base: string): Record<string, HttpRequest> {
  const post = (overrides: Partial<HttpRequest>): HttpRequest => ({
    method: 'POST',
    url: `${base}/users`,
    query: [],
    headers: [],
    ...overrides,
  })
  return {
    json: post({
      query: [
        ['tag', 'a'],
        ['tag', 'b c'],
        ['empty', ''],
      ],
      headers: [
        ['Content-Type', 'application/json'],
        ['x-repeat', 'one'],
        ['X-Repeat', 'two'],
        ['Authorization', 'Bearer t0k'],
      ],
      body: { type: 'json', value: { name: 'Ada', tags: ['x'], n: 1.5, nested: { ok: true }, none: null } },
    }),
    text: post({
      method: 'PUT',
      headers: [['Content-Type', 'text/plain; charset=utf-8']],
      body: {
        type: 'text',
        value: 'one\ntwo\r\n\ttab ü \u0000 \u2028 $x #{y} {z} \\ \' "',
        contentType: 'text/plain',
      },
    }),
    urlencoded: post({
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: {
        type: 'urlencoded',
        fields: [
          ['a', '1 2'],
          ['a', '&=+'],
          ['ü', '☃ *~'],
        ],
      },
    }),
    multipart: post({
      headers: [['X-Trace', 'abc']],
      body: {
        type: 'form-data',
        parts: [
          { name: 'note', type: 'field', value: 'multi\nline $x #{y}' },
          { name: 'meta', type: 'field', value: '{"a":"b;c"}\n', contentType: 'application/json' },
          { name: 'cv', type: 'file', file: CV },
          { name: 'cv', type: 'file', file: RAW },
          { name: 'say "hi"', type: 'field', value: '☃' },
        ],
      },
    }),
    bytes: post({
      headers: [['Content-Type', 'application/octet-stream']],
      body: { type: 'bytes', file: BYTES },
    }),
    nasty: post({
      method: 'PATCH',
      url: `${base}/users/a%20b`,
      query: [['q', `it's "$HOME" #{x} {y} \\ ☃`]],
      headers: [
        ['Content-Type', 'application/json'],
        ['X-Nasty', `say "hi" \\ $PATH #{1+1} {x} '`],
      ],
      body: { type: 'json', value: { text: `multi\nline 'q' "dq" \\ $x #{y} {z} ☃ \u2028 \u0000 🚀` } },
    }),
  }
}

/** Sends a request as the playground's Send does (fetch with the body of proxy-fetcher's `toBodyInit`). */
async function sendLikeSend(request: HttpRequest): Promise<void> {
  const headers = new Headers(request.headers)
  const { body } = request
  let init: BodyInit | undefined
  if (body?.type === 'json') init = stringifyJson(body.value)
  if (body?.type === 'text') init = body.value
  if (body?.type === 'urlencoded') init = new URLSearchParams(body.fields).toString()
  if (body?.type === 'bytes') init = fileBlob(body.file)
  if (body?.type === 'form-data') {
    headers.delete('content-type')
    const form = new FormData()
    for (const part of body.parts) {
      if (part.type === 'file') form.append(part.name, fileBlob(part.file), part.file.name)
      else if (part.contentType != null)
        form.append(part.name, new Blob([part.value], { type: part.contentType }))
      else form.append(part.name, part.value)
    }
    init = form
  }
  const response = await fetch(requestUrl(request), { method: request.method, headers, body: init ?? null })
  await response.arrayBuffer()
}

function fileBlob(file: FileValue): Blob {
  const base64 = file.dataUrl.slice(file.dataUrl.indexOf(',') + 1)
  return new Blob([Buffer.from(base64, 'base64')], { type: file.type })
}

/** Headers every client sets its own way, left out of the comparison. */
const TRANSPORT_HEADERS = new Set([
  'user-agent',
  'accept',
  'accept-encoding',
  'accept-language',
  'sec-fetch-mode',
  'connection',
  'content-length',
  'host',
  'content-type',
  'transfer-encoding',
  'expect',
])

type Part = { headers: Record<string, string>; content: string }

/** The parts of a multipart body, boundary aside, with header names in lower case. */
export function multipartParts(recorded: RecordedRequest): Part[] {
  const boundary = /boundary=("?)([^";]+)\1/.exec(String(recorded.headers['content-type']))?.[2]
  if (boundary == null) throw new Error(`not multipart: ${String(recorded.headers['content-type'])}`)
  const body = recorded.body.toString('latin1')
  const sections = body.split(`--${boundary}`)
  expect(sections.at(-1)).toBe('--\r\n')
  return sections.slice(1, -1).map((section) => {
    const end = section.indexOf('\r\n\r\n')
    const headers: Record<string, string> = {}
    for (const line of section.slice(2, end).split('\r\n')) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
    }
    return { headers, content: section.slice(end + 4, -2) }
  })
}

/** Asserts a snippet's request equals Send's: method, path and raw query, headers, body bytes or parts. */
export function expectSameRequest(actual: RecordedRequest, expected: RecordedRequest): void {
  expect(actual.method).toBe(expected.method)
  expect(actual.url).toBe(expected.url)
  const headers = (recorded: RecordedRequest): Record<string, unknown> =>
    Object.fromEntries(Object.entries(recorded.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)))
  expect(headers(actual)).toEqual(headers(expected))
  if (String(expected.headers['content-type']).startsWith('multipart/form-data')) {
    expect(String(actual.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/)
    expect(multipartParts(actual)).toEqual(multipartParts(expected))
  } else {
    expect(actual.headers['content-type']).toBe(expected.headers['content-type'])
    expect(actual.body.toString('hex')).toBe(expected.body.toString('hex'))
  }
}

/**
 * Executes the target's snippet of every {@link fidelityRequests} request against a recording server and
 * compares what arrived with what Send sends; skipped when the runner's toolchain is missing.
 */
export function describeFidelity(target: SnippetTarget, runner: SnippetRunner): void {
  describe(`${target.language} snippets run against a recording server`, () => {
    let server: RecordingServer
    let root: string
    beforeAll(async () => {
      server = await startRecordingServer()
      root = mkdtempSync(join(tmpdir(), `snippets-${target.language}-`))
    })
    afterAll(async () => {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    })
    for (const kind of ['json', 'text', 'urlencoded', 'multipart', 'bytes', 'nasty']) {
      it.skipIf(runner.unavailable() !== undefined)(
        `sends the ${kind} request as Send does`,
        { timeout: 90_000 },
        async () => {
          const request = fidelityRequests(server.url)[kind] as HttpRequest
          server.requests.splice(0)
          await sendLikeSend(request)
          const workDir = join(root, kind)
          mkdirSync(workDir)
          for (const file of [CV, RAW, BYTES])
            writeFileSync(join(workDir, file.name), Buffer.from(file.dataUrl.split(',')[1] ?? '', 'base64'))
          const result = await runner.run(target.generate(request), workDir)
          expect(result.stderr).toBe('')
          expect(result.exitCode).toBe(0)
          expect(result.stdout.trim()).toBe('{"ok":true}')
          expect(server.requests).toHaveLength(2)
          const [sent, ran] = server.requests as [RecordedRequest, RecordedRequest]
          expectSameRequest(ran, sent)
        },
      )
    }
  })
}
