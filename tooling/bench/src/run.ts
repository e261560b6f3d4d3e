/**
 * `pnpm bench` at the root: runs every section in its own Node process (so no section pays for another's
 * heap or JIT state), collects their rows and prints one table of medians and ratios.
 * `pnpm bench --only snippets,imports` runs some sections. Exits 1 when a target is missed. No test asserts
 * these figures: they depend on the machine. `pnpm bench --quick` runs every section with the fewest rounds
 * and judges nothing: CI runs it so that no benchmark rots, and its figures mean nothing.
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { runForJsonLine } from './child-output.js'
import { type BenchRow, formatTable, judge, type Section } from './rows.js'

const SECTIONS: readonly Section[] = ['snippets', 'imports', 'proxy', 'browser']

// `pnpm run` passes a lone `--` through; without this, parseArgs would take every flag after it as positional.
const { values } = parseArgs({
  options: { only: { type: 'string' }, quick: { type: 'boolean', default: false } },
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
})
const chosen = values.only ? values.only.split(',').map((name) => name.trim()) : [...SECTIONS]
for (const name of chosen) {
  if (!SECTIONS.includes(name as Section)) {
    throw new Error(`Unknown section "${name}"; the sections are ${SECTIONS.join(', ')}`)
  }
}

/** The fewest rounds each section can run; each section reads its own variables. */
const QUICK_ENVIRONMENT = {
  BENCH_ROUNDS: '3',
  BENCH_BATCH_MS: '1',
  BENCH_IMPORT_ROUNDS: '1',
  BENCH_IMPORT_SAMPLES: '1',
  BENCH_PROXY_SECONDS: '1',
  BENCH_PROXY_ROUNDS: '1',
  BENCH_BROWSER_SAMPLES: '1',
  BENCH_BROWSER_KEYSTROKE_PAGES: '1',
}

function runSectionProcess(section: string): Promise<BenchRow[]> {
  const script = fileURLToPath(new URL(`./${section}.ts`, import.meta.url))
  return runForJsonLine<BenchRow[]>(
    ['--expose-gc', '--import', 'tsx', '--conditions=@api-explorer/source', script, '--json'],
    { env: values.quick ? { ...process.env, ...QUICK_ENVIRONMENT } : process.env },
    `The ${section} benchmark`,
  )
}

const rows: BenchRow[] = []
const started = performance.now()
for (const section of chosen) {
  process.stderr.write(`\n▶ ${section}\n`)
  rows.push(...(await runSectionProcess(section)))
}
const judged = rows.map(judge)
console.log(
  `\nmedians, peers measured in the same run; Node ${process.version}, ${(
    (performance.now() - started) /
    1000
  ).toFixed(0)} s\n`,
)
console.log(formatTable(judged))
if (values.quick) console.log('quick run: the fewest rounds, so these figures are not comparable')
else process.exitCode = judged.every((row) => row.pass) ? 0 : 1
