import { Agent } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  freshGet,
  settledSoon,
  startEndlessUpstream,
  streamGet,
  type EndlessUpstream,
} from '../../test/drain-support.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import {
  handshakeFrame,
  nextUpstreamClose,
  openThroughProxy,
  startWebSocketUpstream,
  tryWebSocket,
} from '../../test/websocket.js'
import { PROXY_MESSAGES } from '../messages.js'
import { startProxyServer } from './node-server.js'

const ORIGIN = 'https://docs.example.com'

// Generous: two shared cores; the waits below are bounded by the drain deadlines, never by speed.
describe('close() drains the proxy', { timeout: 20_000 }, () => {
  let upstream: TestUpstream
  let endless: EndlessUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream()
    endless = await startEndlessUpstream()
  })
  afterAll(async () => {
    await upstream.close()
    await endless.close()
  })

  it('lets a streamed answer in flight finish whole, answering new requests and /healthz 503 meanwhile', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true, allowOrigins: [ORIGIN] })
    const stream = streamGet(`${proxy.url}/${upstream.url}/sse`)
    await stream.received('event: first')
    const closed = proxy.close({ drainMs: 20_000 })

    const health = await freshGet(`${proxy.url}/healthz`)
    expect(health.status).toBe(503)
    expect(health.headers['connection']).toBe('close')
    expect(JSON.parse(health.body)).toEqual({
      status: 503,
      error: 'Service Unavailable',
      message: PROXY_MESSAGES.draining,
    })
    const fresh = await freshGet(`${proxy.url}/${upstream.url}/echo`, { Origin: ORIGIN })
    expect(fresh.status).toBe(503)
    expect(fresh.headers['connection']).toBe('close')
    expect(fresh.headers['access-control-allow-origin']).toBe(ORIGIN)
    expect(upstream.seen.filter((seen) => seen.url === '/echo')).toHaveLength(0)
    const upgrade = await tryWebSocket(proxy.url, 'ws://127.0.0.1:9/')
    expect(upgrade).toMatchObject({ refusedStatus: 503, reason: PROXY_MESSAGES.draining })

    // Still draining: the stream is in flight.
    expect(await settledSoon(closed)).toBe(false)
    upstream.releaseStream()
    expect(await stream.ended).toEqual({ complete: true })
    expect(stream.body()).toBe('event: first\ndata: 1\n\nevent: second\ndata: 2\n\n')
    await closed
    await expect(freshGet(`${proxy.url}/healthz`)).rejects.toThrow()
  })

  it('closes a keep-alive connection once its stream has ended', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const stream = streamGet(`${proxy.url}/${endless.url}/forever`, agent)
      await stream.received('data: 1')
      const socket = Object.values(agent.sockets).flat()[0]
      const socketClosed = new Promise((resolve) => socket?.once('close', resolve))
      await proxy.close({ drainMs: 300 })
      await socketClosed
      expect(await stream.ended).toEqual({ complete: false })

      const other = await startProxyServer({ port: 0, allowPrivate: true })
      const sse = streamGet(`${other.url}/${upstream.url}/ticks`, agent)
      await sse.received('data: 1')
      const sseSocket = Object.values(agent.sockets).flat()[0]
      const sseClosed = new Promise((resolve) => sseSocket?.once('close', resolve))
      const closed = other.close({ drainMs: 20_000 })
      expect(await sse.ended).toEqual({ complete: true })
      expect(sse.body()).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\ndata: 4\n\ndata: 5\n\n')
      // The proxy ended the kept-alive connection after the stream, before any deadline.
      await sseClosed
      await closed
    } finally {
      agent.destroy()
    }
  })

  it('answers a request still waiting for the target, with Connection: close', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    const waiting = freshGet(`${proxy.url}/${upstream.url}/slow?ms=400`, {}, { keepAlive: true })
    while (!upstream.seen.some((seen) => seen.url === '/slow?ms=400'))
      await new Promise((resolve) => setTimeout(resolve, 10))
    const closed = proxy.close({ drainMs: 20_000 })
    const answer = await waiting
    expect([answer.status, answer.body, answer.headers['connection']]).toEqual([
      200,
      '{"slow":true}',
      'close',
    ])
    await closed
  })

  it('cuts what is still in flight when drainMs runs out', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    const stream = streamGet(`${proxy.url}/${endless.url}/forever`)
    await stream.received('data: 1')
    const startedAt = Date.now()
    await proxy.close({ drainMs: 300 })
    // Not before the deadline: the stream was still going.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250)
    expect(await stream.ended).toEqual({ complete: false })
  })

  it('cuts at once when close is called again with drainMs 0', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    const stream = streamGet(`${proxy.url}/${endless.url}/forever`)
    await stream.received('data: 1')
    const first = proxy.close({ drainMs: 60_000 })
    expect(await settledSoon(first)).toBe(false)
    await proxy.close({ drainMs: 0 })
    await first
    expect(await stream.ended).toEqual({ complete: false })
  })

  it('closes at once when nothing is in flight, idle keep-alive connections included', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    // fetch keeps its connection open for the next request.
    const response = await fetch(`${proxy.url}/${upstream.url}/echo`)
    expect(await response.json()).toMatchObject({ url: '/echo' })
    // Default drain (30 s): the test's timeout would fail if close waited for the idle connection.
    await proxy.close()
    await expect(freshGet(`${proxy.url}/healthz`)).rejects.toThrow()
  })

  it('lets a websocket relay in flight go on until it ends, refusing new upgrades 503', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    const target = await startWebSocketUpstream()
    try {
      const seen = nextUpstreamClose(target)
      const client = openThroughProxy(proxy.url, target.url)
      await client.opened
      client.socket.send(handshakeFrame())
      client.socket.send('before')
      expect((await client.next()).text).toBe('before')
      const closed = proxy.close({ drainMs: 20_000 })

      client.socket.send('during')
      expect((await client.next()).text).toBe('during')
      expect(await tryWebSocket(proxy.url, target.url)).toMatchObject({ refusedStatus: 503 })
      expect(await settledSoon(closed)).toBe(false)

      client.socket.close(1000, 'done')
      expect(await client.closed).toEqual({ code: 1000, reason: 'done' })
      expect(await seen).toEqual({ code: 1000, reason: 'done' })
      await closed
    } finally {
      await target.close()
    }
  })

  it('cuts a websocket relay still open at the deadline', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    const target = await startWebSocketUpstream()
    try {
      const client = openThroughProxy(proxy.url, target.url)
      await client.opened
      client.socket.send(handshakeFrame())
      client.socket.send('x')
      await client.next()
      await proxy.close({ drainMs: 200 })
      expect((await client.closed).code).toBe(1006)
    } finally {
      await target.close()
    }
  })
})
