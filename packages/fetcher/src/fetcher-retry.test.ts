import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFetcher } from './fetcher.js'
import type { FaultServer } from '../test/fault-server.js'
import { json, startFaultServer, statusSequence } from '../test/fault-server.js'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

let server: FaultServer
let delays: number[]
const fetcher = createFetcher({
  sleep: async (ms) => {
    delays.push(ms)
  },
  random: () => 0.5,
  now: () => NOW,
})

beforeEach(async () => {
  server = await startFaultServer()
  delays = []
})
afterEach(() => server.close())

describe('fetcher retries', () => {
  it('retries a 503 storm twice with 1 s then 2 s and returns the last error', async () => {
    server.handle(statusSequence([503, 503, 503, 503]))
    const result = await fetcher({ url: `${server.url}/storm`, method: 'GET' })
    expect(server.hits).toHaveLength(3)
    expect(delays).toEqual([1000, 2000])
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'status-code', statusCode: 503, body: { status: 503 } },
    })
    expect(result.rawResponse.status).toBe(503)
  })

  it('succeeds when a 500 and a 502 are followed by a 200', async () => {
    server.handle(statusSequence([500, 502]))
    const result = await fetcher({ url: server.url, method: 'GET' })
    expect(result).toMatchObject({ ok: true, body: { ok: true } })
    expect(server.hits).toHaveLength(3)
    expect(delays).toEqual([1000, 2000])
  })

  it('retries every 5xx, including uncommon ones such as 507 and 599', async () => {
    server.handle(statusSequence([507, 599]))
    const result = await fetcher({ url: server.url, method: 'GET' })
    expect(result.ok).toBe(true)
    expect(server.hits).toHaveLength(3)
  })

  it('retries 408', async () => {
    server.handle(statusSequence([408]))
    const result = await fetcher({ url: server.url, method: 'GET' })
    expect(result.ok).toBe(true)
    expect(server.hits).toHaveLength(2)
  })

  it('waits Retry-After seconds on a 429', async () => {
    server.handle(statusSequence([429], { 'Retry-After': '3' }))
    const result = await fetcher({ url: server.url, method: 'GET' })
    expect(result.ok).toBe(true)
    expect(delays).toEqual([3000])
  })

  it('waits until a Retry-After HTTP date', async () => {
    server.handle(statusSequence([429, 429], { 'Retry-After': new Date(NOW + 5000).toUTCString() }))
    await fetcher({ url: server.url, method: 'GET' })
    expect(delays).toEqual([5000, 5000])
  })

  it('waits until X-RateLimit-Reset (epoch seconds)', async () => {
    server.handle(statusSequence([429], { 'X-RateLimit-Reset': String(NOW / 1000 + 7) }))
    await fetcher({ url: server.url, method: 'GET' })
    expect(delays).toEqual([7000])
  })

  it('caps a Retry-After of an hour at 60 s', async () => {
    server.handle(statusSequence([503], { 'Retry-After': '3600' }))
    await fetcher({ url: server.url, method: 'GET' })
    expect(delays).toEqual([60_000])
  })

  it('jitters every delay within 0.8–1.2', async () => {
    const low: number[] = []
    const high: number[] = []
    const record = (into: number[], random: number) =>
      createFetcher({ sleep: async (ms) => void into.push(ms), random: () => random, now: () => NOW })
    server.handle(statusSequence([503, 503, 503, 503, 503, 503], { 'Retry-After': '10' }))
    await record(low, 0)({ url: server.url, method: 'GET' })
    await record(high, 0.999_999_9)({ url: server.url, method: 'GET' })
    expect(low).toEqual([8000, 8000])
    for (const delay of high) expect(delay).toBeCloseTo(12_000, 2)
  })

  it('retries a POST and sends its JSON body on every attempt', async () => {
    server.handle(statusSequence([500, 500]))
    const result = await fetcher({ url: server.url, method: 'POST', body: { name: 'Ada' } })
    expect(result.ok).toBe(true)
    expect(server.hits.map((hit) => hit.method)).toEqual(['POST', 'POST', 'POST'])
    expect(server.hits.map((hit) => hit.body.toString())).toEqual(Array(3).fill('{"name":"Ada"}'))
  })

  it.each([400, 401, 404, 409, 422])('does not retry %i', async (status) => {
    server.handle(statusSequence([status]))
    const result = await fetcher({ url: server.url, method: 'PUT', body: {} })
    expect(server.hits).toHaveLength(1)
    expect(delays).toEqual([])
    expect(result).toMatchObject({ ok: false, error: { reason: 'status-code', statusCode: status } })
  })

  it('does not retry a connection reset', async () => {
    server.handle((request) => request.socket.destroy())
    const result = await fetcher({ url: server.url, method: 'GET' })
    expect(server.hits).toHaveLength(1)
    expect(delays).toEqual([])
    expect(result).toMatchObject({ ok: false, error: { reason: 'unknown' }, rawResponse: { status: 0 } })
  })

  it('honours maxRetries and the retry object', async () => {
    server.handle(statusSequence([503, 503, 503, 503, 503, 503, 503, 503]))
    await fetcher({ url: server.url, method: 'GET', maxRetries: 0 })
    expect(server.hits).toHaveLength(1)
    await fetcher({ url: server.url, method: 'GET', maxRetries: 4, retry: { initialDelayMs: 10 } })
    expect(server.hits).toHaveLength(6)
    expect(delays).toEqual([10, 20, 40, 80])
  })

  it('retries only the statuses of a custom policy', async () => {
    server.handle(statusSequence([409, 503]))
    const result = await fetcher({ url: server.url, method: 'GET', retry: { statusCodes: [409] } })
    expect(server.hits).toHaveLength(2)
    expect(result).toMatchObject({ ok: false, error: { statusCode: 503 } })
  })

  it('does not retry a stream body, which cannot be sent twice', async () => {
    server.handle(statusSequence([503]))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('chunk'))
        controller.close()
      },
    })
    const result = await fetcher({ url: server.url, method: 'POST', body, requestType: 'bytes' })
    expect(server.hits).toHaveLength(1)
    expect(server.hits[0]?.body.toString()).toBe('chunk')
    expect(result).toMatchObject({ ok: false, error: { statusCode: 503 } })
  })

  it('reports each retry to onRetry', async () => {
    const retries: unknown[] = []
    const observed = createFetcher({
      sleep: async () => undefined,
      random: () => 0.5,
      onRetry: (r) => retries.push(r),
    })
    server.handle(statusSequence([503, 429]))
    await observed({ url: server.url, method: 'GET' })
    expect(retries).toEqual([
      { attempt: 0, delayMs: 1000, status: 503 },
      { attempt: 1, delayMs: 2000, status: 429 },
    ])
  })

  it('waits for real with the default sleep', async () => {
    const real = createFetcher()
    server.handle(statusSequence([503]))
    const started = performance.now()
    const result = await real({ url: server.url, method: 'GET', retry: { initialDelayMs: 50, jitter: 0 } })
    expect(result.ok).toBe(true)
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
  })

  it('completes concurrent calls that each meet a retryable status', async () => {
    server.handle((_, response, index) =>
      index % 2 === 0 ? json(response, 503, {}) : json(response, 200, { index }),
    )
    const results = await Promise.all([0, 1, 2].map(() => fetcher({ url: server.url, method: 'GET' })))
    expect(results.every((result) => result.ok)).toBe(true)
  })
})
