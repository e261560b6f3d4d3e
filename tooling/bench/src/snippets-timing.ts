/**
 * CPU time per render, as the median of interleaved batches. Each side is warmed up, then sized so that one
 * batch takes about {@link BATCH_MS}; the batches alternate (ours, peer, peer, ours, …) so that a noisy
 * neighbour on the shared machine slows both alike. CPU time (`process.cpuUsage`, user + system) rather than
 * wall time leaves out the time other processes hold the core. The heap is collected once before a
 * comparison, not before every batch: a forced full collection leaves the collector's helper threads sweeping
 * into the next batch (measured: it doubled a 0.5 ms render), while batches of several ms each pay for the
 * scavenges of their own allocations.
 */
import { alternated, median } from './rows.js'

const BATCH_MS = Number(process.env['BENCH_BATCH_MS'] ?? 8)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 31)
const WARM_UP_MS = 150

type Render = () => unknown

const collect: () => void = (globalThis as { gc?: () => void }).gc ?? (() => {})

function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Runs `render` for at least `ms` of wall time; returns how many renders that took. */
function rendersIn(render: Render, ms: number): number {
  const start = performance.now()
  let count = 0
  while (performance.now() - start < ms) {
    render()
    count++
  }
  return count
}

/** CPU ms per render of one batch of `size` renders. */
function batch(render: Render, size: number): number {
  const start = cpuMs()
  for (let index = 0; index < size; index++) render()
  return (cpuMs() - start) / size
}

/** Warms a render up and picks its batch size. */
function prepare(render: Render): number {
  collect()
  rendersIn(render, WARM_UP_MS)
  return Math.max(1, rendersIn(render, BATCH_MS))
}

/** Median CPU ms per render of ours and the peer, measured in interleaved batches. */
export function compare(ours: Render, peer: Render): { ours: number; peer: number } {
  const side = (render: Render): { render: Render; size: number; times: number[] } => ({
    render,
    size: prepare(render),
    times: [],
  })
  const oursSide = side(ours)
  const peerSide = side(peer)
  for (let round = 0; round < ROUNDS; round++) {
    for (const { render, size, times } of alternated([oursSide, peerSide], round))
      times.push(batch(render, size))
  }
  return { ours: median(oursSide.times), peer: median(peerSide.times) }
}

/** Median CPU ms per render of ours alone. */
export function time(render: Render): number {
  const size = prepare(render)
  return median(Array.from({ length: ROUNDS }, () => batch(render, size)))
}
