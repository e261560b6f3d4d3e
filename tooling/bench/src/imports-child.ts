/**
 * One sample of the imports benchmark in a fresh Node process: `imports-child.ts <ours|peer> <file>`.
 * Loads only the side it measures, reads the file, then times that side's first import of the text and
 * measures the peak extra memory it needs; prints one JSON line `{ ms, peakMB }`.
 *
 * Memory: the peak resident set size during the import minus the resident set size just before it. Before
 * the baseline the garbage of loading and reading is collected (`--expose-gc`) and, on Linux, the kernel's
 * high-water mark is reset (`5` to /proc/self/clear_refs), so `process.resourceUsage().maxRSS` afterwards is
 * the peak of the import alone, not of module loading. Where that reset is not possible the figure is
 * taken anyway and `hwmReset: false` says it is an upper bound. RSS is what a user's tab or process pays:
 * heap, garbage not yet collected, and the heap the collector keeps for later.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { FIXTURE_DIR } from './fixtures.js'
import { loadContender, type Side } from './imports-contenders.js'

const [side, file] = process.argv.slice(2) as [Side, string]
const run = await loadContender(side)
const text = readFileSync(join(FIXTURE_DIR, file), 'utf8')

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
process.stdout.write(`${JSON.stringify({ ms, peakMB: (peakBytes - rssBefore) / 1024 / 1024, hwmReset })}\n`)
