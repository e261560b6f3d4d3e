import { createServer, type AddressInfo, type Socket } from 'node:net'

import { freePort, redisBinary, startTestRedis, type TestRedis } from '@api-explorer/test-servers'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runCli, startCli, type CliProcess } from '../../test/cli-process.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import type { RateLimitStoreFactory } from '../policy/rate-limit-store.js'
import { startProxyServer, type RunningProxy } from './node-server.js'
import { redisRateLimitStore } from './redis-rate-limit-store.js'

const LIMIT = 6

/** Sends `count` requests one after another, alternating between the proxies, and returns the statuses. */
async function alternate(
  proxies: ReadonlyArray<{ url: string }>,
  target: string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = []
  for (let index = 0; index < count; index++) {
    const proxy = proxies[index % proxies.length]
    if (proxy === undefined) throw new Error('no proxy')
    const response = await fetch(`${proxy.url}/${target}`)
    await response.arrayBuffer()
    statuses.push(response.status)
  }
  return statuses
}

const allowed = (statuses: number[]): number => statuses.filter((status) => status === 200).length

/** Waits until `check` holds, polling. */
async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.skipIf(redisBinary === undefined && process.env['CI'] !== 'true')(
  'the rate limit shared through Redis (needs redis-server, installed by `pnpm test`)',
  () => {
    let redis: TestRedis
    let upstream: TestUpstream
    const running: Array<{ stop: () => Promise<void> }> = []
    beforeAll(async () => {
      ;[redis, upstream] = await Promise.all([startTestRedis(), startTestUpstream('127.0.0.1')])
    })
    afterEach(async () => {
      await Promise.all(running.splice(0).map((entry) => entry.stop()))
    })
    afterAll(async () => {
      await Promise.all([redis.stop(), upstream.close()])
    })

    async function proxyWith(store: RateLimitStoreFactory | undefined): Promise<RunningProxy> {
      const proxy = await startProxyServer({
        port: 0,
        allowAddresses: ['127.0.0.1'],
        rateLimit: { limit: LIMIT, windowMs: 60_000 },
        ...(store === undefined ? {} : { rateLimitStore: store }),
      })
      running.push({ stop: () => proxy.close() })
      return proxy
    }

    it('two proxy processes with --redis allow one client exactly the limit between them', async () => {
      const args = ['--port', '0', '--allow-address', '127.0.0.1', '--rate-limit', String(LIMIT)]
      const processes: CliProcess[] = await Promise.all([
        startCli([...args, '--redis', redis.url]),
        startCli(args, { API_EXPLORER_PROXY_REDIS_URL: redis.url }),
      ])
      running.push(...processes)
      const statuses = await alternate(processes, `${upstream.url}/`, LIMIT + 4)
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429, 429, 429])
      // A refusal names its wait, from the window Redis keeps.
      const refused = await fetch(`${processes[0]?.url}/${upstream.url}/`)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(refused.status).toBe(429)
      expect(retryAfter >= 1 && retryAfter <= 60).toBe(true)
      // Nothing went wrong with Redis, so nothing was logged about it.
      for (const process of processes) expect(process.output()).not.toContain('--redis')
    }, 60_000)

    it('without a shared store, each process allows the limit of its own', async () => {
      const proxies = await Promise.all([proxyWith(undefined), proxyWith(undefined)])
      expect(allowed(await alternate(proxies, `${upstream.url}/`, 2 * LIMIT + 2))).toBe(2 * LIMIT)
    }, 60_000)

    it('keeps answering while Redis is down, warns once, and shares again when Redis is back', async () => {
      // An empty Redis: the counts of the test before are gone.
      await redis.restart()
      const args = [
        '--port',
        '0',
        '--allow-address',
        '127.0.0.1',
        '--rate-limit',
        String(LIMIT),
        '--redis',
        redis.url,
      ]
      const processes = await Promise.all([startCli(args), startCli(args)])
      running.push(...processes)
      const target = `${upstream.url}/`
      expect(await alternate(processes, target, 2)).toEqual([200, 200])

      await redis.kill()
      // Each process now counts alone with an insurance limit of the same size: every request is answered,
      // and 2 * LIMIT + 2 requests alternating give each process LIMIT + 1, so each refuses exactly one.
      const during = await alternate(processes, target, 2 * LIMIT + 2)
      expect(allowed(during)).toBe(2 * LIMIT)
      expect(during.filter((status) => status === 429)).toHaveLength(2)
      const outage = new RegExp(
        `--redis: Rate limit: Redis at redis://127\\.0\\.0\\.1:${redis.port} is unreachable \\(.+\\); each proxy process counts alone until it answers\\.\n`,
        'g',
      )
      for (const process of processes) expect(process.output().match(outage)).toHaveLength(1)

      await redis.restart()
      const back = `--redis: Rate limit: Redis at ${redis.url} answers again; the count is shared again.`
      await until(
        () => processes.every((process) => process.output().includes(back)),
        'the processes to reconnect',
      )
      // The restarted Redis is empty: the two processes share a fresh count again.
      expect(await alternate(processes, target, LIMIT + 2)).toEqual([
        ...Array<number>(LIMIT).fill(200),
        429,
        429,
      ])
      for (const process of processes) expect(process.output().match(outage)).toHaveLength(1)
    }, 90_000)

    it('starts with Redis unreachable, answers, and says so once, naming the flag', async () => {
      const closed = await freePort()
      const proxy = await startCli([
        '--port',
        '0',
        '--allow-address',
        '127.0.0.1',
        '--redis',
        `redis://127.0.0.1:${closed}`,
      ])
      running.push(proxy)
      expect(await alternate([proxy], `${upstream.url}/`, 3)).toEqual([200, 200, 200])
      await until(() => proxy.output().includes('--redis: Rate limit: Redis at'), 'the warning')
      expect(proxy.output().match(/is unreachable/g)).toHaveLength(1)
    }, 60_000)

    it('does not wait on a Redis that accepts connections and never answers', async () => {
      const sockets = new Set<Socket>()
      const silent = createServer((socket) => sockets.add(socket.resume()))
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      const { port } = silent.address() as AddressInfo
      const warnings: string[] = []
      try {
        const proxy = await proxyWith(
          redisRateLimitStore({
            url: `redis://127.0.0.1:${port}`,
            timeoutMs: 300,
            warn: (message) => warnings.push(message),
          }),
        )
        // Counted by the insurance limit: the limit still holds, and nothing hangs.
        expect(await alternate([proxy], `${upstream.url}/`, LIMIT + 1)).toEqual([
          ...Array<number>(LIMIT).fill(200),
          429,
        ])
        expect(warnings).toEqual([
          `Rate limit: Redis at redis://127.0.0.1:${port} is unreachable (no connection); each proxy process counts alone until it answers.`,
        ])
      } finally {
        silent.close()
        for (const socket of sockets) socket.destroy()
      }
    }, 60_000)

    it('refuses a URL it cannot use at start-up, naming --redis', async () => {
      const result = await runCli(['--port', '0', '--redis', 'localhost:6379'])
      expect(result.code).toBe(2)
      expect(result.output).toContain(
        '--redis must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got "localhost:6379".',
      )
    }, 30_000)
  },
)
