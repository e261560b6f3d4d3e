import { connect, type Socket } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { statusFrom } from '../../test/status-from.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { startProxyServer, type RunningProxy } from './node-server.js'

const DOCS = 'https://docs.example.com'

/** A raw client socket and everything the server sent on it until it closed. */
type Idle = { socket: Socket; closed: Promise<string> }

function openIdle(url: string, firstBytes: string): Promise<Idle> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    const closed = new Promise<string>((done) => {
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
      socket.on('close', () => done(answer))
      socket.on('error', () => undefined)
    })
    socket.once('connect', () => {
      if (firstBytes !== '') socket.write(firstBytes)
      resolve({ socket, closed })
    })
    socket.once('error', reject)
  })
}

/** The status code of a raw answer, or `closed` when the server sent nothing. */
const statusOf = (answer: string): string => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed'

describe('client connections: timeouts and caps', () => {
  let upstream: TestUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream('127.0.0.1')
  })
  afterAll(async () => {
    await upstream.close()
  })

  it('keeps answering real requests under 2,000 idle and half-sent sockets, then closes them all', async () => {
    const proxy = await startProxyServer({
      port: 0,
      allowPrivate: true,
      // Long enough that opening 2,000 sockets on a loaded machine ends well before the first times out.
      connections: { headersTimeoutMs: 8000, maxConnections: 4000, maxConnectionsPerClient: 100 },
    })
    const idle: Idle[] = []
    try {
      // In batches, so that the listen backlog never overflows into SYN retries.
      for (let batch = 0; batch < 10; batch++) {
        idle.push(
          ...(await Promise.all(
            Array.from({ length: 200 }, (_, index) =>
              openIdle(proxy.url, index % 2 === 0 ? '' : 'GET /http://exa'),
            ),
          )),
        )
      }
      let timedOut = 0
      for (const { closed } of idle)
        void closed.then((answer) => (timedOut += statusOf(answer) === '408' ? 1 : 0))
      const startedAt = performance.now()
      const status = await statusFrom('127.0.0.2', `${proxy.url}/${upstream.url}/echo`)
      const elapsed = performance.now() - startedAt
      expect(status).toBe(200)
      // The admitted idle sockets were all still open when the real answer came.
      expect(timedOut).toBe(0)
      // Typically tens of ms; the bound leaves room for a loaded 2-core CI machine running other suites.
      expect(elapsed).toBeLessThan(5000)

      const answers = await Promise.all(idle.map(({ closed }) => closed))
      const counts = new Map<string, number>()
      for (const answer of answers) counts.set(statusOf(answer), (counts.get(statusOf(answer)) ?? 0) + 1)
      // 100 admitted (the per-client cap) end with 408 after the headers timeout; the rest were refused.
      expect(Object.fromEntries(counts)).toEqual({ '408': 100, '503': 1900 })
      expect(answers.find((answer) => statusOf(answer) === '503')).toContain(
        'Too many open connections from your address',
      )
    } finally {
      for (const { socket } of idle) socket.destroy()
      await proxy.close()
    }
  }, 60_000)

  it('closes a keep-alive connection idle for longer than the keep-alive timeout', async () => {
    const proxy = await startProxyServer({
      port: 0,
      allowPrivate: true,
      connections: { keepAliveTimeoutMs: 200 },
    })
    try {
      const { socket, closed } = await openIdle(
        proxy.url,
        'GET /healthz HTTP/1.1\r\nHost: proxy\r\nConnection: keep-alive\r\n\r\n',
      )
      const startedAt = performance.now()
      const answer = await closed
      socket.destroy()
      expect(statusOf(answer)).toBe('200')
      // Node adds up to a second of slack to the 200 ms; its own default would keep the socket for 5 s.
      expect(performance.now() - startedAt).toBeLessThan(4000)
    } finally {
      await proxy.close()
    }
  }, 20_000)

  it('answers a connection over the total cap 503 with CORS and a JSON reason', async () => {
    const proxy = await startProxyServer({
      port: 0,
      allowPrivate: true,
      allowOrigins: [DOCS],
      connections: { maxConnections: 3 },
    })
    const idle = await Promise.all(Array.from({ length: 3 }, () => openIdle(proxy.url, '')))
    try {
      const response = await fetch(`${proxy.url}/${upstream.url}/echo`, { headers: { Origin: DOCS } })
      expect(response.status).toBe(503)
      expect(response.headers.get('access-control-allow-origin')).toBe(DOCS)
      expect(await response.json()).toEqual({
        status: 503,
        error: 'Service Unavailable',
        message: 'Too many open connections to the proxy; retry shortly',
      })
    } finally {
      for (const { socket } of idle) socket.destroy()
      await proxy.close()
    }
  })
})

describe('requests the proxy answers itself', () => {
  let proxy: RunningProxy
  let upstream: TestUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream('127.0.0.1')
    proxy = await startProxyServer({ port: 0, allowPrivate: true, allowOrigins: [DOCS] })
  })
  afterAll(async () => {
    await proxy.close()
    await upstream.close()
  })

  it('refuses an absolute-form request target (forward-proxy style) with 400', async () => {
    const { closed } = await openIdle(
      proxy.url,
      `GET ${upstream.url}/echo HTTP/1.1\r\nHost: ${new URL(upstream.url).host}\r\nOrigin: ${DOCS}\r\nConnection: close\r\n\r\n`,
    )
    const answer = await closed
    expect(statusOf(answer)).toBe('400')
    expect(answer).toContain(`Access-Control-Allow-Origin: ${DOCS}`)
    expect(answer).toContain('"message":"Absolute-form request targets are refused')
    expect(upstream.seen).toEqual([])
  })

  it('answers headers that are too large with 431, CORS and a JSON reason', async () => {
    const { closed } = await openIdle(
      proxy.url,
      `GET /${upstream.url}/echo HTTP/1.1\r\nHost: proxy\r\nOrigin: ${DOCS}\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    )
    const answer = await closed
    expect(statusOf(answer)).toBe('431')
    expect(answer).toContain(`Access-Control-Allow-Origin: ${DOCS}`)
    expect(answer).toContain('{"status":431,"error":"Request Header Fields Too Large"')
  })

  it('answers a refused websocket upgrade with CORS and a JSON reason', async () => {
    const { closed } = await openIdle(
      proxy.url,
      `GET /${upstream.url}/ HTTP/1.1\r\nHost: proxy\r\nOrigin: ${DOCS}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    )
    const answer = await closed
    expect(statusOf(answer)).toBe('400')
    expect(answer).toContain(`Access-Control-Allow-Origin: ${DOCS}`)
    expect(answer).toContain('{"status":400,"error":"Bad Request","message":"Only WS and WSS protocols')
  })

  it('answers a rate-limited request 429 with CORS, Retry-After and a JSON reason', async () => {
    const limited = await startProxyServer({
      port: 0,
      allowPrivate: true,
      rateLimit: { limit: 1, windowMs: 60_000 },
    })
    try {
      await (await fetch(`${limited.url}/${upstream.url}/echo`)).text()
      const response = await fetch(`${limited.url}/${upstream.url}/echo`, { headers: { Origin: DOCS } })
      expect([response.status, response.headers.get('access-control-allow-origin')]).toEqual([429, '*'])
      expect(response.headers.get('retry-after')).not.toBeNull()
      expect(((await response.json()) as { message: string }).message).toMatch(/^Too many requests/)
    } finally {
      await limited.close()
    }
  })
})
