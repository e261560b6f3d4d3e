/**
 * Import benchmark: for four large real definitions, the median time of
 *   - a plain parse of the text (JSON.parse, or js-yaml for YAML),
 *   - our full import (text → validated-shape definition, parse included),
 *   - @apidevtools/swagger-parser's dereference of the same document, already parsed (the peer baseline),
 *   - the same peer given the file, so that it reads the text too (parse + dereference, like our import),
 * measured in the same process, interleaved, after one warm-up round. Run: `pnpm --filter @api-explorer/importers bench`.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import SwaggerParser from '@apidevtools/swagger-parser'
import { load } from 'js-yaml'

import { importDefinition } from '../src/index.js'

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/specs/', import.meta.url))
const FILES = [
  'stripe-spec3.json',
  'github-api.github.com.json',
  'openai-openapi.yaml',
  'kubernetes-swagger.json',
]
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 7)

async function time(run: () => unknown): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const rows: string[][] = []
for (const file of FILES) {
  const text = readFileSync(FIXTURES + file, 'utf8')
  const parse = (): unknown => (file.endsWith('.json') ? JSON.parse(text) : load(text))
  const parsed = parse()
  const samples = {
    parse: [] as number[],
    ours: [] as number[],
    peer: [] as number[],
    peerText: [] as number[],
  }
  for (let round = 0; round <= ROUNDS; round++) {
    const copy = structuredClone(parsed) as object
    const parseMs = await time(parse)
    const oursMs = await time(() => importDefinition(text))
    const peerMs = await time(() =>
      SwaggerParser.dereference(copy as unknown as Parameters<typeof SwaggerParser.dereference>[0]),
    )
    const peerTextMs = await time(() => SwaggerParser.dereference(FIXTURES + file))
    if (round > 0) {
      samples.peerText.push(peerTextMs)
      samples.parse.push(parseMs)
      samples.ours.push(oursMs)
      samples.peer.push(peerMs)
    }
  }
  const ours = median(samples.ours)
  const peer = median(samples.peer)
  const peerText = median(samples.peerText)
  rows.push([
    file,
    `${(text.length / 1024 / 1024).toFixed(2)} MB`,
    median(samples.parse).toFixed(1),
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
