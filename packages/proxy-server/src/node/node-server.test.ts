import { createServer } from 'node:http'
import { closeServer, listenOnFreePort, startRecordingServer } from '@api-explorer/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProxy } from './node-server.js'
import { startProxyServer } from './node-server.js'
import { errorMessage } from '../../test/error-message.js'

describe('startProxyServer', () => {
  let proxy: RunningProxy
  beforeAll(async () => {
    proxy = await startProxyServer({ port: 0, allowPrivate: true })
  })
  afterAll(async () => {
    await proxy.close()
  })

  it('forwards the listed headers and the body, and reports the upstream answer with timing headers', async () => {
    const upstream = await startRecordingServer({
      status: 201,
      headers: { 'X-Upstream': 'yes' },
      body: '{"created":true}',
    })
    try {
      const response = await fetch(`${proxy.url}/${upstream.url}/users/a%20b?tag=x&tag=y`, {
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
      })
      expect(response.status).toBe(201)
      expect(response.statusText).toBe('Created')
      expect(await response.json()).toEqual({ created: true })
      expect(response.headers.get('x-upstream')).toBe('yes')
      expect(response.headers.get('x-fern-proxy-response-headers')?.split(',')).toContain('x-upstream')
      expect(Number(response.headers.get('x-fern-proxy-origin-latency'))).toBeGreaterThanOrEqual(0)
      expect(Number(response.headers.get('x-fern-proxy-response-time'))).toBeGreaterThanOrEqual(0)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Fern-Proxy-Response-Headers')

      const [received] = upstream.requests
      expect(received?.method).toBe('POST')
      expect(received?.url).toBe('/users/a%20b?tag=x&tag=y')
      expect(received?.body.toString()).toBe('{"name":"Ada"}')
      expect(received?.headers).toMatchObject({
        authorization: 'Bearer secret',
        'content-type': 'application/json',
      })
      expect(received?.headers).not.toHaveProperty('cookie')
      expect(received?.headers).not.toHaveProperty('x-not-listed')
      expect(received?.headers).not.toHaveProperty('origin')
      expect(received?.headers['user-agent']).toBe('ApiExplorerProxy')
    } finally {
      await upstream.close()
    }
  })

  it('answers a CORS preflight itself', async () => {
    const response = await fetch(`${proxy.url}/https://api.example.com/users`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://docs.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-fern-proxy-request-headers',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization,x-fern-proxy-request-headers',
    )
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
  })

  it('passes a stream through chunk by chunk, without a response-time header', async () => {
    let finish: () => void = () => {}
    const upstream = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      response.write('data: first\n\n')
      finish = () => response.end('data: last\n\n')
    })
    const upstreamUrl = await listenOnFreePort(upstream)
    try {
      const response = await fetch(`${proxy.url}/${upstreamUrl}/events`)
      expect(response.headers.get('x-fern-proxy-response-time')).toBeNull()
      const reader = response.body!.getReader()
      const first = await reader.read()
      expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n')
      finish()
      let rest = ''
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        rest += new TextDecoder().decode(chunk.value)
      }
      expect(rest).toBe('data: last\n\n')
    } finally {
      await closeServer(upstream)
    }
  })

  it('refuses a bad target with 400 and a reason', async () => {
    const response = await fetch(`${proxy.url}/ftp://files.example.com/a`)
    expect(response.status).toBe(400)
    expect(await errorMessage(response)).toBe('Only HTTP and HTTPS protocols are supported')
  })

  it('answers 502 with the reason when the target cannot be reached', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    const response = await fetch(`${proxy.url}/${closed.url}/`)
    expect(response.status).toBe(502)
    expect(await errorMessage(response)).toMatch(/^Proxy error: .*ECONNREFUSED/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers its health check', async () => {
    const response = await fetch(`${proxy.url}/healthz`)
    expect(await response.text()).toBe('ok')
  })

  it('gives an origin outside the allow-list no CORS headers', async () => {
    const strict = await startProxyServer({ port: 0, allowOrigins: ['https://docs.example.com'] })
    try {
      const upstream = await startRecordingServer()
      const allowed = await fetch(`${strict.url}/${upstream.url}/`, {
        headers: { Origin: 'https://docs.example.com' },
      })
      const other = await fetch(`${strict.url}/${upstream.url}/`, {
        headers: { Origin: 'https://evil.example.com' },
      })
      await upstream.close()
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://docs.example.com')
      expect(allowed.headers.get('vary')).toBe('Origin')
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await strict.close()
    }
  })
})
