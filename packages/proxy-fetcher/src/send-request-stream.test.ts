import { resolveObjectURL } from 'node:buffer'
import type { HttpRequest, ResponseResult } from '@api-explorer/model'
import type { RunningProxy } from '@api-explorer/proxy-server'
import { startProxyServer } from '@api-explorer/proxy-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NullResponseBodyError } from './errors.js'
import { sendRequest } from './send-request.js'
import { parseJsonLines, parseServerSentEvents } from './stream-formats.js'
import type { Gate, TestServer } from '../test/servers.js'
import { gate, startHttpServer } from '../test/servers.js'

const TONE = Buffer.from('RIFF....WAVEfmt data-0123456789abcdef', 'latin1')
// '€' is three bytes; the second piece ends inside it.
const TEXT = Buffer.from('one two three €')

describe('sendRequest with streamed responses', () => {
  let proxy: RunningProxy
  let upstream: TestServer
  let held: Gate
  beforeAll(async () => {
    proxy = await startProxyServer({ port: 0, allowPrivate: true })
    upstream = await startHttpServer((request, response) => {
      const path = request.url ?? '/'
      if (path === '/sse') {
        // The first event goes out, then the response stays open until the test has seen it.
        response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
        response.write('event: tick\nid: 1\ndata: {"n":1}\n\n')
        void held.wait.then(() => response.end('event: tick\nid: 2\ndata: {"n":2}\n\ndata: [DONE]\n\n'))
      } else if (path === '/ndjson') {
        response.writeHead(200, { 'Content-Type': 'application/x-ndjson' })
        writeSlowly(response, ['{"n":1}\n', '{"n":2}\n', '{"n":3}\n'])
      } else if (path === '/text') {
        response.writeHead(200, { 'Content-Type': 'text/plain' })
        writeSlowly(response, [TEXT.subarray(0, 4), TEXT.subarray(4, 15), TEXT.subarray(15)])
      } else if (path === '/tone') {
        response.writeHead(200, {
          'Content-Type': 'audio/wav',
          'Content-Disposition': 'inline; filename="tone.wav"',
        })
        writeSlowly(response, [TONE.subarray(0, 12), TONE.subarray(12, 20), TONE.subarray(20)])
      } else {
        response.writeHead(204).end()
      }
    })
  })
  afterAll(async () => {
    await upstream.close()
    await proxy.close()
  })

  const request = (path: string): HttpRequest => ({
    method: 'GET',
    url: `${upstream.url}${path}`,
    query: [],
    headers: [],
  })

  it('delivers the first server-sent event through the proxy before the upstream finishes', async () => {
    held = gate()
    const chunks: ResponseResult[] = []
    const result = await sendRequest(request('/sse'), {
      proxyUrl: proxy.url,
      onChunk: (chunk) => {
        chunks.push(chunk)
        held.open()
      },
    })
    expect(chunks[0]).toMatchObject({ type: 'stream', contentType: 'text/event-stream' })
    expect(parseServerSentEvents(String(chunks[0]?.response.body))).toEqual([
      { event: 'tick', data: '{"n":1}', id: '1' },
    ])
    expect(result).toMatchObject({ type: 'stream', response: { status: 200, ok: true } })
    expect(parseServerSentEvents(String(result.response.body)).map((event) => event.data)).toEqual([
      '{"n":1}',
      '{"n":2}',
      '[DONE]',
    ])
    expect(result.response.headers['content-type']).toBe('text/event-stream')
    expect(result.size).toBe(Buffer.byteLength(String(result.response.body)))
    expect(result.time).toBeGreaterThanOrEqual(chunks[0]?.time ?? 0)
  })

  it('streams newline-delimited JSON without being told, accumulating the text', async () => {
    const chunks: ResponseResult[] = []
    const result = await sendRequest(request('/ndjson'), { onChunk: (chunk) => chunks.push(chunk) })
    expect(result.type).toBe('stream')
    expect(result.response.body).toBe('{"n":1}\n{"n":2}\n{"n":3}\n')
    expect(parseJsonLines(String(result.response.body))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    expect(chunks.length).toBeGreaterThan(1)
    const bodies = chunks.map((chunk) => String(chunk.response.body))
    bodies.slice(1).forEach((body, index) => expect(body.startsWith(bodies[index] ?? '')).toBe(true))
    expect(chunks.map((chunk) => chunk.size)).toEqual(bodies.map((body) => Buffer.byteLength(body)))
  })

  it('streams any content type when told, and reads a stream whole when told not to', async () => {
    const streamed = await sendRequest(request('/text'), { stream: true })
    expect(streamed).toMatchObject({ type: 'stream', response: { body: 'one two three €' }, size: 17 })

    held = gate()
    held.open()
    const whole = await sendRequest(request('/sse'), { proxyUrl: proxy.url, stream: false })
    expect(whole.type).toBe('string')
    expect(parseServerSentEvents(String(whole.response.body))).toHaveLength(3)
  })

  it('collects a streamed audio body into a named file', async () => {
    const chunks: ResponseResult[] = []
    const result = await sendRequest(request('/tone'), {
      proxyUrl: proxy.url,
      stream: true,
      onChunk: (chunk) => chunks.push(chunk),
    })
    expect(result).toMatchObject({ type: 'file', contentType: 'audio/wav', fileName: 'tone.wav' })
    expect(result.size).toBe(TONE.byteLength)
    const blob = resolveObjectURL(String(result.response.body))
    expect(Buffer.from((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(TONE)
    expect(chunks).toEqual([])
  })

  it('rejects a stream without a body with "Response body is null"', async () => {
    const sent = sendRequest(request('/empty'), { proxyUrl: proxy.url, stream: true })
    await expect(sent).rejects.toBeInstanceOf(NullResponseBodyError)
    await expect(sent).rejects.toThrow(/^Response body is null$/)
  })
})

/** Writes each piece as its own chunk, a turn of the event loop apart, then ends. */
function writeSlowly(
  response: { write: (chunk: string | Buffer) => void; end: () => void },
  pieces: Array<string | Buffer>,
): void {
  const [first, ...rest] = pieces
  if (first == null) {
    response.end()
    return
  }
  response.write(first)
  setTimeout(() => writeSlowly(response, rest), 5)
}
