/**
 * The one row shape every benchmark section reports, how a row is judged against its target, and the table
 * `pnpm bench` prints. A section measures ours and the peer in the same process, on the same machine, and
 * reports medians; the ratio is ours/peer for times and sizes (lower is better) and ours/peer for throughput
 * (higher is better). Absolute targets (a time under 1 ms, a p99 under 10 ms) have no peer.
 */

export type Section = 'snippets' | 'imports' | 'proxy' | 'browser'

/** How a row passes: a ratio at most / at least a value, or the figure itself at most a value. */
export type Target =
  | { kind: 'ratio-at-most'; value: number }
  | { kind: 'ratio-at-least'; value: number }
  | { kind: 'at-most'; value: number }

export type BenchRow = {
  section: Section
  /** What was measured, e.g. `cURL, urlencoded 400 fields` or `github warm import`. */
  measure: string
  unit: 'ms' | 'MB' | 'KB' | 'req/s'
  /** Our median. */
  ours: number
  /** The peer measured in the same run, when the target is a ratio. */
  peer?: { name: string; value: number }
  target: Target
}

export type JudgedRow = BenchRow & { ratio?: number; pass: boolean }

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * `sides` in the order round `round` runs them: as given in even rounds, reversed in odd ones, so that neither side
 * always runs right after the other's work.
 */
export function alternated<T>(sides: readonly T[], round: number): readonly T[] {
  return round % 2 === 0 ? sides : [...sides].reverse()
}

export function judge(row: BenchRow): JudgedRow {
  const ratio = row.peer ? row.ours / row.peer.value : undefined
  switch (row.target.kind) {
    case 'at-most':
      return { ...row, ratio, pass: row.ours <= row.target.value }
    case 'ratio-at-most':
      return { ...row, ratio, pass: ratio !== undefined && ratio <= row.target.value }
    case 'ratio-at-least':
      return { ...row, ratio, pass: ratio !== undefined && ratio >= row.target.value }
  }
}

function targetText(target: Target, unit: string): string {
  switch (target.kind) {
    case 'at-most':
      return `≤ ${target.value} ${unit}`
    case 'ratio-at-most':
      return `≤ ${target.value.toFixed(2)}×`
    case 'ratio-at-least':
      return `≥ ${target.value.toFixed(2)}×`
  }
}

function figure(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a'
  const digits = unit === 'req/s' ? 0 : value < 1 ? 3 : value < 100 ? 2 : 1
  return `${value.toFixed(digits)} ${unit}`
}

/** The table: one line per row, grouped by section, with a ✓ or ✗ per target and a count at the end. */
export function formatTable(rows: readonly JudgedRow[]): string {
  const header = ['section', 'measure', 'ours', 'peer', 'peer figure', 'ratio', 'target', '']
  const cells = rows.map((row) => [
    row.section,
    row.measure,
    figure(row.ours, row.unit),
    row.peer?.name ?? '',
    row.peer ? figure(row.peer.value, row.unit) : '',
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    targetText(row.target, row.unit),
    row.pass ? '✓' : '✗',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  )
  const numeric = new Set([2, 4, 5])
  const line = (values: readonly string[]): string =>
    values
      .map((value, column) =>
        numeric.has(column) ? value.padStart(widths[column] ?? 0) : value.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const passed = rows.filter((row) => row.pass).length
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    '',
    `${passed} of ${rows.length} targets met`,
  ].join('\n')
}

/**
 * Run a section on its own (`tsx src/<section>.ts`): print its table, or with `--json` one JSON line of rows
 * on stdout for `run.ts`. Progress goes to stderr so the JSON line stays parseable.
 */
export async function runSection(measure: () => Promise<BenchRow[]>): Promise<void> {
  const rows = await measure()
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(rows)}\n`)
  else console.log(formatTable(rows.map(judge)))
}
