/**
 * Import benchmark: for four large real definitions, the median time of
 *   - a plain parse of the text (`readDocument`: JSON.parse, or js-yaml for YAML),
 *   - our full import (text → validated-shape definition, parse included),
 *   - @apidevtools/swagger-parser's dereference of the same document, already parsed (the peer baseline),
 *   - the same peer given the file, so that it reads the text too (parse + dereference, like our import),
 * measured in the same process, each after one warm-up round. Run: `pnpm --filter @api-explorer/importers bench`.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import SwaggerParser from '@apidevtools/swagger-parser'

import { importDefinition, readDocument } from '../src/index.js'

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/specs/', import.meta.url))
const FILES = [
  'stripe-spec3.json',
  'github-api.github.com.json',
  'openai-openapi.yaml',
  'kubernetes-swagger.json',
]
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 7)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Median of `ROUNDS` timed runs after one warm-up; `prepare` runs untimed before each. */
async function measure(
  run: (input: unknown) => unknown,
  prepare: () => unknown = () => undefined,
): Promise<number> {
  const samples: number[] = []
  for (let round = 0; round <= ROUNDS; round++) {
    const input = prepare()
    const start = performance.now()
    await run(input)
    const elapsed = performance.now() - start
    if (round > 0) samples.push(elapsed)
  }
  return median(samples)
}

const rows: string[][] = []
for (const file of FILES) {
  const text = readFileSync(FIXTURES + file, 'utf8')
  const parse = (): unknown => readDocument(text)
  const parsed = parse()
  // Each contender runs its rounds back to back, so none pays for the garbage of another.
  const samples = {
    parse: await measure(parse),
    ours: await measure(() => importDefinition(text)),
    peer: await measure(
      (copy) => SwaggerParser.dereference(copy as Parameters<typeof SwaggerParser.dereference>[0]),
      () => structuredClone(parsed),
    ),
    peerText: await measure(() => SwaggerParser.dereference(FIXTURES + file)),
  }
  const { ours, peer, peerText } = samples
  rows.push([
    file,
    `${(text.length / 1024 / 1024).toFixed(2)} MB`,
    samples.parse.toFixed(1),
    ours.toFixed(1),
    peer.toFixed(1),
    peerText.toFixed(1),
    (ours / peer).toFixed(2),
    (ours / peerText).toFixed(2),
  ])
}

const header = [
  'file',
  'size',
  'parse ms',
  'import ms',
  'peer deref ms',
  'peer parse+deref ms',
  'import/deref',
  'import/parse+deref',
]
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
)
const line = (cells: string[]): string =>
  cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
console.log(`median of ${ROUNDS} rounds after a warm-up, Node ${process.version}`)
console.log(line(header))
for (const row of rows) console.log(line(row))
console.log('targets: import ≤ 2× the peer’s dereference; openai-openapi.yaml import ≤ 300 ms')
