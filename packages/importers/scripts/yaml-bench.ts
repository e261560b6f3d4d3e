/**
 * The YAML readers side by side: our fast reader (src/shared/yaml) against js-yaml with the schema and options
 * `readDocument` gives it, on the large YAML fixtures, in this process. Prints each reader's first call and the
 * median of interleaved warm rounds (a full collection before each call when run with `--expose-gc`), and the
 * ratio fast/js-yaml. Run: `pnpm --filter @api-explorer/importers bench:yaml`; BENCH_YAML_ROUNDS (default 11).
 */
import { readFileSync } from 'node:fs'

import jsyaml from 'js-yaml'

import { readYamlFast } from '../src/shared/yaml/fast-yaml.js'
import { implicitTypesOf, MERGE_TYPE } from '../src/shared/yaml/yaml-plain.js'
import { FIXTURE_DIR } from '../test/fixtures.js'

const ROUNDS = Number(process.env['BENCH_YAML_ROUNDS'] ?? 11)
const FILES = [
  'openai-openapi.yaml',
  'asana-oas.yaml',
  'plaid-2020-09-14.yml',
  'google-maps-platform-openapi3.yml',
]

const schema = jsyaml.CORE_SCHEMA.extend({ implicit: [MERGE_TYPE] })
const types = implicitTypesOf(schema)
if (types === undefined) throw new Error('This js-yaml does not expose its compiled implicit types.')
const readers = {
  'js-yaml': (text: string): unknown => jsyaml.load(text, { schema, json: true }),
  fast: (text: string): unknown => readYamlFast(text, types),
}
type Reader = keyof typeof readers

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1]!
}

const collect = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined)
console.log('document | js-yaml first | fast first | js-yaml warm | fast warm | fast/js-yaml warm')
for (const file of FILES) {
  const text = readFileSync(FIXTURE_DIR + file, 'utf8')
  const samples: Record<Reader, number[]> = { 'js-yaml': [], fast: [] }
  const first: Record<Reader, number> = { 'js-yaml': 0, fast: 0 }
  for (let round = 0; round < ROUNDS + 2; round++) {
    const order: Reader[] = round % 2 === 0 ? ['js-yaml', 'fast'] : ['fast', 'js-yaml']
    for (const reader of order) {
      collect()
      const start = performance.now()
      if (readers[reader](text) === undefined) throw new Error(`The fast reader left ${file} to js-yaml.`)
      const elapsed = performance.now() - start
      if (round === 0) first[reader] = elapsed
      if (round >= 2) samples[reader].push(elapsed)
    }
  }
  const js = median(samples['js-yaml'])
  const fast = median(samples.fast)
  console.log(
    `${file} | ${first['js-yaml'].toFixed(0)} ms | ${first.fast.toFixed(0)} ms | ${js.toFixed(1)} ms | ${fast.toFixed(1)} ms | ${(fast / js).toFixed(2)}`,
  )
}
