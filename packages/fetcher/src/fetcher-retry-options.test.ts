import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'
import { createServer } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createFetcher } from './fetcher.js'
import type { FaultServer } from '../test/fault-server.js'
import { json, startFaultServer, statusSequence } from '../test/fault-server.js'

let server: FaultServer
let delays: number[]
let retries: { attempt: number; delayMs: number; status: number }[]
const fetcher = createFetcher({
  sleep: async (ms) => {
    delays.push(ms)
  },
  random: () => 0.5,
  onRetry: (retry) => retries.push(retry),
})

beforeEach(async () => {
  server = await startFaultServer()
  delays = []
  retries = []
})
afterEach(() => server.close())

describe('retry.methods', () => {
  it('retries every method by default', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      server.handle(statusSequence([503]))
      server.hits.length = 0
      expect(await fetcher({ url: server.url, method })).toMatchObject({ ok: true })
      expect(server.hits).toHaveLength(2)
    }
  })

  it('retries only the listed methods, in any case', async () => {
    server.handle(statusSequence([503, 503, 503, 503]))
    const post = await fetcher({ url: server.url, method: 'POST', body: {}, retry: { methods: ['get'] } })
    expect(post).toMatchObject({ ok: false, error: { reason: 'status-code', statusCode: 503 } })
    expect(server.hits).toHaveLength(1)
    const get = await fetcher({ url: server.url, method: 'get', retry: { methods: ['GET', 'PUT'] } })
    expect(get).toMatchObject({ ok: false, error: { statusCode: 503 } })
    expect(server.hits).toHaveLength(4)
  })

  it('retries nothing with an empty list', async () => {
    server.handle(statusSequence([503]))
    await fetcher({ url: server.url, method: 'GET', retry: { methods: [] } })
    expect(server.hits).toHaveLength(1)
    expect(delays).toEqual([])
  })
})

describe('retry.retryNetworkErrors', () => {
  const resetTwice = (): void =>
    server.handle((request, response, index) =>
      index < 2 ? request.socket.destroy() : json(response, 200, { index }),
    )

  it('does not retry a connection reset by default', async () => {
    resetTwice()
    const result = await fetcher({ url: server.url, method: 'GET' })
    expect(result).toMatchObject({ ok: false, error: { reason: 'unknown' }, rawResponse: { status: 0 } })
    expect(server.hits).toHaveLength(1)
  })

  it('retries connection resets with backoff when enabled, reporting status 0', async () => {
    resetTwice()
    const result = await fetcher({ url: server.url, method: 'GET', retry: { retryNetworkErrors: true } })
    expect(result).toMatchObject({ ok: true, body: { index: 2 } })
    expect(server.hits).toHaveLength(3)
    expect(delays).toEqual([1000, 2000])
    expect(retries.map((retry) => retry.status)).toEqual([0, 0])
  })

  it('gives up on a refused connection after maxRetries with the last failure', async () => {
    const closed = createServer()
    const url = await listenOnFreePort(closed)
    await closeServer(closed)
    const result = await fetcher({ url, method: 'GET', maxRetries: 1, retry: { retryNetworkErrors: true } })
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'unknown', errorMessage: expect.stringMatching(/ECONNREFUSED/) },
      rawResponse: { status: 0, statusText: 'Unknown Error' },
    })
    expect(delays).toEqual([1000])
  })

  it('still does not retry a timeout or a method that is not listed', async () => {
    server.handle(() => undefined)
    const timedOut = await fetcher({
      url: server.url,
      method: 'GET',
      timeoutMs: 50,
      retry: { retryNetworkErrors: true },
    })
    expect(timedOut).toMatchObject({ ok: false, error: { reason: 'timeout' } })
    expect(server.hits).toHaveLength(1)
    resetTwice()
    await fetcher({ url: server.url, method: 'POST', retry: { retryNetworkErrors: true, methods: ['GET'] } })
    expect(server.hits).toHaveLength(2)
    expect(delays).toEqual([])
  })
})

describe('maxRetries clamping', () => {
  it('clamps Infinity to 10 retries', async () => {
    server.handle((_, response) => json(response, 503, {}))
    await fetcher({ url: server.url, method: 'GET', maxRetries: Number.POSITIVE_INFINITY })
    expect(server.hits).toHaveLength(11)
  })

  it('treats NaN and negative counts as no retries', async () => {
    server.handle((_, response) => json(response, 503, {}))
    await fetcher({ url: server.url, method: 'GET', maxRetries: Number.NaN })
    await fetcher({ url: server.url, method: 'GET', retry: { maxRetries: -1 } })
    expect(server.hits).toHaveLength(2)
  })
})

describe('callbacks that throw', () => {
  it('ends the call as unknown with the real raw response when onRetry throws', async () => {
    server.handle(statusSequence([503], { 'X-Trace': 'r1' }))
    const throwing = createFetcher({
      sleep: async () => undefined,
      onRetry: () => {
        throw new Error('logger is down')
      },
    })
    const result = await throwing({ url: server.url, method: 'GET' })
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'unknown', errorMessage: 'logger is down' },
      rawResponse: { status: 503, statusText: 'Service Unavailable' },
    })
    expect(result.rawResponse.headers.get('x-trace')).toBe('r1')
    expect(server.hits).toHaveLength(1)
  })

  it('reports a schema refinement that throws as unknown with the real raw response', async () => {
    server.handle((_, response) => json(response, 200, { id: 'a' }))
    const schema = z.object({ id: z.string() }).refine(() => {
      throw new Error('refinement exploded')
    })
    const result = await fetcher({ url: server.url, method: 'GET', schema })
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'unknown', errorMessage: 'refinement exploded' },
      rawResponse: { status: 200 },
    })
  })
})
