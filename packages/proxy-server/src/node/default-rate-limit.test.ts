import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { statusFrom } from '../../test/status-from.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { parseCliCommand } from '../cli-options.js'
import { PROXY_DEFAULTS } from '../policy/proxy-policy.js'
import { startProxyServer } from './node-server.js'

/** Requests in flight at once: well under the 64 connections a client may hold. */
const PARALLEL = 10

type Attempt = {
  statuses: number[]
  limited: Response
  limitedBody: string
  otherClient: number
  reachedUpstream: number
  /** Whether the attempt outlasted its window (a client's window starts with its first request). */
  straddled: boolean
}

/**
 * The configuration `pnpm bench` must change (see the README's Performance section) still protects a
 * default deployment: the command line without --rate-limit, a real server, real requests from 127.0.0.1.
 */
describe('the rate limit in the default configuration', () => {
  let upstream: TestUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream('127.0.0.1')
  })
  afterAll(async () => {
    await upstream.close()
  })

  async function attempt(): Promise<Attempt> {
    // Only the upstream's address is opened up; nothing about the rate limit is set.
    const command = parseCliCommand(['--port', '0', '--allow-address', '127.0.0.1'], {})
    if (command.type !== 'start') throw new Error('expected a start command')
    expect(command.options.rateLimit).toBeUndefined()
    const proxy = await startProxyServer(command.options)
    const started = Date.now()
    const seenBefore = upstream.seen.length
    try {
      const target = `${proxy.url}/${upstream.url}/`
      const statuses: number[] = []
      for (let sent = 0; sent < PROXY_DEFAULTS.rateLimit.limit; sent += PARALLEL) {
        const batch = Array.from({ length: Math.min(PARALLEL, PROXY_DEFAULTS.rateLimit.limit - sent) }, () =>
          fetch(target).then(async (response) => {
            await response.arrayBuffer()
            return response.status
          }),
        )
        statuses.push(...(await Promise.all(batch)))
      }
      const limited = await fetch(target)
      const limitedBody = await limited.text()
      const otherClient = await statusFrom('127.0.0.2', target)
      return {
        statuses,
        limited,
        limitedBody,
        otherClient,
        // The other client's request is forwarded too.
        reachedUpstream: upstream.seen.length - seenBefore - 1,
        straddled: Date.now() - started >= PROXY_DEFAULTS.rateLimit.windowMs,
      }
    } finally {
      await proxy.close()
    }
  }

  it('answers the 601st request of a minute from one address 429 with Retry-After and a JSON reason', async () => {
    let result = await attempt()
    // On a machine so slow that the window ended during the attempt, the count was reset: one more attempt.
    if (result.straddled) result = await attempt()
    expect(PROXY_DEFAULTS.rateLimit).toEqual({ limit: 600, windowMs: 60_000 })
    expect(result.statuses.length).toBe(600)
    expect(result.statuses.every((status) => status === 200)).toBe(true)
    expect(result.limited.status).toBe(429)
    const retryAfter = Number(result.limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true)
    expect(result.limited.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(result.limited.headers.get('access-control-allow-origin')).toBe('*')
    expect(JSON.parse(result.limitedBody)).toEqual({
      status: 429,
      error: 'Too Many Requests',
      message: `Too many requests; retry in ${retryAfter} s`,
    })
    // The refused request never reached the target; another address still has its own allowance.
    expect(result.reachedUpstream).toBe(600)
    expect(result.otherClient).toBe(200)
  }, 120_000)
})
