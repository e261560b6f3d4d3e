/**
 * Proxy benchmark on loopback, one run: direct to the upstream, through the baseline forwarder (node:http +
 * undici.request), and through our Node proxy with every check on, in interleaved rounds; each server is its
 * own process. Prints req/s and latency percentiles (autocannon, 50 connections) and the ratio to the
 * baseline. Run: `pnpm --filter @api-explorer/proxy-server bench` (BENCH_SECONDS, BENCH_ROUNDS to change).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3)
const PORTS = { upstream: 41_801, baseline: 41_802, ours: 41_803 }
const SERVERS = fileURLToPath(new URL('./bench-servers.ts', import.meta.url))

function start(role: string, port: number, upstream = ''): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@api-explorer/source', SERVERS, role, String(port), upstream],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)))
  })
}

type Sample = { requests: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(url: string, seconds: number): Promise<Sample> {
  const result = await autocannon({ url, connections: 50, duration: seconds })
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const upstreamUrl = `http://127.0.0.1:${PORTS.upstream}`
const children = [
  await start('upstream', PORTS.upstream),
  await start('baseline', PORTS.baseline, upstreamUrl),
  await start('ours', PORTS.ours, upstreamUrl),
]
const targets = {
  direct: `${upstreamUrl}/`,
  baseline: `http://127.0.0.1:${PORTS.baseline}/${upstreamUrl}/`,
  ours: `http://127.0.0.1:${PORTS.ours}/${upstreamUrl}/`,
}
const samples: Record<keyof typeof targets, Sample[]> = { direct: [], baseline: [], ours: [] }
try {
  for (const url of Object.values(targets)) await load(url, 2) // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of Object.entries(targets) as Array<[keyof typeof targets, string]>) {
      samples[name].push(await load(url, SECONDS))
    }
  }
} finally {
  for (const child of children) child.kill()
}

const baseline = median(samples.baseline.map((sample) => sample.requests))
console.log(`autocannon, 50 connections, ${SECONDS} s × ${ROUNDS} rounds (median), Node ${process.version}`)
console.log('target    req/s     p50 ms  p99 ms  errors  non-2xx  vs baseline')
for (const [name, list] of Object.entries(samples)) {
  const requests = median(list.map((sample) => sample.requests))
  console.log(
    [
      name.padEnd(8),
      requests.toFixed(0).padStart(7),
      median(list.map((sample) => sample.p50))
        .toFixed(0)
        .padStart(8),
      median(list.map((sample) => sample.p99))
        .toFixed(0)
        .padStart(7),
      String(list.reduce((sum, sample) => sum + sample.errors, 0)).padStart(7),
      String(list.reduce((sum, sample) => sum + sample.non2xx, 0)).padStart(8),
      `${(requests / baseline).toFixed(2)}×`.padStart(12),
    ].join('  '),
  )
}
console.log('targets: ours ≥ 0.9× the baseline’s req/s with every check on; ours p99 ≤ 10 ms')
