/**
 * The imports section of `pnpm bench`: our `importDefinition(text)` (@api-explorer/importers) against
 * @apidevtools/swagger-parser 12's `dereference`, on five large real definitions (GitHub, Stripe, OpenAI,
 * Kubernetes, Twilio). Both sides start from the same text in memory and do their whole job from it:
 *   - ours: `importDefinition(text)`: read (JSON.parse or js-yaml), detect, resolve and convert to the model;
 *   - the peer: the text parsed as swagger-parser would (JSON.parse, or js-yaml 4, the YAML reader
 *     swagger-parser itself uses, with our schema and options so that both sides read the same values), then
 *     `SwaggerParser.dereference` of it. The parse is inside the peer's timed region because it is inside ours:
 *     the old per-package benchmark (packages/importers/scripts/bench.ts) gave the peer an already parsed copy
 *     for free and compared that with our text-to-model time, which charged us alone for the parse. Our YAML
 *     read is our own fast reader where it applies (OpenAI's document), so that row compares two readers as
 *     well as the rest. See imports-contenders.ts.
 * Three measures per definition, each a ratio ours/peer (lower is better):
 *   - warm: in one process, after two warm-up rounds per side, the median of interleaved rounds (ours then
 *     the peer, then the peer then ours, …), with a full collection before each timed call so that neither side
 *     pays for the other's garbage; collections during a call are its own and count. Target ≤ 0.8×.
 *   - cold: the first import in a fresh Node process (one child per sample, alternating ours and the peer,
 *     median of the samples). The child loads both sides' modules (so that every first call starts from the same
 *     heap) and reads the file first, untimed: the figure is the first call only, with the module already loaded
 *     but none of its code optimised yet.
 *     Target ≤ 0.8×.
 *   - peak memory: in the same fresh child, the peak extra resident memory that first import needs: the
 *     kernel's high-water mark of the process's resident set, reset just before the call, minus the
 *     resident set at that moment (after a full collection). Target ≤ 1.0×.
 * Every figure is taken in a child process in plain Node (`node --expose-gc`, no tsx), from imports-child.ts
 * bundled, with ours built from the working tree as the importers are published: published-build.ts says why
 * (tsx's `keepNames` transform and its loader made our first call 1.2–1.3× slower and left the peer's as it was).
 * Run: `npx --yes pnpm@10.34.8 bench --only imports`; `BENCH_IMPORT_ROUNDS` (default 9) and
 * `BENCH_IMPORT_SAMPLES` (default 15: a fresh process's first call moves by 15–20 % from one process to the next
 * on this machine, so five samples let the median move by a tenth; and the peak memory of one first call is
 * bimodal, 22.5–24.4 or 24.6–26 MB on Kubernetes, so that the median of nine moved by 0.75 MB between two runs of
 * one build, 3 % of the figure, 2026-11-29) change the counts.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { runForJsonLine } from './child-output.js'
import { FIXTURE_DIR } from './fixtures.js'
import { FIXTURES, PEER_NAME, type Side } from './imports-contenders.js'
import { benchBuildDir, buildAsPublished, bundleScript } from './published-build.js'
import { alternated, type BenchRow, median, runSection } from './rows.js'

const FRESH_SAMPLES = Number(process.env['BENCH_IMPORT_SAMPLES'] ?? 15)
const SIDES: readonly Side[] = ['ours', 'peer']

const BENCH_PACKAGE = fileURLToPath(new URL('..', import.meta.url))
const IMPORTERS_PACKAGE = fileURLToPath(new URL('../../../packages/importers', import.meta.url))
const CHILD_SOURCE = fileURLToPath(new URL('./imports-child.ts', import.meta.url))
const CHILD = join(benchBuildDir(BENCH_PACKAGE), 'imports-child.mjs')

type PerSide = Record<Side, number>
type FreshSample = { ms: number; peakMB: number; hwmReset: boolean }

function log(message: string): void {
  process.stderr.write(`${message}\n`)
}

/** Runs the bundled imports-child.ts in plain Node with `args`; see its doc comment for the modes. */
function child<T>(args: readonly string[], what: string): Promise<T> {
  return runForJsonLine<T>(['--expose-gc', CHILD, ...args], { cwd: BENCH_PACKAGE }, what)
}

/** Median warm time per side, both sides in one child process. */
function warm(file: string, oursEntry: string): Promise<PerSide> {
  return child<PerSide>(['warm', file, oursEntry], `The warm imports of ${file}`)
}

/** Median first-call time and peak extra memory per side, over fresh processes alternating the sides. */
async function fresh(file: string, oursEntry: string): Promise<{ cold: PerSide; memory: PerSide }> {
  const samples: Record<Side, FreshSample[]> = { ours: [], peer: [] }
  for (let sample = 0; sample < FRESH_SAMPLES; sample++) {
    for (const side of alternated(SIDES, sample)) {
      const measured = await child<FreshSample>(
        ['first', side, file, oursEntry],
        `The ${side} import of ${file} in a fresh process`,
      )
      if (!measured.hwmReset) log(`  (${side}: peak memory not isolated from loading; an upper bound)`)
      samples[side].push(measured)
    }
  }
  const of = (side: Side, pick: (sample: FreshSample) => number): number => median(samples[side].map(pick))
  return {
    cold: { ours: of('ours', (s) => s.ms), peer: of('peer', (s) => s.ms) },
    memory: { ours: of('ours', (s) => s.peakMB), peer: of('peer', (s) => s.peakMB) },
  }
}

function row(measure: string, unit: 'ms' | 'MB', figures: PerSide, target: number): BenchRow {
  return {
    section: 'imports',
    measure,
    unit,
    ours: figures.ours,
    peer: { name: PEER_NAME, value: figures.peer },
    target: { kind: 'ratio-at-most', value: target },
  }
}

function ratioText(figures: PerSide): string {
  return `${figures.ours.toFixed(1)} / ${figures.peer.toFixed(1)} = ${(figures.ours / figures.peer).toFixed(2)}×`
}

async function measure(): Promise<BenchRow[]> {
  const oursEntry = await buildAsPublished(IMPORTERS_PACKAGE)
  await bundleScript(CHILD_SOURCE, CHILD)
  const rows: BenchRow[] = []
  for (const { name, file: fileName } of FIXTURES) {
    const file = join(FIXTURE_DIR, fileName)
    const warmFigures = await warm(file, oursEntry)
    log(`${name} warm ${ratioText(warmFigures)}`)
    const { cold, memory } = await fresh(file, oursEntry)
    log(`${name} cold ${ratioText(cold)}, peak memory ${ratioText(memory)}`)
    rows.push(
      row(`${name} warm import`, 'ms', warmFigures, 0.8),
      row(`${name} cold import (first call)`, 'ms', cold, 0.8),
      row(`${name} peak extra memory`, 'MB', memory, 1.0),
    )
  }
  return rows
}

await runSection(measure)
