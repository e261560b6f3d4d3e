import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { bundleWorker, type WorkerBundle } from '../../test/worker-bundle.js'
import { miniflareWorker, readWranglerToml } from '../../test/wrangler-miniflare.js'

// The worker as Cloudflare runs it: wrangler.toml's `main` bundled as wrangler bundles it, run in workerd
// through Miniflare with the file's compatibility date, vars, Durable Object binding and migration.
// Upstreams are real servers on 127.0.0.1; workerd (unlike Cloudflare's edge) can reach them, so these tests
// also show that the handler's own checks refuse loopback, private and metadata addresses.

const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const config = readWranglerToml(packageDir)
// CI machines are shared and loaded: generous limits, no speed assertions.
const SLOW = 120_000

let bundle: WorkerBundle
beforeAll(async () => {
  bundle = await bundleWorker(packageDir, config.main)
}, SLOW)
afterAll(() => bundle?.remove())

describe('the worker bundle', () => {
  it('holds neither undici nor node: built-ins, so it needs no nodejs_compat', () => {
    expect(config.compatibility_flags ?? []).not.toContain('nodejs_compat')
    expect(bundle.inputs.filter((input) => /undici|src\/node\/|node-target-fetch\.ts$/.test(input))).toEqual(
      [],
    )
    expect(bundle.code).not.toMatch(/["']node:/)
    expect(bundle.inputs).toContain('src/fetch/node-target-fetch-unavailable.ts')
  })
})

describe('wrangler.toml as written, in workerd', () => {
  let mf: Miniflare
  let upstream: TestUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream()
    mf = new Miniflare({ workers: [miniflareWorker(config, bundle.path)] })
    await mf.ready
  }, SLOW)
  afterAll(async () => {
    await mf?.dispose()
    await upstream?.close()
  }, SLOW)

  it('answers /healthz', async () => {
    const response = await mf.dispatchFetch('http://proxy.test/healthz')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
  })

  it.each([
    ['a loopback literal', () => `${upstream.url}/`],
    ['an IPv6 loopback literal', () => `http://[::1]:${new URL(upstream.url).port}/`],
    ['a private address', () => 'http://10.0.0.1/'],
    ['a cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses %s', async (_name, target) => {
    const before = upstream.seen.length
    const response = await mf.dispatchFetch(`http://proxy.test/${target()}`, {
      headers: { 'CF-Connecting-IP': '198.51.100.1' },
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(/^Proxy target address not allowed: /)
    expect(upstream.seen.length).toBe(before)
  })
})

describe('with 127.0.0.1 allowed and a limit of 5 per minute, in workerd', () => {
  const LIMIT = 5
  const vars = {
    API_EXPLORER_PROXY_ALLOW_ADDRESSES: '127.0.0.1',
    API_EXPLORER_PROXY_RATE_LIMIT: String(LIMIT),
  }
  let mf: Miniflare
  let upstream: TestUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream()
    const proxy = miniflareWorker(config, bundle.path, vars)
    mf = new Miniflare({
      workers: [
        proxy,
        // A second worker is a second isolate: it counts in the first one's Durable Objects.
        {
          ...proxy,
          name: 'second-isolate',
          routes: ['second.test/*'],
          durableObjects: { RATE_LIMITER: { className: 'ProxyRateLimiter', scriptName: config.name } },
        },
        // The same worker without the binding counts in its own memory.
        { ...proxy, name: 'no-durable-object', routes: ['alone.test/*'], durableObjects: {} },
      ],
    })
    await mf.ready
  }, SLOW)
  afterAll(async () => {
    await mf?.dispose()
    await upstream?.close()
  }, SLOW)

  it(
    'streams server-sent events: the first arrives while the target is still holding the stream open',
    async () => {
      const response = await mf.dispatchFetch(`http://proxy.test/${upstream.url}/sse`, {
        headers: { 'CF-Connecting-IP': '198.51.100.2' },
      })
      expect(response.status).toBe(200)
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      let text = ''
      // The upstream sends its second event and ends only after releaseStream(): reading the first one
      // here, before releasing, proves the worker passed it on without waiting for the end.
      while (!text.includes('data: 1')) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`the stream ended before the first event: ${text}`)
        text += decoder.decode(value, { stream: true })
      }
      expect(text).not.toContain('data: 2')
      upstream.releaseStream()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
      }
      expect(text).toContain('event: second\ndata: 2')
    },
    SLOW,
  )

  it(
    'forwards a multipart upload with a binary file byte for byte',
    async () => {
      const file = randomBytes(300 * 1024)
      const form = new FormData()
      form.append('note', 'a random file')
      form.append('file', new Blob([file], { type: 'application/octet-stream' }), 'random.bin')
      // The exact bytes sent, so that what the upstream received can be compared with them.
      const encoded = new Request('http://encode.test/', { method: 'POST', body: form })
      const body = Buffer.from(await encoded.arrayBuffer())
      const response = await mf.dispatchFetch(`http://proxy.test/${upstream.url}/upload`, {
        method: 'POST',
        headers: {
          'Content-Type': encoded.headers.get('content-type') ?? '',
          'CF-Connecting-IP': '198.51.100.3',
        },
        body,
      })
      expect(response.status).toBe(200)
      await response.text()
      const received = upstream.seen.find((request) => request.url === '/upload')?.body
      expect(received).toBeDefined()
      expect(sha256(received!)).toBe(sha256(body))
      expect(received!.includes(file)).toBe(true)
    },
    SLOW,
  )

  it(
    'with the Durable Object, gives one client exactly the limit across two isolates, and others theirs',
    async () => {
      const statuses: number[] = []
      const retryAfters: number[] = []
      // One at a time, alternating isolates: the count is the object's, whichever isolate asks.
      for (let index = 0; index < LIMIT + 3; index++) {
        const host = index % 2 === 0 ? 'proxy.test' : 'second.test'
        const response = await mf.dispatchFetch(`http://${host}/${upstream.url}/limited`, {
          headers: { 'CF-Connecting-IP': '203.0.113.10' },
        })
        statuses.push(response.status)
        if (response.status === 429) retryAfters.push(Number(response.headers.get('retry-after')))
        await response.text()
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT)
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429])
      for (const seconds of retryAfters) {
        expect(Number.isInteger(seconds)).toBe(true)
        expect(seconds).toBeGreaterThanOrEqual(1)
        expect(seconds).toBeLessThanOrEqual(60)
      }
      const other = await mf.dispatchFetch(`http://second.test/${upstream.url}/limited`, {
        headers: { 'CF-Connecting-IP': '203.0.113.11' },
      })
      expect(other.status).toBe(200)
      await other.text()
    },
    SLOW,
  )

  it(
    'without the Durable Object, counts in the isolate: the limit holds there too',
    async () => {
      const statuses: number[] = []
      for (let index = 0; index < LIMIT + 2; index++) {
        const response = await mf.dispatchFetch(`http://alone.test/${upstream.url}/alone`, {
          headers: { 'CF-Connecting-IP': '203.0.113.20' },
        })
        statuses.push(response.status)
        await response.text()
      }
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429])
    },
    SLOW,
  )
})

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}
