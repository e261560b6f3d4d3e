import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startProxyServer, type RunningProxy } from './node-server.js'
import { startWebSocketUpstream, tryWebSocket, type TestWebSocketUpstream } from '../../test/websocket.js'

describe('websocket relay without allowPrivate', () => {
  let proxy: RunningProxy
  let upstream: TestWebSocketUpstream
  beforeAll(async () => {
    // A live target on loopback: a refusal must come from the policy, not from nothing listening.
    upstream = await startWebSocketUpstream()
    proxy = await startProxyServer({ port: 0 })
  })
  afterAll(async () => {
    await proxy.close()
    await upstream.close()
  })

  it.each([
    ['loopback IPv4', (port: number) => `ws://127.0.0.1:${port}/`],
    ['localhost', (port: number) => `ws://localhost:${port}/`],
    ['loopback IPv6', (port: number) => `ws://[::1]:${port}/`],
    ['decimal IPv4', (port: number) => `ws://2130706433:${port}/`],
    ['hex and short IPv4', (port: number) => `ws://0x7f.1:${port}/`],
    ['IPv4-mapped IPv6', (port: number) => `ws://[::ffff:127.0.0.1]:${port}/`],
    ['unspecified', (port: number) => `ws://0.0.0.0:${port}/`],
    ['cloud metadata', () => 'ws://169.254.169.254/latest'],
    ['private, over wss', () => 'wss://10.0.0.1/'],
    ['collapsed slashes', (port: number) => `ws:/127.0.0.1:${port}/`],
  ])('refuses %s with 403 before upgrading', async (_name, target) => {
    const attempt = await tryWebSocket(proxy.url, target(upstream.port))
    expect(attempt.refusedStatus).toBe(403)
    expect(attempt.reason).toMatch(/^Proxy target address not allowed: /)
    expect(upstream.requests).toHaveLength(0)
  })

  it('closes with 1011 when a host name resolves to a loopback address', async () => {
    const resolving = await startProxyServer({
      port: 0,
      resolver: async () => [{ address: '127.0.0.1', family: 4 }],
    })
    try {
      const attempt = await tryWebSocket(resolving.url, `ws://rebind.example.com:${upstream.port}/`)
      expect(attempt).toEqual({
        closeCode: 1011,
        reason: `Proxy target address not allowed: rebind.example.com resolves to 127.0.0.1, a loopback address`,
      })
      expect(upstream.requests).toHaveLength(0)
    } finally {
      await resolving.close()
    }
  })

  it('refuses a host outside the allowlist with 403', async () => {
    const strict = await startProxyServer({ port: 0, allowHosts: ['api.example.com'] })
    try {
      const attempt = await tryWebSocket(strict.url, 'wss://other.example.com/')
      expect(attempt).toEqual({
        refusedStatus: 403,
        reason: 'Proxy target host not allowed: other.example.com',
      })
    } finally {
      await strict.close()
    }
  })
})
