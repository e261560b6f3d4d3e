import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FileValue, HttpRequest } from '@api-explorer/model'
import { sendRequest } from '@api-explorer/proxy-fetcher'
import { startRecordingServer, type RecordedRequest, type RecordingServer } from '@api-explorer/test-servers'

import { generateSnippet } from '../../src/generate-snippet.js'
import { fidelityCorpus, type CorpusCase } from './corpus.js'
import { parseMultipart, type ParsedPart } from './multipart.js'
import type { SnippetRunner } from './runner.js'

/** What a request looked like on arrival, reduced to what a snippet must reproduce. */
export type Capture = {
  method: string
  url: string
  headers: Record<string, string>
  body: string | ParsedPart[]
}

/**
 * Every way a snippet's request may differ from Send's and still count as the same request, each with its
 * reason: the one list the fidelity suite and the replay property allow (`capture` below applies them). Anything
 * else that differs is a failure.
 */
export const ALLOWED_DIFFERENCES: ReadonlyArray<{ difference: string; reason: string }> = [
  {
    difference: 'the multipart boundary',
    reason: 'each client draws its own; the parts between the boundaries are compared',
  },
  {
    difference: 'whitespace in a JSON body (its value and its numbers as written must match)',
    reason:
      'cURL and JavaScript/TypeScript pretty-print the body for the reader; JSON gives whitespace no meaning',
  },
  {
    difference: 'the case of header names',
    reason: 'HTTP header names are case-insensitive, and Go, Ruby and Node write them in their own case',
  },
  {
    difference:
      'headers the request does not set: User-Agent, Accept, Accept-Encoding, Content-Length, Connection, Host',
    reason: 'every client adds its own transport headers; the ones the request sets are compared',
  },
  {
    difference: 'a text part named `blob` versus one without a file name',
    reason:
      'FormData sends a typed text part as a Blob named `blob`; both are a typed text field to a server',
  },
  {
    difference: '`Content-Type: text/plain` on a multipart text field without a file name, or none',
    reason:
      "text/plain is a text field's default type (RFC 7578 §4.4); some clients write it, FormData does not",
  },
  {
    difference: 'CRLF versus LF in the value of a multipart text field',
    reason: 'FormData writes every line break of a text value as CRLF (the HTML form encoding)',
  },
]

/**
 * The part of an arrived request that must match: method, path with raw query, the headers the request sets
 * (names case-insensitive, repeated values joined), the Content-Type without a multipart boundary, and the
 * body bytes (multipart: each part's name, file name, type and bytes). Transport headers a client adds on its
 * own (User-Agent, Accept-Encoding, Content-Length, Connection) are not compared.
 */
export function capture(recorded: RecordedRequest, request: HttpRequest): Capture {
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()))
  if (request.body !== undefined) names.add('content-type')
  const headers: Record<string, string> = {}
  for (const name of names) {
    const value = recorded.headers[name]
    if (value === undefined) continue
    const joined = Array.isArray(value) ? value.join(', ') : value
    headers[name] = name === 'content-type' ? joined.replace(/;\s*boundary=.*$/i, '') : joined
  }
  const contentType = String(recorded.headers['content-type'] ?? '')
  return {
    method: recorded.method,
    url: recorded.url,
    headers,
    body: contentType.startsWith('multipart/')
      ? parseMultipart(recorded.body, contentType)
      : /[/+]json\b/.test(contentType)
        ? canonicalJson(recorded.body)
        : recorded.body.toString('base64'),
  }
}

/** One cell of the fidelity table. */
export type Outcome = 'pass' | 'FAIL' | 'skip'

/** A running fidelity check: the server, the corpus and what Send sent for each case. */
export type FidelitySuite = {
  server: RecordingServer
  corpus: CorpusCase[]
  sent: Map<string, Capture>
  close: () => Promise<void>
}

/** Starts the recording server and records what Send (proxy-fetcher, direct) sends for every case. */
export async function startFidelitySuite(): Promise<FidelitySuite> {
  const server = await startRecordingServer({ body: '{"ok":true}' })
  const corpus = fidelityCorpus(server.url)
  const sent = new Map<string, Capture>()
  for (const { name, request } of corpus) {
    const before = server.requests.length
    await sendRequest(request)
    const recorded = server.requests[before]
    if (recorded !== undefined) sent.set(name, capture(recorded, request))
  }
  return { server, corpus, sent, close: () => server.close() }
}

