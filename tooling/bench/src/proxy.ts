/**
 * The proxy section: our Node proxy with every check on against the minimal forwarder anyone would write
 * instead (node:http in, `undici.request` out, body piped), both in front of the same small upstream on
 * loopback, each server in its own process (proxy-servers.ts). autocannon drives 50 connections from this
 * process, in interleaved rounds (ours, forwarder, forwarder, ours, …), and the rows are the medians of the
 * rounds. Every request carries the same Origin header and every answer must be a 2xx with the upstream's
 * body: a run with any refusal, error, timeout or wrong body is invalid and reported as such (a proxy that
 * answers 429 fast would otherwise look fast).
 *
 * A third side, `redis`, is ours with the rate limit counted in Redis (`--redis`; a redis-server this process
 * starts on a free port): its row is its throughput as a ratio of ours with the in-memory limit, the cost of
 * sharing the limit between processes. Without a redis-server on the machine that row says so and fails.
 *
 * Alone: `node --import tsx --conditions=@api-explorer/source src/proxy.ts`. BENCH_PROXY_SECONDS and
 * BENCH_PROXY_ROUNDS change the length; BENCH_PROXY_CPU_PROF=<dir> runs our proxy under `node --cpu-prof`
 * and the forwarder under `node --cpu-prof` and leaves their profiles (named by pid) in that folder.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { redisBinary, startTestRedis, type TestRedis } from '@api-explorer/test-servers'
import autocannon from 'autocannon'

import { BENCH_ORIGIN, type ServerRole, UPSTREAM_BODY } from './proxy-setup.js'
import { type BenchRow, median, runSection } from './rows.js'

// Many short rounds rather than a few long ones: on a shared machine a burst of other work spoils the round
// it lands in, and the median of ten shrugs off more of those than the median of five.
const SECONDS = Number(process.env['BENCH_PROXY_SECONDS'] ?? 4)
const ROUNDS = Number(process.env['BENCH_PROXY_ROUNDS'] ?? 10)
const WARM_UP_SECONDS = 3
const CONNECTIONS = 50
const PROFILE_DIR = process.env['BENCH_PROXY_CPU_PROF']
const SERVERS = fileURLToPath(new URL('./proxy-servers.ts', import.meta.url))

type Server = { role: ServerRole; child: ChildProcess; port: number }

/** Starts one role in its own process and waits for the free port it reports. */
function startServer(role: ServerRole, upstreamUrl = '', redisUrl = ''): Promise<Server> {
  const profile =
    role !== 'upstream' && PROFILE_DIR !== undefined ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []
  const child = spawn(
    process.execPath,
    [
      ...profile,
      '--import',
      'tsx',
      '--conditions=@api-explorer/source',
      SERVERS,
      role,
      upstreamUrl,
      redisUrl,
    ],
    // stdout stays closed: this process's stdout carries the JSON rows.
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  )
  if (profile.length > 0)
    process.stderr.write(`proxy: profiling ${role} (pid ${child.pid}) into ${PROFILE_DIR}\n`)
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ role, child, port: message.port }))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`The ${role} server exited with ${code} before listening`)))
  })
}

/** The server's CPU time so far (user + system, µs): CPU per request is far less noisy than latency here. */
function cpuMicros(server: Server): Promise<number> {
  return new Promise((resolve) => {
    const answer = (message: { cpuMicros?: number }): void => {
      if (message.cpuMicros === undefined) return
      server.child.off('message', answer)
      resolve(message.cpuMicros)
    }
    server.child.on('message', answer)
    server.child.send('cpu')
  })
}

function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve())
    server.child.kill('SIGTERM')
  })
}

/** One autocannon run: throughput, latency and everything that was not a 2xx with the expected body. */
type Sample = {
  requestsPerSecond: number
  /** CPU time of the proxy process per answered request, µs. */
  cpuPerRequest: number
  p99: number
  total: number
  statuses: Record<string, number>
  non2xx: number
  errors: number
  timeouts: number
  mismatches: number
}

async function load(server: Server, url: string, seconds: number): Promise<Sample> {
  const cpuBefore = await cpuMicros(server)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { origin: BENCH_ORIGIN },
    expectBody: UPSTREAM_BODY,
  })
  const cpuAfter = await cpuMicros(server)
  const statuses: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(
    result.statusCodeStats as unknown as Record<string, { count: number }>,
  ))
    statuses[code] = count
  return {
    requestsPerSecond: result.requests.average,
    cpuPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    p99: result.latency.p99,
    total: result.requests.total,
    statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
  }
}

/** Why a side's samples cannot be trusted, or undefined when every answer was a 2xx with the right body. */
function invalidity(samples: readonly Sample[]): string | undefined {
  const non2xx = samples.reduce((sum, sample) => sum + sample.non2xx, 0)
  const errors = samples.reduce((sum, sample) => sum + sample.errors + sample.timeouts, 0)
  const mismatches = samples.reduce((sum, sample) => sum + sample.mismatches, 0)
  if (non2xx + errors + mismatches === 0) return undefined
  const statuses: Record<string, number> = {}
  for (const sample of samples)
    for (const [code, count] of Object.entries(sample.statuses))
      if (!code.startsWith('2')) statuses[code] = (statuses[code] ?? 0) + count
  const byStatus = Object.entries(statuses)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ')
  return `${non2xx} non-2xx${byStatus === '' ? '' : ` (${byStatus})`}, ${errors} errors or timeouts, ${mismatches} wrong bodies`
}

