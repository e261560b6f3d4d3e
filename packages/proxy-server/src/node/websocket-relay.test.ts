import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'

import type { ProxyLogEvent } from '../policy/proxy-policy.js'
import { startProxyServer, type RunningProxy } from './node-server.js'
import {
  handshakeFrame,
  nextUpstreamClose,
  openThroughProxy,
  startWebSocketUpstream,
  tryWebSocket,
  type TestWebSocketUpstream,
} from '../../test/websocket.js'

describe('websocket relay', () => {
  let proxy: RunningProxy
  let upstream: TestWebSocketUpstream
  const events: ProxyLogEvent[] = []
  beforeAll(async () => {
    proxy = await startProxyServer({ port: 0, allowPrivate: true, log: (event) => events.push(event) })
    upstream = await startWebSocketUpstream()
  })
  afterAll(async () => {
    await proxy.close()
    await upstream.close()
  })

  it('relays text and binary frames both ways, including messages sent before the target opened', async () => {
    const client = openThroughProxy(proxy.url, `${upstream.url}/chat?room=1`)
    await client.opened
    client.socket.send(handshakeFrame())
    client.socket.send('hello')
    client.socket.send(Buffer.from([0, 1, 2, 255]))
    expect(await client.next()).toMatchObject({ text: 'hello', isBinary: false })
    expect(await client.next()).toMatchObject({ bytes: [0, 1, 2, 255], isBinary: true })
    expect(upstream.requests.at(-1)?.url).toBe('/chat?room=1')
    expect(upstream.received.slice(-2).map((message) => message.isBinary)).toEqual([false, true])
    expect([...(upstream.received.at(-1)?.data ?? [])]).toEqual([0, 1, 2, 255])
    client.socket.close(1000)
    await client.closed
    expect(events).toContainEqual({ type: 'websocket', target: `${upstream.url}/chat`, event: 'opened' })
  })

  it('sends the handshake headers to the target, without Cookie, Host or websocket headers', async () => {
    const client = openThroughProxy(proxy.url, upstream.url)
    await client.opened
    client.socket.send(
      handshakeFrame({
        Authorization: 'Bearer secret-token',
        'X-Api-Key': 'k',
        Cookie: 'session=1',
        Host: 'evil.example.com',
        'Sec-WebSocket-Key': 'forged',
        'Sec-WebSocket-Protocol': 'graphql-transport-ws',
      }),
    )
    client.socket.send('ping')
    await client.next()
    const request = upstream.requests.at(-1)
    expect(request?.headers.authorization).toBe('Bearer secret-token')
    expect(request?.headers['x-api-key']).toBe('k')
    expect(request?.headers.cookie).toBeUndefined()
    expect(request?.headers.host).toBe(`127.0.0.1:${upstream.port}`)
    expect(request?.headers['sec-websocket-key']).not.toBe('forged')
    expect(request?.headers['sec-websocket-protocol']).toBe('graphql-transport-ws')
    client.socket.close()
    await client.closed
    expect(JSON.stringify(events)).not.toContain('secret-token')
  })

  it.each([
    ['not JSON', 'hello', 'Invalid JSON'],
    ['not a handshake', '{"type":"message","data":1}', 'Expected handshake'],
    ['a JSON array', '[1,2]', 'Expected handshake'],
    ['a header with a line break', handshakeFrame({ 'X-A': 'a\r\nInjected: 1' }), 'Invalid header: X-A'],
    ['a header that is not a string', '{"type":"handshake","headers":{"X-N":1}}', 'Invalid header: X-N'],
  ])('closes with 1011 when the first frame is %s', async (_name, frame, reason) => {
    const client = openThroughProxy(proxy.url, upstream.url)
    await client.opened
    client.socket.send(frame)
    expect(await client.closed).toEqual({ code: 1011, reason })
  })

  it('closes with 1011 "Failed to connect to proxy: <status text>" when the target refuses the upgrade', async () => {
    const refusing = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: (_info, done) => done(false, 401),
    })
    await new Promise((resolve) => refusing.once('listening', resolve))
    const { port } = refusing.address() as { port: number }
    try {
      const client = openThroughProxy(proxy.url, `ws://127.0.0.1:${port}/`)
      await client.opened
      client.socket.send(handshakeFrame())
      expect(await client.closed).toEqual({ code: 1011, reason: 'Failed to connect to proxy: Unauthorized' })
    } finally {
      await new Promise((resolve) => refusing.close(resolve))
    }
  })

  it('closes with 1011 and the error when the target cannot be reached', async () => {
    const gone = await startWebSocketUpstream()
    await gone.close()
    const attempt = await tryWebSocket(proxy.url, gone.url)
    expect(attempt.closeCode).toBe(1011)
    expect(attempt.reason).toMatch(/^Failed to connect to proxy: .*ECONNREFUSED/)
  })

  it('passes the target close code and reason to the client', async () => {
    const closing = await startWebSocketUpstream((socket) =>
      socket.once('message', () => socket.close(4001, 'bye')),
    )
    try {
      const client = openThroughProxy(proxy.url, closing.url)
      await client.opened
      client.socket.send(handshakeFrame())
      client.socket.send('go')
      expect(await client.closed).toEqual({ code: 4001, reason: 'bye' })
    } finally {
      await closing.close()
    }
  })

  it('closes the client with 1000 "Forwarded WebSocket closed" when the target closes without a code', async () => {
    const closing = await startWebSocketUpstream((socket) => socket.once('message', () => socket.close()))
    try {
      const client = openThroughProxy(proxy.url, closing.url)
      await client.opened
      client.socket.send(handshakeFrame())
      client.socket.send('go')
      expect(await client.closed).toEqual({ code: 1000, reason: 'Forwarded WebSocket closed' })
    } finally {
      await closing.close()
    }
  })

  it('passes the client close code and reason to the target', async () => {
    const seen = nextUpstreamClose(upstream)
    const client = openThroughProxy(proxy.url, upstream.url)
    await client.opened
    client.socket.send(handshakeFrame())
    client.socket.send('x')
    await client.next()
    client.socket.close(1000, 'done')
    expect(await seen).toEqual({ code: 1000, reason: 'done' })
  })

  it('refuses an upgrade to a target that is not ws or wss with 400', async () => {
    expect(await tryWebSocket(proxy.url, `http://127.0.0.1:${upstream.port}/`)).toEqual({
      refusedStatus: 400,
      reason: 'Only WS and WSS protocols are supported for websockets',
    })
  })

  it('accepts collapsed slashes after the scheme', async () => {
    const attempt = await tryWebSocket(proxy.url, `ws:/127.0.0.1:${upstream.port}/`, { waitMs: 200 })
    expect(attempt).toEqual({ stillOpen: true })
  })
})
