import { createServer, type Server } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { tryWebSocket } from '../../test/websocket.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { startProxyServer, type RunningProxy } from './node-server.js'

/** Hostile or broken targets and clients: the proxy answers them and keeps running. */
describe('the Node proxy under hostile targets', () => {
  let upstream: TestUpstream
  let other: TestUpstream
  let proxy: RunningProxy
  beforeAll(async () => {
    upstream = await startTestUpstream('127.0.0.1')
    other = await startTestUpstream('127.0.0.2')
    proxy = await startProxyServer({ port: 0, allowPrivate: true })
  })
  afterAll(async () => {
    await proxy.close()
    await upstream.close()
    await other.close()
  })

  it('survives a redirect whose body is cut off, and follows it', async () => {
    const response = await fetch(`${proxy.url}/${upstream.url}/broken-redirect`)
    expect(response.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await (await fetch(`${proxy.url}/healthz`)).text()).toBe('ok')
  })

  it('replaces a reason phrase with control characters by the standard one', async () => {
    const raw: Server = createServer((socket) => {
      socket.once('data', () =>
        socket.end('HTTP/1.1 200 O\x01K\r\nContent-Length: 2\r\nContent-Type: text/plain\r\n\r\nhi'),
      )
    })
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve))
    const port = (raw.address() as { port: number }).port
    try {
      const response = await fetch(`${proxy.url}/http://127.0.0.1:${port}/`)
      expect([response.status, response.statusText, await response.text()]).toEqual([200, 'OK', 'hi'])
    } finally {
      raw.close()
    }
  })

  it('makes proxied answers inert as pages and keeps them out of shared caches', async () => {
    const response = await fetch(`${proxy.url}/${upstream.url}/echo`)
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('does not let a target forge the proxy protocol headers', async () => {
    const response = await fetch(`${proxy.url}/${upstream.url}/forged`)
    await response.text()
    expect(response.headers.get('x-fern-proxy-response-time')).toBeNull()
    expect(response.headers.get('x-fern-proxy-response-headers')?.split(',')).not.toContain(
      'x-fern-proxy-response-time',
    )
  })

  it('carries only content headers across origins on a redirect', async () => {
    const response = await fetch(
      `${proxy.url}/${upstream.url}/redirect?to=${encodeURIComponent(`${other.url}/echo`)}`,
      {
        headers: {
          'X-Api-Key': 'secret-key',
          Accept: 'application/json',
          'X-Fern-Proxy-Request-Headers': 'X-Api-Key,Accept',
        },
      },
    )
    const echoed = (await response.json()) as { headers: Record<string, string> }
    expect(echoed.headers['x-api-key']).toBeUndefined()
    expect(echoed.headers['accept']).toBe('application/json')
  })

  it('counts HTTP requests and websocket upgrades against one rate limit', async () => {
    const limited = await startProxyServer({
      port: 0,
      allowPrivate: true,
      rateLimit: { limit: 2, windowMs: 60_000 },
    })
    try {
      expect((await fetch(`${limited.url}/${upstream.url}/`)).status).toBe(200)
      expect((await fetch(`${limited.url}/${upstream.url}/`)).status).toBe(200)
      const attempt = await tryWebSocket(limited.url, 'ws://127.0.0.1:9/', { waitMs: 500 })
      expect(attempt.refusedStatus).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
