/**
 * The imports benchmark's measuring process. imports.ts bundles this file (`bundleScript`) and runs it in plain
 * Node, `node --expose-gc imports-child.mjs <mode> …`, with ours built as published (published-build.ts says why
 * neither side runs under tsx). It prints one JSON line:
 *   - `warm <definition file> <ours entry>`: loads both sides, then after two warm-up rounds each, the median of
 *     interleaved rounds (ours then the peer, then the peer then ours, …), a full collection before each timed call
 *     so that neither side pays for the other's garbage; collections during a call are its own and count.
 *     Prints `{ ours, peer }` in ms.
 *   - `first <ours|peer> <definition file> <ours entry>`: loads both sides, reads the file, then times the first
 *     import of the text by the side it measures and measures the peak extra memory that needs. Prints
 *     `{ ms, peakMB, hwmReset }`. Both sides are loaded so that every first call starts from the same heap: the
 *     collector sizes the young generation by what a process has allocated so far, and loading swagger-parser's
 *     dependencies grew it where loading our smaller module did not. With only its own side loaded, our first
 *     import of Twilio paid for that growth: 15.9 MB of extra memory against the peer's 9.6 MB, where with both
 *     loaded it needs 8.9–10.3 MB against 9.4–9.6 MB (2026-11-28).
 *
 * Memory: the peak resident set size during the import minus the resident set size just before it. Before
 * the baseline the garbage of loading and reading is collected (`--expose-gc`) and, on Linux, the kernel's
 * high-water mark is reset (`5` to /proc/self/clear_refs), so `process.resourceUsage().maxRSS` afterwards is
 * the peak of the import alone, not of module loading. Where that reset is not possible the figure is
 * taken anyway and `hwmReset: false` says it is an upper bound. RSS is what a user's tab or process pays:
 * heap, garbage not yet collected, and the heap the collector keeps for later.
 */
import { readFileSync, writeFileSync } from 'node:fs'

import { loadContenders, type Side } from './imports-contenders.js'
import { alternated, median } from './rows.js'

const WARM_UP_ROUNDS = 2
const WARM_ROUNDS = Number(process.env['BENCH_IMPORT_ROUNDS'] ?? 9)
const SIDES: readonly Side[] = ['ours', 'peer']

async function warm(file: string, oursEntry: string): Promise<Record<Side, number>> {
  const contenders = await loadContenders(oursEntry)
  const text = readFileSync(file, 'utf8')
  const samples: Record<Side, number[]> = { ours: [], peer: [] }
  for (let round = 0; round < WARM_UP_ROUNDS + WARM_ROUNDS; round++) {
    // Alternate who goes first, so neither always runs right after the other's work.
    for (const side of alternated(SIDES, round)) {
      globalThis.gc?.()
      const start = performance.now()
      await contenders[side](text)
      const elapsed = performance.now() - start
      if (round >= WARM_UP_ROUNDS) samples[side].push(elapsed)
    }
  }
  return { ours: median(samples.ours), peer: median(samples.peer) }
}

async function first(
  side: Side,
  file: string,
  oursEntry: string,
): Promise<{ ms: number; peakMB: number; hwmReset: boolean }> {
  const run = (await loadContenders(oursEntry))[side]
  const text = readFileSync(file, 'utf8')

  globalThis.gc?.()
  let hwmReset = false
  try {
    writeFileSync('/proc/self/clear_refs', '5')
    hwmReset = true
  } catch {
    // Not Linux, or not allowed: maxRSS still holds the peak of loading.
  }
  const rssBefore = process.memoryUsage.rss()

  const start = performance.now()
  const result = await run(text)
  const ms = performance.now() - start

  const peakBytes = process.resourceUsage().maxRSS * 1024
  if (result === undefined) throw new Error(`The ${side} import of ${file} returned nothing`)
  return { ms, peakMB: (peakBytes - rssBefore) / 1024 / 1024, hwmReset }
}

const [mode, ...args] = process.argv.slice(2)
const figures =
  mode === 'warm'
    ? await warm(args[0] as string, args[1] as string)
    : await first(args[0] as Side, args[1] as string, args[2] as string)
process.stdout.write(`${JSON.stringify(figures)}\n`)