function describe(name: string, sample: Sample): string {
  return `${name} ${sample.requestsPerSecond.toFixed(0)} req/s p99 ${sample.p99} ms ${sample.cpuPerRequest.toFixed(0)} µs CPU/req`
}

type Side = 'ours' | 'forwarder' | 'redis'

async function measure(): Promise<BenchRow[]> {
  const upstream = await startServer('upstream')
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`
  const servers = [upstream]
  const samples: Record<Side, Sample[]> = { ours: [], forwarder: [], redis: [] }
  const warmUps: Partial<Record<Side, Sample>> = {}
  let redis: TestRedis | undefined
  try {
    redis = redisBinary === undefined ? undefined : await startTestRedis()
    const proxies: Partial<Record<Side, Server>> = {
      forwarder: await startServer('forwarder', upstreamUrl),
      ours: await startServer('ours', upstreamUrl),
      ...(redis === undefined ? {} : { redis: await startServer('ours-redis', upstreamUrl, redis.url) }),
    }
    servers.push(...Object.values(proxies))
    const sides = (['ours', 'forwarder', 'redis'] as const).filter((side) => proxies[side] !== undefined)
    const target = (side: Side): string => `http://127.0.0.1:${proxies[side]?.port}/${upstreamUrl}/`
    for (const side of sides)
      warmUps[side] = await load(proxies[side] as Server, target(side), WARM_UP_SECONDS)
    for (let round = 0; round < ROUNDS; round++) {
      // The order turns every round: no side always runs right after another's load (or always first).
      const order = sides.map((_, index) => sides[(index + round) % sides.length] as Side)
      for (const side of order) samples[side].push(await load(proxies[side] as Server, target(side), SECONDS))
      const [ours, forwarder, shared] = [samples.ours[round], samples.forwarder[round], samples.redis[round]]
      if (ours === undefined || forwarder === undefined) continue
      process.stderr.write(
        `proxy round ${round + 1}/${ROUNDS}: ${describe('ours', ours)} | ${describe('forwarder', forwarder)} | ratio ${(
          ours.requestsPerSecond / forwarder.requestsPerSecond
        ).toFixed(2)}×${shared === undefined ? '' : ` | ${describe('--redis', shared)}`}\n`,
      )
    }
  } finally {
    await Promise.all([...servers.map(stopServer), redis?.stop()])
  }

  const withWarmUp = (side: Side): Sample[] => [...samples[side], ...(warmUps[side] ? [warmUps[side]] : [])]
  const invalid = { ours: invalidity(withWarmUp('ours')), forwarder: invalidity(withWarmUp('forwarder')) }
  const note =
    invalid.ours === undefined && invalid.forwarder === undefined
      ? ''
      : ` — INVALID RUN: ${[
          invalid.ours && `ours: ${invalid.ours}`,
          invalid.forwarder && `forwarder: ${invalid.forwarder}`,
        ]
          .filter(Boolean)
          .join('; ')}`
  if (note !== '') process.stderr.write(`proxy benchmark${note}\n`)
  const figure = (values: readonly number[]): number => (note === '' ? median(values) : Number.NaN)
  const peerName = 'undici forwarder'
  const checks = 'every check on'
  return [
    {
      section: 'proxy',
      measure: `GET throughput, ${CONNECTIONS} connections, ${checks}${note}`,
      unit: 'req/s',
      ours: figure(samples.ours.map((sample) => sample.requestsPerSecond)),
      peer: { name: peerName, value: figure(samples.forwarder.map((sample) => sample.requestsPerSecond)) },
      target: { kind: 'ratio-at-least', value: 1.0 },
    },
    {
      section: 'proxy',
      measure: `GET p99 latency, ${CONNECTIONS} connections, ${checks}${note}`,
      unit: 'ms',
      ours: figure(samples.ours.map((sample) => sample.p99)),
      peer: { name: peerName, value: figure(samples.forwarder.map((sample) => sample.p99)) },
      target: { kind: 'at-most', value: 10 },
    },
    redisRow(samples, note),
  ]
}

/** `--redis` against ours with the limit in memory: what sharing the count between processes costs. */
function redisRow(samples: Record<Side, Sample[]>, note: string): BenchRow {
  const invalid = samples.redis.length === 0 ? undefined : invalidity(samples.redis)
  const why =
    samples.redis.length === 0
      ? ' — NOT RUN: no redis-server or valkey-server on this machine'
      : invalid === undefined
        ? note
        : ` — INVALID RUN: --redis: ${invalid}`
  const figure = (values: readonly number[]): number => (why === '' ? median(values) : Number.NaN)
  return {
    section: 'proxy',
    measure: `GET throughput with --redis (counts in Redis), ${CONNECTIONS} connections${why}`,
    unit: 'req/s',
    ours: figure(samples.redis.map((sample) => sample.requestsPerSecond)),
    peer: {
      name: 'ours, in-memory limit',
      value: figure(samples.ours.map((sample) => sample.requestsPerSecond)),
    },
    target: { kind: 'ratio-at-least', value: 0.7 },
  }
}

await runSection(measure)
