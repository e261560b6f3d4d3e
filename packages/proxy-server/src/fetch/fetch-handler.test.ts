import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { createFetchHandler } from './fetch-handler.js'

const PROXY = 'https://proxy.example.com'

describe('createFetchHandler', () => {
  let upstream: TestUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream()
  })
  afterAll(async () => {
    await upstream.close()
  })

  it('forwards the listed headers and the body, and answers with the protocol headers and CORS', async () => {
    const handle = createFetchHandler({ allowPrivate: true })
    const response = await handle(
      new Request(`${PROXY}/${upstream.url}/echo?tag=a&tag=b`, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer secret',
          'Content-Type': 'application/json',
          Cookie: 'session=1',
          'X-Not-Listed': 'no',
          'X-Fern-Proxy-Request-Headers': 'Authorization,Content-Type,Cookie',
          Origin: 'https://docs.example.com',
        },
        body: '{"name":"Ada"}',
      }),
    )
    expect(response.status).toBe(200)
    const echoed = (await response.json()) as { url: string; headers: Record<string, string>; body: string }
    expect(echoed.url).toBe('/echo?tag=a&tag=b')
    expect(echoed.body).toBe('{"name":"Ada"}')
    expect(echoed.headers['authorization']).toBe('Bearer secret')
    expect(echoed.headers['cookie']).toBeUndefined()
    expect(echoed.headers['x-not-listed']).toBeUndefined()
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('x-fern-proxy-response-headers')?.split(',')).toContain('content-type')
    expect(Number(response.headers.get('x-fern-proxy-response-time'))).toBeGreaterThanOrEqual(0)
  })

  it('mirrors the status and reason phrase', async () => {
    const handle = createFetchHandler({ allowPrivate: true })
    const response = await handle(new Request(`${PROXY}/${upstream.url}/status/418/Short%20and%20stout`))
    expect([response.status, response.statusText]).toEqual([418, 'Short and stout'])
  })

  it('passes a server-sent event stream through before the target finishes it', async () => {
    const handle = createFetchHandler({ allowPrivate: true })
    const response = await handle(new Request(`${PROXY}/${upstream.url}/sse`))
    expect(response.headers.get('x-fern-proxy-response-time')).toBeNull()
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toContain('event: first')
    upstream.releaseStream()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value)
    expect(rest).toContain('event: second')
  })

  it('refuses loopback and private targets unless allowed, and says why', async () => {
    const handle = createFetchHandler()
    const response = await handle(new Request(`${PROXY}/${upstream.url}/echo`))
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(
      /^Proxy target address not allowed: 127\.0\.0\.1 is a loopback address/,
    )
    expect(upstream.seen.some((seen) => seen.url === '/echo' && seen.method === 'GET')).toBe(false)
  })

  it('checks host names through the resolve hook, and every redirect hop', async () => {
    const handle = createFetchHandler({ allowAddresses: ['127.0.0.1'], resolve: async () => ['10.0.0.8'] })
    const named = await handle(new Request(`${PROXY}/http://internal.example.com/`))
    expect([named.status, await named.text()]).toEqual([
      403,
      'Proxy target address not allowed: internal.example.com resolves to 10.0.0.8, a private address',
    ])
    const open = createFetchHandler({ allowAddresses: [new URL(upstream.url).hostname] })
    const redirected = await open(
      new Request(`${PROXY}/${upstream.url}/redirect?to=http://169.254.169.254/latest/meta-data`),
    )
    expect(redirected.status).toBe(403)
    expect(await redirected.text()).toContain('cloud metadata address')
  })

  it('applies the origin allowlist, the host allowlist, the body limit and the rate limit', async () => {
    const handle = createFetchHandler({
      allowPrivate: true,
      allowOrigins: ['https://docs.example.com'],
      allowHosts: ['127.0.0.1'],
      maxRequestBodyBytes: 8,
      rateLimit: { limit: 2, windowMs: 60_000 },
      clientKey: () => 'client-1',
    })
    const origin = await handle(
      new Request(`${PROXY}/${upstream.url}/`, { headers: { Origin: 'https://evil.example' } }),
    )
    expect([origin.status, await origin.text()]).toEqual([403, 'Origin not allowed: https://evil.example'])
    const host = await handle(new Request(`${PROXY}/http://example.org/`))
    expect([host.status, await host.text()]).toEqual([403, 'Proxy target host not allowed: example.org'])
    const large = await handle(
      new Request(`${PROXY}/${upstream.url}/echo`, { method: 'POST', body: '0123456789' }),
    )
    expect([large.status, await large.text()]).toEqual([413, 'Request body larger than 8 bytes'])
    const limited = await handle(new Request(`${PROXY}/${upstream.url}/`))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('answers preflight, health and websocket upgrade requests itself', async () => {
    const handle = createFetchHandler()
    const preflight = await handle(
      new Request(`${PROXY}/https://api.example.com/`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://docs.example.com',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization',
        },
      }),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization')
    expect(await (await handle(new Request(`${PROXY}/healthz`))).text()).toBe('ok')
    const upgrade = await handle(
      new Request(`${PROXY}/wss://api.example.com/socket`, { headers: { Upgrade: 'websocket' } }),
    )
    expect(upgrade.status).toBe(501)
  })
})
