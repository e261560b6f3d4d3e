import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createFetcher } from './fetcher.js'
import { createJsonFetchCache, fetchJson, preloadJson } from './json-fetch.js'
import type { FaultServer } from '../test/fault-server.js'
import { json, startFaultServer } from '../test/fault-server.js'

let server: FaultServer

beforeEach(async () => {
  server = await startFaultServer((request, response, index) =>
    json(response, 200, { index, url: request.url }),
  )
})
afterEach(() => server.close())

const Config = z.object({ index: z.number(), url: z.string() })

describe('createJsonFetchCache', () => {
  it('GETs JSON and parses it with the schema', async () => {
    const cache = createJsonFetchCache()
    const result = await cache.fetchJson(`${server.url}/config`, { schema: Config, headers: { 'X-A': '1' } })
    expect(result).toMatchObject({ ok: true, body: { index: 0, url: '/config' } })
    expect(server.hits[0]).toMatchObject({ method: 'GET', headers: { 'x-a': '1' } })
  })

  it('reports a schema failure naming the path', async () => {
    const cache = createJsonFetchCache()
    const result = await cache.fetchJson(server.url, { schema: z.object({ index: z.string() }) })
    expect(result).toMatchObject({
      ok: false,
      error: {
        reason: 'unknown',
        errorMessage:
          'Response body failed validation at $.index: Invalid input: expected string, received number',
      },
      rawResponse: { status: 200 },
    })
  })

  it('serves a preload to the first fetch of its URL, then fetches afresh', async () => {
    const cache = createJsonFetchCache()
    const url = `${server.url}/config`
    const preloaded = cache.preload(url)
    expect(cache.has(url)).toBe(true)
    const first = await cache.fetchJson(url, { schema: Config })
    expect(first).toMatchObject({ ok: true, body: { index: 0 } })
    expect(await preloaded).toMatchObject({ ok: true, body: { index: 0 } })
    expect(cache.has(url)).toBe(false)
    expect(await cache.fetchJson(url)).toMatchObject({ ok: true, body: { index: 1 } })
    expect(server.hits).toHaveLength(2)
  })

  it('shares one request between preloads of the same request and keys by the exact URL', async () => {
    const cache = createJsonFetchCache()
    const a = cache.preload(`${server.url}/a`)
    expect(cache.preload(`${server.url}/a`)).toBe(a)
    await a
    await cache.fetchJson(`${server.url}/a?x=1`)
    expect(server.hits.map((hit) => hit.url)).toEqual(['/a', '/a?x=1'])
    expect(cache.has(`${server.url}/a`)).toBe(true)
  })

  it('serves a finished preload without a new request', async () => {
    const cache = createJsonFetchCache()
    await cache.preload(server.url)
    expect(await cache.fetchJson(server.url)).toMatchObject({ ok: true, body: { index: 0 } })
    expect(server.hits).toHaveLength(1)
  })

  it('serves a failed preload as the failure it was', async () => {
    server.handle((_, response) => json(response, 404, { error: 'NotFound' }))
    const cache = createJsonFetchCache()
    void cache.preload(server.url, { maxRetries: 0 })
    expect(await cache.fetchJson(server.url)).toMatchObject({
      ok: false,
      error: { reason: 'status-code', statusCode: 404, body: { error: 'NotFound' } },
    })
    expect(server.hits).toHaveLength(1)
  })

  it('cancels the preloaded request when its reader aborts', async () => {
    server.handle(() => undefined)
    const cache = createJsonFetchCache()
    const preloaded = cache.preload(server.url)
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 30)
    const result = await cache.fetchJson(server.url, { abortSignal: controller.signal })
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'unknown', errorMessage: 'The user aborted a request' },
      rawResponse: { status: 499 },
    })
    expect(await preloaded).toMatchObject({ ok: false, rawResponse: { status: 499 } })
  })

  it('returns a user abort at once for a reader whose signal is already aborted, whatever the reason', async () => {
    const cache = createJsonFetchCache()
    void cache.preload(server.url)
    const result = await cache.fetchJson(server.url, { abortSignal: AbortSignal.abort('timeout') })
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'unknown', errorMessage: 'The user aborted a request' },
      rawResponse: { status: 499 },
    })
  })

  it('clears one waiting preload, or all, cancelling their requests', async () => {
    server.handle(() => undefined)
    const cache = createJsonFetchCache()
    const a = cache.preload(`${server.url}/a`)
    const b = cache.preload(`${server.url}/b`)
    cache.clear(`${server.url}/a`)
    expect(cache.has(`${server.url}/a`)).toBe(false)
    expect(cache.has(`${server.url}/b`)).toBe(true)
    cache.clear()
    expect(cache.has(`${server.url}/b`)).toBe(false)
    expect(await a).toMatchObject({ ok: false, rawResponse: { status: 499 } })
    expect(await b).toMatchObject({ ok: false, rawResponse: { status: 499 } })
  })

  it('sends through the fetcher it was given, retries included', async () => {
    server.handle((_, response, index) => json(response, index === 0 ? 503 : 200, { index }))
    const delays: number[] = []
    const cache = createJsonFetchCache({
      fetcher: createFetcher({ sleep: async (ms) => void delays.push(ms), random: () => 0.5 }),
    })
    expect(await cache.fetchJson(server.url)).toMatchObject({ ok: true, body: { index: 1 } })
    expect(delays).toEqual([1000])
  })
})

