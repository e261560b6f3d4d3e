import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { errorMessage } from '../../test/error-message.js'
import { rawRequest } from '../../test/raw-request.js'
import { startProxyServer, type RunningProxy } from './node-server.js'

/** The proxy protocol end to end: a real upstream, the real proxy, requests shaped as the playground sends them. */
describe('the Node proxy speaks the reference protocol', () => {
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

  it('passes a multipart body through with its boundary intact, files byte for byte', async () => {
    const form = new FormData()
    form.append('title', 'Ünïcode title')
    form.append(
      'file',
      new Blob([new Uint8Array([0, 1, 2, 254, 255])], { type: 'application/octet-stream' }),
      'bytes.bin',
    )
    // The reference client lists the headers it set; the browser adds the multipart Content-Type itself.
    const response = await fetch(`${proxy.url}/${upstream.url}/echo`, {
      method: 'POST',
      headers: { 'X-Fern-Proxy-Request-Headers': 'Authorization', Authorization: 'Bearer t' },
      body: form,
    })
    expect(response.status).toBe(200)
    const seen = upstream.seen.at(-1)
    const contentType = String(seen?.headers['content-type'])
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? ''
    expect(boundary).not.toBe('')
    const body = seen?.body ?? Buffer.alloc(0)
    expect(body.toString('latin1')).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="title"`)
    expect(body.includes(Buffer.from([0, 1, 2, 254, 255]))).toBe(true)
    expect(seen?.headers['authorization']).toBe('Bearer t')
  })

  it('returns a binary download byte for byte with its file name header', async () => {
    const response = await fetch(`${proxy.url}/${upstream.url}/bytes`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes).toEqual(new Uint8Array(Array.from({ length: 256 }, (_, index) => index)))
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="all-bytes.bin"')
    expect(response.headers.get('x-fern-proxy-response-headers')?.split(',')).toContain('content-disposition')
  })

  it('mirrors status codes and reason phrases, errors included', async () => {
    for (const [code, reason] of [
      [201, 'Created Just Now'],
      [404, 'Nothing Here'],
      [503, 'Back Soon'],
    ] as const) {
      const response = await fetch(
        `${proxy.url}/${upstream.url}/status/${code}/${encodeURIComponent(reason)}`,
      )
      expect([response.status, response.statusText]).toEqual([code, reason])
    }
  })

  it('delivers the first server-sent event before the target finishes the stream', async () => {
    const response = await fetch(`${proxy.url}/${upstream.url}/sse`)
    expect(response.headers.get('x-fern-proxy-response-time')).toBeNull()
    expect(Number(response.headers.get('x-fern-proxy-origin-latency'))).toBeGreaterThanOrEqual(0)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('event: first\ndata: 1\n\n')
    upstream.releaseStream()
    const rest = await new Response(
      new ReadableStream({
        pull: async (controller) => {
          const chunk = await reader.read()
          if (chunk.done) controller.close()
          else controller.enqueue(chunk.value)
        },
      }),
    ).text()
    expect(rest).toBe('event: second\ndata: 2\n\n')
  })

  it('follows redirects itself, keeping credentials on the same origin and dropping them across origins', async () => {
    const headers = { Authorization: 'Bearer secret', 'X-Fern-Proxy-Request-Headers': 'Authorization' }
    const same = await fetch(`${proxy.url}/${upstream.url}/redirect?to=/echo`, { headers })
    expect(((await same.json()) as { headers: Record<string, string> }).headers['authorization']).toBe(
      'Bearer secret',
    )
    const cross = await fetch(
      `${proxy.url}/${upstream.url}/redirect?to=${encodeURIComponent(`${other.url}/echo`)}`,
      { headers },
    )
    const echoed = (await cross.json()) as { headers: Record<string, string> }
    expect(echoed.headers['authorization']).toBeUndefined()
    const seeOther = await fetch(`${proxy.url}/${upstream.url}/redirect?status=303&to=/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
    expect((await seeOther.json()) as { method: string; body: string }).toMatchObject({
      method: 'GET',
      body: '',
    })
  })

  it('never forwards Cookie, Host, Origin or hop-by-hop headers, and drops headers the Connection header names', async () => {
    // fetch will not send a Connection header, so this request is written by hand.
    await rawRequest(
      proxy.url,
      [
        `GET /${upstream.url}/echo HTTP/1.1`,
        'Host: proxy.test',
        'Cookie: session=1',
        'Origin: https://docs.example.com',
        'X-Private: hop',
        'Connection: keep-alive, X-Private',
        'X-Fern-Proxy-Request-Headers: Cookie,Origin,X-Private',
        '',
        '',
      ].join('\r\n'),
    )
    const seen = upstream.seen.at(-1)?.headers ?? {}
    expect([seen['cookie'], seen['origin'], seen['x-private']]).toEqual([undefined, undefined, undefined])
    expect(seen['host']).toBe(new URL(upstream.url).host)
    expect(seen['user-agent']).toBe('ApiExplorerProxy')
  })

  it('streams a body larger than the buffering limit instead of holding it in memory', async () => {
    // This route answers "hi" with a Content-Length of 2.
    const buffered = await fetch(`${proxy.url}/${upstream.url}/status/200/OK`)
    expect(buffered.headers.get('x-fern-proxy-response-time')).not.toBeNull()
    const small = await startProxyServer({ port: 0, allowPrivate: true, maxBufferedResponseBytes: 1 })
    try {
      const streamed = await fetch(`${small.url}/${upstream.url}/status/200/OK`)
      expect(streamed.headers.get('x-fern-proxy-response-time')).toBeNull()
      expect(await streamed.text()).toBe('hi')
    } finally {
      await small.close()
    }
  })

  it('answers 504 when the target does not answer in time', async () => {
    const impatient = await startProxyServer({ port: 0, allowPrivate: true, upstreamHeadersTimeoutMs: 100 })
    try {
      const response = await fetch(`${impatient.url}/${upstream.url}/slow?ms=1000`)
      expect([response.status, await errorMessage(response)]).toEqual([
        504,
        'Proxy error: the target did not answer in time',
      ])
    } finally {
      await impatient.close()
    }
  })
})
