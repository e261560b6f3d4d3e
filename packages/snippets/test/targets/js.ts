import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FileValue, HttpRequest } from '@api-explorer/model'
import { sendRequest } from '@api-explorer/proxy-fetcher'
import type { RecordedRequest } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'

import type { RunResult, SnippetRunner } from '../fidelity/runner.js'
import type { SnippetTarget } from '../../src/snippet-target.js'

/** What arrived, strictly: header values as received, multipart boundary replaced by `BOUNDARY`. */
export type StrictCapture = { method: string; url: string; headers: Record<string, string>; body: string }

/** A sample file whose bytes are in its data URL. */
export function sampleFile(name: string, type: string, bytes: Uint8Array | string): FileValue {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)
  return {
    name,
    type,
    size: data.length,
    lastModified: 0,
    dataUrl: `data:${type};base64,${data.toString('base64')}`,
  }
}

/** A string with every character snippets get wrong: quotes, backslashes, `$`, `${`, backticks, line breaks. */
export const NASTY = `"quote' \\ $ \${x} #{y} \`tick\` \n newline \r\n ☃ 𝄞 \u2028 \u2029 \u0000 \u007f \u200b % + & = ; end`

/** One request of each body kind (and none), with repeated and nasty query values and headers. */
export function bodyCases(baseUrl: string): Array<{ name: string; request: HttpRequest }> {
  const request = (body: HttpRequest['body'], headers: Array<[string, string]> = []): HttpRequest => ({
    method: body == null ? 'GET' : 'POST',
    url: `${baseUrl}/items/a%20b~%7E`,
    query: [
      ['q', NASTY],
      ['q', "it's *~!()"],
      ['empty', ''],
    ],
    headers: [['X-Note', 'say "hi" \\ $PATH ${x} `t`'], ['X-Rep', 'one'], ['x-rep', ' two '], ...headers],
    ...(body == null ? {} : { body }),
  })
  const bytes = new Uint8Array(Array.from({ length: 256 }, (_, index) => index))
  return [
    { name: 'no body', request: request(undefined) },
    {
      name: 'json',
      request: request({ type: 'json', value: { text: NASTY, n: [1, 1.5, -0, 1e21, null, true] } }, [
        ['Content-Type', 'application/json'],
      ]),
    },
    { name: 'json without content-type', request: request({ type: 'json', value: [NASTY] }) },
    { name: 'text', request: request({ type: 'text', value: NASTY, contentType: 'text/csv' }) },
    {
      name: 'urlencoded',
      request: request(
        {
          type: 'urlencoded',
          fields: [
            ['a b', NASTY],
            ['a b', "*~'!()é"],
            ['', ''],
          ],
        },
        [['Content-Type', 'application/x-www-form-urlencoded']],
      ),
    },
    {
      name: 'urlencoded plain',
      request: request(
        {
          type: 'urlencoded',
          fields: [
            ['name', 'Ada Lovelace'],
            ['tag', 'x'],
            ['tag', 'y'],
          ],
        },
        [['Content-Type', 'application/x-www-form-urlencoded']],
      ),
    },
    {
      name: 'form-data',
      request: request(
        {
          type: 'form-data',
          parts: [
            { name: 'note', type: 'field', value: NASTY },
            { name: 'meta "x"\n', type: 'field', value: '{"a":"b\nc"}', contentType: 'application/json' },
            { name: 'cv', type: 'file', file: sampleFile('my "cv".bin', 'application/pdf', bytes) },
            { name: 'untyped', type: 'file', file: sampleFile('raw ☃.dat', '', 'plain\n') },
            { name: 'note', type: 'field', value: '' },
          ],
        },
        [['Content-Type', 'multipart/form-data']],
      ),
    },
    {
      name: 'bytes',
      request: request({ type: 'bytes', file: sampleFile('data.bin', 'application/octet-stream', bytes) }),
    },
  ]
}

/**
 * Sends a request with Send (`sendRequest`, direct) and then runs the target's snippet of it, both against
 * one recording server; returns both captures and how the snippet ended.
 */
export async function sendBoth(
  target: SnippetTarget,
  runner: SnippetRunner,
  build: (baseUrl: string) => HttpRequest,
): Promise<{ sent: StrictCapture; snippet: StrictCapture | undefined; result: RunResult; code: string }> {
  const server = await startRecordingServer()
  const workDir = await mkdtemp(join(tmpdir(), `snippet-${runner.language}-`))
  try {
    const request = build(server.url)
    await sendRequest(request)
    for (const file of filesOf(request)) {
      await writeFile(join(workDir, file.name), Buffer.from(file.dataUrl.split(',')[1] ?? '', 'base64'))
    }
    const code = target.generate(request)
    const result = await runner.run(code, workDir)
    const [sent, snippet] = server.requests.map((recorded) => strictCapture(recorded, request))
    if (sent === undefined) throw new Error('Send sent nothing')
    return { sent, snippet, result, code }
  } finally {
    await server.close()
    await rm(workDir, { recursive: true, force: true })
  }
}

/** Runs a snippet against a recording server and returns what arrived. */
export async function runSnippet(
  runner: SnippetRunner,
  code: (baseUrl: string) => string,
): Promise<{ recorded: RecordedRequest | undefined; result: RunResult }> {
  const server = await startRecordingServer()
  const workDir = await mkdtemp(join(tmpdir(), `snippet-${runner.language}-`))
  try {
    const result = await runner.run(code(server.url), workDir)
    return { recorded: server.requests[0], result }
  } finally {
    await server.close()
    await rm(workDir, { recursive: true, force: true })
  }
}

function strictCapture(recorded: RecordedRequest, request: HttpRequest): StrictCapture {
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()))
  names.add('content-type')
  const headers: Record<string, string> = {}
  let boundary: string | undefined
  for (const name of [...names].sort()) {
    const value = recorded.headers[name]
    if (value === undefined) continue
    headers[name] = Array.isArray(value) ? value.join(', ') : value
    if (name === 'content-type') {
      boundary = /;\s*boundary=("?)([^";]+)\1/i.exec(headers[name])?.[2]
      headers[name] = headers[name].replace(/;\s*boundary=.*$/i, '')
    }
  }
  const body = recorded.body.toString('latin1')
  return {
    method: recorded.method,
    url: recorded.url,
    headers,
    body: boundary === undefined ? body : body.replaceAll(boundary, 'BOUNDARY'),
  }
}

function filesOf(request: HttpRequest): FileValue[] {
  const { body } = request
  if (body?.type === 'bytes') return [body.file]
  if (body?.type !== 'form-data') return []
  return body.parts.flatMap((part) => (part.type === 'file' ? [part.file] : []))
}
