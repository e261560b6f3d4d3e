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
    const workDir = await mkdtemp(join(tmpdir(), `fidelity-${runner.language}-`))
    try {
      for (const file of filesOf(request)) {
        await writeFile(
          join(workDir, file.name),
          Buffer.from(file.dataUrl.slice(file.dataUrl.indexOf(',') + 1), 'base64'),
        )
      }
      const before = suite.server.requests.length
      const result = await runner.run(generateSnippet(request, runner.language, { redact: false }), workDir)
      const recorded = suite.server.requests[before]
      const expected = suite.sent.get(name)
      if (recorded === undefined || result.exitCode !== 0) {
        outcomes.set(name, 'FAIL')
        mismatches.push(
          `${runner.language} / ${name}: exit ${result.exitCode}, ${recorded === undefined ? 'nothing arrived' : 'arrived'}: ${result.stderr.slice(0, 400)}`,
        )
        continue
      }
      const actual = capture(recorded, request)
      const same = JSON.stringify(actual) === JSON.stringify(expected)
      outcomes.set(name, same ? 'pass' : 'FAIL')
      if (!same)
        mismatches.push(
          `${runner.language} / ${name}: expected ${JSON.stringify(expected).slice(0, 600)} got ${JSON.stringify(actual).slice(0, 600)}`,
        )
    } finally {
      await rm(workDir, { recursive: true, force: true })
    }
  }
  return { outcomes, mismatches }
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
