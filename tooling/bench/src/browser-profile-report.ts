/**
 * The printed part of `pnpm profile:browser`: a V8 CPU profile and a Chromium trace of one page load, summarised
 * as the main thread's long tasks in order (what Blink did inside each, and the functions with the most self time
 * in it) and the self time per script and per function over the whole load.
 */

export type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  }[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string }; name?: string }
}

/** The trace categories the report reads. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'loading',
  'v8',
]

const LONG_TASK_US = 15_000
const TOP_FUNCTIONS = 25

type Sample = { ts: number; script: string; name: string; ms: number }

function samplesOf(profile: CpuProfile): Sample[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const samples: Sample[] = []
  let ts = profile.startTime
  for (const [index, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0
    ts += delta
    const frame = byId.get(id)
    if (frame == null) continue
    const script = frame.url.replace(/^.*\//, '') || '(native)'
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    samples.push({ ts, script, name, ms: delta / 1000 })
  }
  return samples
}

function largest(totals: Map<string, number>, count: number): [string, number][] {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)
}

function add(totals: Map<string, number>, key: string, value: number): void {
  totals.set(key, (totals.get(key) ?? 0) + value)
}

/** The renderer main thread's tasks over 15 ms, from navigation start, each with its largest parts. */
export function mainThreadTasks(events: TraceEvent[], profile: CpuProfile): string[] {
  const samples = samplesOf(profile)
  const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  const start = events.find((event) => event.name === 'TracingStartedInBrowser') ?? events[0]
  if (thread == null || start == null) return ['(the trace has no renderer main thread)']
  const onMain = events.filter(
    (event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X',
  )
  const lines: string[] = []
  let busy = 0
  for (const task of onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US)) {
    const end = task.ts + (task.dur ?? 0)
    busy += task.dur ?? 0
    const inside = new Map<string, number>()
    for (const event of onMain) {
      if (event.name === 'RunTask' || event.ts < task.ts || event.ts >= end) continue
      const url = event.args?.data?.url?.replace(/^.*\//, '') ?? ''
      add(inside, url === '' ? event.name : `${event.name} ${url}`, (event.dur ?? 0) / 1000)
    }
    const functions = new Map<string, number>()
    for (const sample of samples)
      if (sample.ts >= task.ts && sample.ts < end) add(functions, sample.name, sample.ms)
    const at = `${((task.ts - start.ts) / 1000).toFixed(0).padStart(6)} ms`
    const parts = largest(inside, 4).map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    lines.push(`${at} ${((task.dur ?? 0) / 1000).toFixed(0).padStart(5)} ms  ${parts.join(', ')}`)
    const top = largest(functions, 4).map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    if (top.length > 0) lines.push(`${' '.repeat(17)}${top.join(' | ')}`)
  }
  lines.push(`busy in those tasks: ${(busy / 1000).toFixed(0)} ms`)
  return lines
}

/** Self time by script and by function over the whole profile. */
export function selfTimes(profile: CpuProfile): string[] {
  const byScript = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const sample of samplesOf(profile)) {
    add(byScript, sample.script, sample.ms)
    add(byFunction, sample.name, sample.ms)
  }
  const row = ([key, ms]: [string, number]): string => `${ms.toFixed(1).padStart(9)} ms  ${key}`
  return [
    `profile ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms; self time by script:`,
    ...largest(byScript, 12).map(row),
    `top ${TOP_FUNCTIONS} functions by self time:`,
    ...largest(byFunction, TOP_FUNCTIONS).map(row),
  ]
}
