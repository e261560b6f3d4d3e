import { resolveObjectURL } from 'node:buffer'
import type { HttpRequest } from '@api-explorer/model'
import type { RunningProxy } from '@api-explorer/proxy-server'
import { startProxyServer } from '@api-explorer/proxy-server'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, RequestAbortedError } from './errors.js'
import { sendRequest } from './send-request.js'

const file = {
  name: 'hi.txt',
  lastModified: 0,
  size: 2,
  type: 'text/plain',
  dataUrl: 'data:text/plain;base64,aGk=',
}

describe('sendRequest', () => {
  let proxy: RunningProxy
  let upstream: RecordingServer
  beforeAll(async () => {
    proxy = await startProxyServer({ port: 0, allowPrivate: true })
  })
  afterAll(async () => {
    await proxy.close()
  })
  beforeEach(async () => {
    upstream = await startRecordingServer()
  })
  afterEach(async () => {
    await upstream.close()
  })

  const request = (overrides: Partial<HttpRequest>): HttpRequest => ({
    method: 'GET',
    url: `${upstream.url}/users`,
    query: [],
    headers: [],
    ...overrides,
  })

  it('sends through the proxy and reads the upstream headers, status and JSON body', async () => {
    upstream.reply({ status: 404, headers: { 'X-Trace': 'abc' }, body: '{"error":"UserNotFoundError"}' })
    const result = await sendRequest(
      request({
        query: [['q', 'a b']],
        headers: [
          ['Authorization', 'Bearer t'],
          ['X-Api-Version', '2'],
        ],
      }),
      { proxyUrl: proxy.url },
    )
    expect(result.type).toBe('json')
    expect(result.response).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      ok: false,
      body: { error: 'UserNotFoundError' },
      headers: { 'x-trace': 'abc', 'content-type': 'application/json' },
    })
    expect(result.size).toBe(29)
    expect(result.time).toBeGreaterThanOrEqual(0)
    const [received] = upstream.requests
    expect(received?.url).toBe('/users?q=a%20b')
    expect(received?.headers).toMatchObject({ authorization: 'Bearer t', 'x-api-version': '2' })
  })

  it('sends JSON, URL-encoded, multipart and byte bodies as their wire forms', async () => {
    const send = (body: HttpRequest['body'], headers: HttpRequest['headers'] = []) =>
      sendRequest(request({ method: 'POST', headers, body }), { proxyUrl: proxy.url })
    await send({ type: 'json', value: { name: 'Ada', emoji: '🚀' } }, [['Content-Type', 'application/json']])
    await send(
      {
        type: 'urlencoded',
        fields: [
          ['grant_type', 'client_credentials'],
          ['scope', 'a b'],
        ],
      },
      [['Content-Type', 'application/x-www-form-urlencoded']],
    )
    await send({
      type: 'form-data',
      parts: [
        { name: 'note', type: 'field', value: 'hello' },
        { name: 'upload', type: 'file', file },
      ],
    })
    await send({ type: 'bytes', file }, [['Content-Type', 'text/plain']])

    const [json, urlencoded, multipart, bytes] = upstream.requests
    expect(JSON.parse(json?.body.toString() ?? '')).toEqual({ name: 'Ada', emoji: '🚀' })
    expect(urlencoded?.body.toString()).toBe('grant_type=client_credentials&scope=a+b')
    expect(multipart?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const multipartText = multipart?.body.toString() ?? ''
    expect(multipartText).toContain('Content-Disposition: form-data; name="note"\r\n\r\nhello\r\n')
    expect(multipartText).toContain(
      'Content-Disposition: form-data; name="upload"; filename="hi.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n',
    )
    expect(bytes?.body.toString()).toBe('hi')
  })

  it('keeps a non-JSON body as a string and a binary body as a named file', async () => {
    upstream.reply({ headers: { 'Content-Type': 'text/plain' }, body: 'plain words' })
    const text = await sendRequest(request({}), { proxyUrl: proxy.url })
    expect(text).toMatchObject({
      type: 'string',
      contentType: 'text/plain',
      response: { body: 'plain words' },
    })

    upstream.reply({
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': 'attachment; filename="report.bin"',
      },
      body: Buffer.from([0, 1, 2, 3]),
    })
    const download = await sendRequest(request({}), { proxyUrl: proxy.url })
    expect(download).toMatchObject({ type: 'file', fileName: 'report.bin', size: 4 })
    expect(download.response.body).toMatch(/^blob:/)
  })

  it('hands out a file that could run script (SVG) as a download-only blob, and a raster image as it is', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
    upstream.reply({ headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' }, body: svg })
    const vector = await sendRequest(request({}), { proxyUrl: proxy.url })
    expect(vector).toMatchObject({ type: 'file', contentType: 'image/svg+xml; charset=utf-8' })
    const vectorBlob = resolveObjectURL(vector.response.body as string)
    expect(vectorBlob?.type).toBe('application/octet-stream')
    expect(await vectorBlob?.text()).toBe(svg)

    upstream.reply({ headers: { 'Content-Type': 'image/png' }, body: Buffer.from([137, 80, 78, 71]) })
    const raster = await sendRequest(request({}), { proxyUrl: proxy.url })
    expect(resolveObjectURL(raster.response.body as string)?.type).toBe('image/png')
  })

  it('goes straight to the target without a proxy, with every readable header', async () => {
    const result = await sendRequest(request({ headers: [['X-Direct', '1']] }))
    expect(result.response.headers['content-type']).toBe('application/json')
    expect(upstream.requests[0]?.headers).toMatchObject({ 'x-direct': '1' })
    expect(upstream.requests[0]?.headers).not.toHaveProperty('x-fern-proxy-request-headers')
  })

  it('rejects with NetworkError when nothing answers and RequestAbortedError when cancelled', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    await expect(sendRequest(request({ url: `${closed.url}/` }))).rejects.toBeInstanceOf(NetworkError)
    const controller = new AbortController()
    controller.abort()
    await expect(sendRequest(request({}), { signal: controller.signal })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })

  it('sends the reference request shape to the proxy: path-style target and forwarded-header list', async () => {
    // The recording server plays the proxy here, so the request is seen exactly as the proxy gets it.
    await sendRequest(
      request({
        method: 'POST',
        url: 'https://api.example.com/v1/upload',
        query: [['dry run', 'yes']],
        headers: [
          ['Content-Type', 'multipart/form-data'],
          ['X-Api-Key', 'k'],
          ['x-api-key', 'k2'],
        ],
        body: { type: 'form-data', parts: [{ name: 'note', type: 'field', value: 'hello' }] },
      }),
      { proxyUrl: `${upstream.url}/` },
    )
    await sendRequest(
      request({ method: 'POST', body: { type: 'text', value: '<a/>', contentType: 'application/xml' } }),
      { proxyUrl: upstream.url },
    )
    const [multipart, xml] = upstream.requests
    expect(multipart?.url).toBe('/https://api.example.com/v1/upload?dry%20run=yes')
    expect(multipart?.headers['x-fern-proxy-request-headers']).toBe('Content-Type,X-Api-Key')
    expect(multipart?.headers['x-api-key']).toBe('k, k2')
    expect(multipart?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=\S+$/)
    expect(multipart?.body.toString()).toContain('name="note"\r\n\r\nhello\r\n')
    expect(xml?.headers['x-fern-proxy-request-headers']).toBe('Content-Type')
    expect(xml?.headers['content-type']).toBe('application/xml')
    expect(xml?.body.toString()).toBe('<a/>')
  })

  it('skips the proxy when told to go direct', async () => {
    await sendRequest(request({ headers: [['X-Direct', '1']] }), { proxyUrl: upstream.url, direct: true })
    expect(upstream.requests[0]?.url).toBe('/users')
    expect(upstream.requests[0]?.headers).not.toHaveProperty('x-fern-proxy-request-headers')
  })

  it('bypasses the HTTP cache, so every send reaches the API even when it allows caching', async () => {
    upstream.reply({ headers: { 'Cache-Control': 'max-age=3600' }, body: '{"user":"a"}' })
    const inits: (RequestInit | undefined)[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      inits.push(init)
      return fetch(input, init)
    }
    const send = (key: string, options: { proxyUrl?: string }) =>
      sendRequest(request({ headers: [['X-Api-Key', key]] }), { ...options, fetch: recordingFetch })
    await send('first', { proxyUrl: proxy.url })
    await send('second', { proxyUrl: proxy.url })
    await send('first', {})
    await send('second', {})
    // Node's fetch has no HTTP cache, so what keeps a browser from answering from its cache is the option.
    expect(inits.map((init) => init?.cache)).toEqual(['no-store', 'no-store', 'no-store', 'no-store'])
    expect(upstream.requests.map((received) => received.headers['x-api-key'])).toEqual([
      'first',
      'second',
      'first',
      'second',
    ])
  })

  it('takes the time from the proxy response time, else origin latency plus reading', async () => {
    // With performance frozen, reading takes 0 ms and a measured time would be 0.
    vi.useFakeTimers({ toFake: ['performance'] })
    try {
      upstream.reply({ headers: { 'X-Fern-Proxy-Response-Time': '12.5' } })
      expect((await sendRequest(request({}))).time).toBe(12.5)
      upstream.reply({ headers: { 'X-Fern-Proxy-Origin-Latency': '30' } })
      expect((await sendRequest(request({}))).time).toBe(30)
      upstream.reply({})
      expect((await sendRequest(request({}))).time).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
