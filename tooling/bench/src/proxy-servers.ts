/**
 * The processes of the proxy benchmark, one role each, so that no server shares an event loop with the load
 * generator or with another server:
 * - `upstream`: a tiny HTTP server answering `hello world\n` with a length;
 * - `forwarder <upstream URL>`: the peer, the minimal proxy anyone would write (node:http in,
 *   `undici.request` out, body piped, `Access-Control-Allow-Origin: *`), with no checks at all;
 * - `ours <upstream URL>`: `startProxyServer` with every check on (see `oursOptions`);
 * - `ours-redis <upstream URL> <Redis URL>`: the same, its rate limit counted in Redis (`--redis`).
 * Each listens on a free port (port 0) on 127.0.0.1 and sends `{ port }` to the parent over IPC; asked `cpu`,
 * it answers `{ cpuMicros }` (its CPU time so far). On SIGTERM
 * or when the parent goes away it exits normally, so that `node --cpu-prof` writes its profile.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'

import { startProxyServer, type StartProxyOptions } from '@api-explorer/proxy-server'
import { Agent, request } from 'undici'

import { BENCH_ORIGIN, UPSTREAM_BODY } from './proxy-setup.js'

/**
 * Every check on, none bypassed: an origin allow-list (the benchmark's Origin is on it, so the check runs and
 * the origin is echoed), the host and IP-literal checks, the address policy on the connected socket (only
 * the upstream's loopback address is let through, by `allowAddresses`, not by `allowPrivate`), header rules
 * and safety headers, the body limit, the per-client connection caps at their defaults (50 connections stay
 * under 64), and the rate limit, counted on every request as in production. Only its ceiling is raised: at
 * the default of 600 a minute per address, a benchmark from one address would measure 429s after the first
 * 600 requests.
 */
function oursOptions(upstreamUrl: string): StartProxyOptions {
  return {
    port: 0,
    allowOrigins: [BENCH_ORIGIN],
    allowAddresses: [new URL(upstreamUrl).hostname],
    rateLimit: { limit: 1_000_000_000, windowMs: 60_000 },
  }
}

function report(port: number): void {
  process.send?.({ port })
}

function exitWithParent(): void {
  process.once('SIGTERM', () => process.exit(0))
  process.once('disconnect', () => process.exit(0))
}

/** Answers the parent's `cpu` question with this process's CPU time so far (µs), to compare per-request costs. */
function answerCpuQuestions(): void {
  process.on('message', (message: unknown) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage()
      process.send?.({ cpuMicros: user + system })
    }
  })
}

async function main(): Promise<void> {
  const [role, upstreamUrl = '', redisUrl = ''] = process.argv.slice(2)
  exitWithParent()
  answerCpuQuestions()
  if (role === 'upstream') {
    const body = Buffer.from(UPSTREAM_BODY)
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) })
      response.end(body)
    })
    server.listen(0, '127.0.0.1', () => report((server.address() as AddressInfo).port))
  } else if (role === 'forwarder') {
    const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 256 })
    const server = createServer((incoming, response) => {
      const target = incoming.url?.slice(1) ?? ''
      request(target, { method: 'GET', dispatcher })
        .then(async (answer) => {
          response.writeHead(answer.statusCode, {
            ...answer.headers,
            'access-control-allow-origin': '*',
          } as Record<string, string>)
          await pipeline(answer.body, response)
        })
        .catch(() => {
          response.statusCode = 502
          response.end()
        })
    })
    server.listen(0, '127.0.0.1', () => report((server.address() as AddressInfo).port))
  } else if (role === 'ours') {
    const proxy = await startProxyServer(oursOptions(upstreamUrl))
    report((proxy.server.address() as AddressInfo).port)
  } else if (role === 'ours-redis') {
    // Imported here only: the other roles' processes never load ioredis.
    const { redisRateLimitStore } = await import('@api-explorer/proxy-server/redis')
    const proxy = await startProxyServer({
      ...oursOptions(upstreamUrl),
      rateLimitStore: redisRateLimitStore({ url: redisUrl }),
    })
    report((proxy.server.address() as AddressInfo).port)
  } else {
    throw new Error(`Unknown role "${role}"; the roles are upstream, forwarder, ours, ours-redis`)
  }
}

await main()
