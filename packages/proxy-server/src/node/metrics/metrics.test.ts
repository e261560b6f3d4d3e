import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshGet } from '../../../test/drain-support.js'
import { startTestUpstream, type TestUpstream } from '../../../test/test-upstream.js'
import {
  handshakeFrame,
  openThroughProxy,
  startWebSocketUpstream,
  type TestWebSocketUpstream,
} from '../../../test/websocket.js'
import { REFUSAL_REASONS } from '../../policy/target-checks.js'
import { startProxyServer, type RunningProxy } from '../node-server.js'

const ORIGIN = 'https://docs.example.com'

/** The samples of one metric in Prometheus text, by their label set as written (`{code="200"}`, or ''). */
function samples(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line)
    if (match?.[1] === name) found.set(match[2] ?? '', Number(match[3]))
  }
  return found
}

async function scrape(proxy: RunningProxy): Promise<string> {
  const response = await fetch(proxy.metricsUrl ?? 'http://metrics.url.missing/')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

async function waitForSample(proxy: RunningProxy, name: string, value: number): Promise<void> {
  for (let tries = 0; ; tries++) {
    if (samples(await scrape(proxy), name).get('') === value) return
    if (tries > 200) throw new Error(`${name} never became ${value}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('Prometheus metrics', { timeout: 30_000 }, () => {
  let upstream: TestUpstream
  let sockets: TestWebSocketUpstream
  let proxy: RunningProxy
  beforeAll(async () => {
    upstream = await startTestUpstream()
    sockets = await startWebSocketUpstream()
    proxy = await startProxyServer({
      port: 0,
      allowOrigins: [ORIGIN],
      // Only the upstreams' address is opened, so that 10.1.2.3 is still an address refusal.
      allowAddresses: ['127.0.0.1'],
      // A window starts with a client's first request: the 6th and 7th of this test are over the limit.
      rateLimit: { limit: 5, windowMs: 60_000 },
      metrics: { port: 0 },
    })
  })
  afterAll(async () => {
    await proxy.close()
    await upstream.close()
    await sockets.close()
  })

  it('counts exactly what was sent: answers by status, refusals by reason, upstream times, websockets', async () => {
    expect(proxy.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    expect(proxy.metricsUrl).not.toBe(`${proxy.url}/metrics`)
    const before = await scrape(proxy)
    expect(samples(before, 'api_explorer_proxy_requests_total').size).toBe(0)
    // Every reason is there from the start, at 0.
    expect(samples(before, 'api_explorer_proxy_refusals_total')).toEqual(
      new Map(REFUSAL_REASONS.map((reason) => [`{reason="${reason}"}`, 0])),
    )

    const send = async (path: string, origin = ORIGIN): Promise<number> => {
      const response = await fetch(`${proxy.url}/${path}`, { headers: { Origin: origin } })
      await response.arrayBuffer()
      return response.status
    }
    // Within the limit of 5: three forwarded, one refused address, one websocket.
    for (let index = 0; index < 3; index++) expect(await send(`${upstream.url}/echo?n=${index}`)).toBe(200)
    expect(await send(`${upstream.url}/echo`, 'https://evil.example')).toBe(403)
    expect(await send('http://10.1.2.3/secret')).toBe(403)
    const client = openThroughProxy(proxy.url, `${sockets.url}/chat`)
    await client.opened
    client.socket.send(handshakeFrame())
    client.socket.send('hello')
    expect((await client.next()).text).toBe('hello')
    expect(samples(await scrape(proxy), 'api_explorer_proxy_websockets_open').get('')).toBe(1)
    client.socket.close(1000, 'bye')
    await client.closed
    await waitForSample(proxy, 'api_explorer_proxy_websockets_open', 0)
    // Over the limit.
    expect(await send(`${upstream.url}/echo`)).toBe(429)
    expect(await send(`${upstream.url}/echo`)).toBe(429)

    const text = await scrape(proxy)
    expect(samples(text, 'api_explorer_proxy_requests_total')).toEqual(
      new Map([
        ['{code="200"}', 3],
        ['{code="403"}', 2],
        ['{code="101"}', 1],
        ['{code="429"}', 2],
      ]),
    )
    const refusals = samples(text, 'api_explorer_proxy_refusals_total')
    expect(Object.fromEntries([...refusals].filter(([, count]) => count > 0))).toEqual({
      '{reason="origin"}': 1,
      '{reason="address"}': 1,
      '{reason="rate_limit"}': 2,
    })
    expect(samples(text, 'api_explorer_proxy_upstream_duration_seconds_count').get('')).toBe(3)
    expect(samples(text, 'api_explorer_proxy_upstream_duration_seconds_bucket').get('{le="+Inf"}')).toBe(3)
    expect(samples(text, 'api_explorer_proxy_upstream_duration_seconds_sum').get('')).toBeGreaterThan(0)
    expect(samples(text, 'api_explorer_proxy_websockets_open').get('')).toBe(0)
    // The process defaults.
    expect(samples(text, 'process_cpu_user_seconds_total').get('')).toBeGreaterThan(0)
    expect(samples(text, 'nodejs_heap_size_used_bytes').get('')).toBeGreaterThan(0)
    expect(text).toContain('# TYPE api_explorer_proxy_requests_total counter')
    expect(text).toContain('# TYPE api_explorer_proxy_upstream_duration_seconds histogram')
    expect(text).toContain('# TYPE api_explorer_proxy_websockets_open gauge')

    // No label value names a target host, a path or a client address.
    const values = [...text.matchAll(/="([^"]*)"/g)].map((match) => match[1] ?? '')
    const upstreamHost = new URL(upstream.url).host
    for (const secret of ['127.0.0.1', upstreamHost, '10.1.2.3', 'evil.example', '/echo', '/secret', '/chat'])
      expect(values.filter((value) => value.includes(secret))).toEqual([])
    expect(text).not.toContain(upstreamHost)
    expect(text).not.toContain('10.1.2.3')
  })

  it('never serves the metrics on the proxy port', async () => {
    // From another address: 127.0.0.1 is over its rate limit by now.
    const onProxy = await freshGet(`${proxy.url}/metrics`, {}, { localAddress: '127.0.0.2' })
    expect(onProxy.status).toBe(400)
    expect(onProxy.body).not.toContain('api_explorer_proxy')
    expect(JSON.parse(onProxy.body)).toMatchObject({ status: 400, message: 'Invalid target URL' })
    const text = await scrape(proxy)
    expect(samples(text, 'api_explorer_proxy_refusals_total').get('{reason="target"}')).toBe(1)
    // Only /metrics on the metrics listener.
    const other = await freshGet((proxy.metricsUrl ?? '').replace(/\/metrics$/, '/healthz'))
    expect(other.status).toBe(404)
  })

  it('keeps two proxies in one process apart, and stops the listener on close', async () => {
    const second = await startProxyServer({ port: 0, allowPrivate: true, metrics: { port: 0 } })
    let closed = false
    try {
      expect(second.metricsUrl).not.toBe(proxy.metricsUrl)
      expect((await fetch(`${second.url}/${upstream.url}/echo`)).status).toBe(200)
      const text = await scrape(second)
      expect(samples(text, 'api_explorer_proxy_requests_total')).toEqual(new Map([['{code="200"}', 1]]))
      // The first proxy's counts did not move.
      expect(samples(await scrape(proxy), 'api_explorer_proxy_requests_total').get('{code="200"}')).toBe(3)
      await second.close()
      closed = true
      await expect(freshGet(second.metricsUrl ?? '')).rejects.toThrow()
    } finally {
      if (!closed) await second.close()
    }
  })

  it('has no metrics listener unless asked', async () => {
    const plain = await startProxyServer({ port: 0 })
    try {
      expect(plain.metricsUrl).toBeUndefined()
      expect((await freshGet(`${plain.url}/metrics`)).status).toBe(400)
    } finally {
      await plain.close()
    }
  })
})