describe('fetchJson and preloadJson', () => {
  it('share the module cache', async () => {
    const url = `${server.url}/shared`
    await preloadJson(url)
    expect(await fetchJson(url, { schema: Config })).toMatchObject({
      ok: true,
      body: { index: 0, url: '/shared' },
    })
    expect(await fetchJson(url)).toMatchObject({ ok: true, body: { index: 1 } })
  })
})

describe('the preload key and lifetime', () => {
  it('serves a preload only to a reader with the same headers, query and credentials', async () => {
    const cache = createJsonFetchCache()
    const url = `${server.url}/me`
    void cache.preload(url, { headers: { Authorization: 'Bearer alice' } })
    const bob = await cache.fetchJson(url, { headers: { Authorization: 'Bearer bob' } })
    expect(bob).toMatchObject({ ok: true, body: { index: 1 } })
    expect(server.hits[1]?.headers.authorization).toBe('Bearer bob')
    const anonymous = await cache.fetchJson(url)
    expect(anonymous).toMatchObject({ ok: true, body: { index: 2 } })
    expect(cache.has(url, { headers: { authorization: 'Bearer alice' } })).toBe(true)
    const alice = await cache.fetchJson(url, { headers: { authorization: 'Bearer alice', 'X-None': null } })
    expect(alice).toMatchObject({ ok: true, body: { index: 0 } })
    void cache.preload(url, { queryParameters: { page: 1 } })
    void cache.preload(url, { withCredentials: true })
    expect(cache.has(url)).toBe(false)
    expect(cache.has(url, { queryParameters: { page: 1 } })).toBe(true)
    expect(cache.has(url, { withCredentials: true })).toBe(true)
    cache.clear(url)
    expect(cache.has(url, { queryParameters: { page: 1 } })).toBe(false)
    expect(cache.has(url, { withCredentials: true })).toBe(false)
  })

  it('drops and cancels an unread preload once its TTL has passed', async () => {
    server.handle(() => undefined)
    let time = 0
    const cache = createJsonFetchCache({ ttlMs: 1000, now: () => time })
    const preloaded = cache.preload(server.url)
    time = 999
    expect(cache.has(server.url)).toBe(true)
    time = 1000
    expect(cache.has(server.url)).toBe(false)
    expect(await preloaded).toMatchObject({ ok: false, rawResponse: { status: 499 } })
  })

  it('keeps at most maxEntries unread preloads, dropping the oldest', async () => {
    const cache = createJsonFetchCache({ maxEntries: 2 })
    const first = cache.preload(`${server.url}/1`)
    const kept = [cache.preload(`${server.url}/2`), cache.preload(`${server.url}/3`)]
    expect(cache.has(`${server.url}/1`)).toBe(false)
    expect(cache.has(`${server.url}/2`)).toBe(true)
    expect(cache.has(`${server.url}/3`)).toBe(true)
    expect(await first).toMatchObject({ ok: false, rawResponse: { status: 499 } })
    await Promise.all(kept)
    expect(server.hits.map((hit) => hit.url).sort()).toEqual(['/2', '/3'])
  })

  it('turns a fetcher that rejects into an unknown result, so an unread preload leaks no rejection', async () => {
    const cache = createJsonFetchCache({ fetcher: () => Promise.reject(new Error('fetcher broke')) })
    const unread = cache.preload(`${server.url}/never-read`)
    expect(await unread).toMatchObject({
      ok: false,
      error: { reason: 'unknown', errorMessage: 'fetcher broke' },
      rawResponse: { status: 0 },
    })
    void cache.preload(`${server.url}/dropped`)
    cache.clear()
    expect(await cache.fetchJson(server.url)).toMatchObject({ ok: false, error: { reason: 'unknown' } })
  })
})
