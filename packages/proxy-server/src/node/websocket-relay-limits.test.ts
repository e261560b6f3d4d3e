import { createServer, type Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import type { ProxyLogEvent } from '../policy/proxy-policy.js'
import { startProxyServer } from './node-server.js'
import {
  handshakeFrame,
  nextUpstreamClose,
  openThroughProxy,
  startWebSocketUpstream,
  tryWebSocket,
} from '../../test/websocket.js'

describe('websocket relay limits and lifecycle', () => {
  it('closes both sides with 1008 when the message limit is reached', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true, websocket: { maxMessages: 3 } })
    const upstream = await startWebSocketUpstream()
    try {
      const seen = nextUpstreamClose(upstream)
      const client = openThroughProxy(proxy.url, upstream.url)
      await client.opened
      client.socket.send(handshakeFrame())
      client.socket.send('one') // 1, echoed: 2
      await client.next()
      client.socket.send('two') // 3: relayed, then the limit closes both
      expect(await client.closed).toEqual({ code: 1008, reason: 'Message limit of 3 reached' })
      expect(await seen).toEqual({ code: 1008, reason: 'Message limit of 3 reached' })
      expect(upstream.received.map((message) => message.data.toString())).toEqual(['one', 'two'])
    } finally {
      await proxy.close()
      await upstream.close()
    }
  })

  it('closes both sides with 1001 after the idle timeout', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true, websocket: { idleTimeoutMs: 150 } })
    const upstream = await startWebSocketUpstream()
    try {
      const seen = nextUpstreamClose(upstream)
      const client = openThroughProxy(proxy.url, upstream.url)
      await client.opened
      client.socket.send(handshakeFrame())
      expect(await client.closed).toEqual({ code: 1001, reason: 'Idle timeout' })
      expect(await seen).toEqual({ code: 1001, reason: 'Idle timeout' })
    } finally {
      await proxy.close()
      await upstream.close()
    }
  })

  it('closes with 1011 when the handshake does not arrive in time', async () => {
    const proxy = await startProxyServer({
      port: 0,
      allowPrivate: true,
      websocket: { handshakeTimeoutMs: 100 },
    })
    try {
      const client = openThroughProxy(proxy.url, 'ws://127.0.0.1:9/')
      await client.opened
      expect(await client.closed).toEqual({ code: 1011, reason: 'Handshake not received in time' })
    } finally {
      await proxy.close()
    }
  })

  it('closes both sides with 1009 when either sends a frame over the size limit', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true, websocket: { maxFrameBytes: 1024 } })
    const upstream = await startWebSocketUpstream((socket) => {
      socket.on('message', (data) => {
        if (data.toString() === 'big please') socket.send(Buffer.alloc(2048))
        else socket.send(data)
      })
    })
    try {
      const fromClient = nextUpstreamClose(upstream)
      const client = openThroughProxy(proxy.url, upstream.url)
      await client.opened
      client.socket.send(handshakeFrame())
      client.socket.send('small')
      await client.next() // the relay is open
      client.socket.send(Buffer.alloc(2048))
      expect((await client.closed).code).toBe(1009)
      expect(await fromClient).toEqual({ code: 1009, reason: 'Message too large' })

      const fromUpstream = nextUpstreamClose(upstream)
      const second = openThroughProxy(proxy.url, upstream.url)
      await second.opened
      second.socket.send(handshakeFrame())
      second.socket.send('big please')
      expect(await second.closed).toEqual({ code: 1009, reason: 'Message too large' })
      expect((await fromUpstream).code).toBe(1009)
    } finally {
      await proxy.close()
      await upstream.close()
    }
  })

  it('refuses a browser origin outside the allowlist with 403 before upgrading', async () => {
    const events: ProxyLogEvent[] = []
    const proxy = await startProxyServer({
      port: 0,
      allowPrivate: true,
      allowOrigins: ['https://docs.example.com'],
      log: (event) => events.push(event),
    })
    const upstream = await startWebSocketUpstream()
    try {
      const refused = await tryWebSocket(proxy.url, upstream.url, { origin: 'https://evil.example.com' })
      expect(refused).toEqual({ refusedStatus: 403, reason: 'Origin not allowed: https://evil.example.com' })
      expect(upstream.requests).toHaveLength(0)
      const allowed = await tryWebSocket(proxy.url, upstream.url, {
        origin: 'https://docs.example.com',
        waitMs: 200,
      })
      expect(allowed).toEqual({ stillOpen: true })
      expect(JSON.stringify(events)).not.toContain('evil.example.com')
    } finally {
      await proxy.close()
      await upstream.close()
    }
  })

  it('refuses upgrades beyond the rate limit with 429', async () => {
    const proxy = await startProxyServer({
      port: 0,
      allowPrivate: true,
      rateLimit: { limit: 1, windowMs: 60_000 },
    })
    const upstream = await startWebSocketUpstream()
    try {
      expect(await tryWebSocket(proxy.url, upstream.url, { waitMs: 100 })).toEqual({ stillOpen: true })
      const second = await tryWebSocket(proxy.url, upstream.url)
      expect(second.refusedStatus).toBe(429)
    } finally {
      await proxy.close()
      await upstream.close()
    }
  })

  it('drops the target connection when the client leaves while it is still connecting', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    // A target that accepts TCP but never answers the upgrade.
    const sockets: Socket[] = []
    const silent = createServer((socket) => {
      sockets.push(socket)
      socket.resume() // reads the request (and then the end of the connection)
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    try {
      const client = openThroughProxy(proxy.url, `ws://127.0.0.1:${port}/`)
      await client.opened
      client.socket.send(handshakeFrame())
      await waitFor(() => sockets.length === 1)
      const dropped = new Promise((resolve) => sockets[0]?.once('close', resolve))
      client.socket.close(1000)
      await dropped
      expect(sockets[0]?.destroyed).toBe(true)
    } finally {
      await proxy.close()
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  it('drops live connections on both sides when the proxy closes', async () => {
    const events: ProxyLogEvent[] = []
    const proxy = await startProxyServer({ port: 0, allowPrivate: true, log: (event) => events.push(event) })
    const upstream = await startWebSocketUpstream()
    try {
      const seen = nextUpstreamClose(upstream)
      const client = openThroughProxy(proxy.url, upstream.url)
      await client.opened
      client.socket.send(handshakeFrame())
      client.socket.send('x')
      await client.next()
      // No drain: cut at once (the drain itself is tested in drain.test.ts).
      await proxy.close({ drainMs: 0 })
      expect((await client.closed).code).toBe(1006)
      expect((await seen).code).toBe(1006)
    } finally {
      await upstream.close()
    }
  })
})

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