/**
 * Runs one language's snippet of every case against the server and compares what arrived with what Send sent.
 * Returns the outcome per case and a description of every mismatch.
 */
export async function runLanguage(
  suite: FidelitySuite,
  runner: SnippetRunner,
): Promise<{ outcomes: Map<string, Outcome>; mismatches: string[] }> {
  const outcomes = new Map<string, Outcome>()
  const mismatches: string[] = []
  for (const { name, request } of suite.corpus) {
    const mismatch = compareReplay(suite.sent.get(name), await replaySnippet(suite.server, runner, request))
    outcomes.set(name, mismatch === undefined ? 'pass' : 'FAIL')
    if (mismatch !== undefined) mismatches.push(`${runner.language} / ${name}: ${mismatch}`)
  }
  return { outcomes, mismatches }
}

/** What running a snippet brought to the server: the capture, or why nothing (comparable) arrived. */
export type Replay = { capture: Capture } | { failure: string }

/**
 * Runs the snippet of `request` in `runner`'s language (credentials included, its files written to a scratch
 * directory first) against `server`, and captures what arrived.
 */
export async function replaySnippet(
  server: RecordingServer,
  runner: SnippetRunner,
  request: HttpRequest,
): Promise<Replay> {
  const workDir = await mkdtemp(join(tmpdir(), `fidelity-${runner.language}-`))
  try {
    for (const file of filesOf(request)) {
      await writeFile(
        join(workDir, file.name),
        Buffer.from(file.dataUrl.slice(file.dataUrl.indexOf(',') + 1), 'base64'),
      )
    }
    const before = server.requests.length
    const result = await runner.run(generateSnippet(request, runner.language, { redact: false }), workDir)
    const recorded = server.requests[before]
    if (recorded === undefined || result.exitCode !== 0) {
      return {
        failure: `exit ${result.exitCode}, ${recorded === undefined ? 'nothing arrived' : 'arrived'}: ${result.stderr.slice(0, 400)}`,
      }
    }
    return { capture: capture(recorded, request) }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}

/** Undefined when the replay arrived as Send's request did, else what differs. */
export function compareReplay(expected: Capture | undefined, replay: Replay): string | undefined {
  if ('failure' in replay) return replay.failure
  const same = JSON.stringify(replay.capture) === JSON.stringify(expected)
  return same
    ? undefined
    : `expected ${JSON.stringify(expected).slice(0, 600)} got ${JSON.stringify(replay.capture).slice(0, 600)}`
}

/**
 * JSON bodies compare by value: whitespace carries no meaning in JSON, and snippets pretty-print bodies for
 * the reader (a body that does not parse compares by its bytes). Numbers compare by their text as well, since
 * parsing rounds any a double cannot hold (`18446744073709551615` and `18446744073709552000` parse alike).
 */
function canonicalJson(body: Buffer): string {
  const text = body.toString('utf8')
  try {
    return `json:${JSON.stringify(JSON.parse(text))} numbers:${numberTokens(text).join(' ')}`
  } catch {
    return body.toString('base64')
  }
}

/** The numbers of JSON text as written, in order (strings, which may hold digits, left out). */
function numberTokens(json: string): string[] {
  return json.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g) ?? []
}

function filesOf(request: HttpRequest): FileValue[] {
  const body = request.body
  if (body?.type === 'bytes') return [body.file]
  if (body?.type === 'form-data')
    return body.parts.flatMap((part) => (part.type === 'file' ? [part.file] : []))
  return []
}

/** The table the suite prints: one row per case, one column per language. */
export function fidelityTable(corpus: CorpusCase[], columns: Map<string, Map<string, Outcome>>): string {
  const languages = [...columns.keys()]
  const width = Math.max(4, ...corpus.map(({ name }) => name.length))
  const header = [
    'case'.padEnd(width),
    ...languages.map((language) => language.padEnd(Math.max(5, language.length))),
  ].join('  ')
  const rows = corpus.map(({ name }) =>
    [
      name.padEnd(width),
      ...languages.map((language) =>
        (columns.get(language)?.get(name) ?? 'skip').padEnd(Math.max(5, language.length)),
      ),
    ].join('  '),
  )
  return [header, ...rows].join('\n')
}
