import type { HttpRequest } from '@api-explorer/model'
import type { RunningProxy } from '@api-explorer/proxy-server'
import { startProxyServer } from '@api-explorer/proxy-server'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
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
    proxy = await startProxyServer({ port: 0 })
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
})
