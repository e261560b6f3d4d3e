import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fetcher } from './fetcher.js'
import type { ServerSentEvent } from './server-sent-events.js'
import type { FaultServer } from '../test/fault-server.js'
import { json, startFaultServer, text } from '../test/fault-server.js'

let server: FaultServer

beforeEach(async () => {
  server = await startFaultServer()
})
afterEach(() => server.close())

const get = <T = unknown>(extra: Partial<Parameters<typeof fetcher<T>>[0]> = {}) =>
  fetcher<T>({ url: server.url, method: 'GET', ...extra })

describe('fetcher success bodies', () => {
  it('parses JSON and returns headers and the raw response', async () => {
    server.handle((_, response) => json(response, 201, { id: 'a' }, { 'X-Trace': 't1' }))
    const result = await get()
    expect(result).toMatchObject({ ok: true, body: { id: 'a' }, headers: { 'x-trace': 't1' } })
    expect(result.rawResponse).toMatchObject({ status: 201, statusText: 'Created', url: `${server.url}/` })
    expect(result.rawResponse.headers.get('content-type')).toBe('application/json')
  })

  it.each([
    ['200 with no body', 200],
    ['204', 204],
  ])('gives undefined for %s', async (_, status) => {
    server.handle((__, response) => text(response, status, ''))
    expect(await get()).toMatchObject({ ok: true, body: undefined })
  })

  it('returns a non-JSON success body as a non-json error carrying the raw text', async () => {
    server.handle((_, response) => text(response, 200, '<html>hello</html>', { 'Content-Type': 'text/html' }))
    const result = await get()
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'non-json', statusCode: 200, rawBody: '<html>hello</html>' },
      rawResponse: { status: 200 },
    })
  })

  it('treats a 3xx that reaches it as success', async () => {
    server.handle((_, response) => json(response, 300, { choices: ['a', 'b'] }))
    expect(await get()).toMatchObject({
      ok: true,
      body: { choices: ['a', 'b'] },
      rawResponse: { status: 300 },
    })
  })

  it('follows redirects to the final response', async () => {
    server.handle((request, response) => {
      if (request.url === '/old') text(response, 302, '', { Location: '/new' })
      else json(response, 200, { at: request.url })
    })
    const result = await get({ url: `${server.url}/old` })
    expect(result).toMatchObject({ ok: true, body: { at: '/new' }, rawResponse: { redirected: true } })
  })

  it('reads text, blob and arrayBuffer bodies', async () => {
    server.handle((_, response) =>
      text(response, 200, 'héllo', { 'Content-Type': 'text/plain; charset=utf-8' }),
    )
    expect(await get({ responseType: 'text' })).toMatchObject({ ok: true, body: 'héllo' })
    const blob = await get<Blob>({ responseType: 'blob' })
    expect(blob.ok && blob.body instanceof Blob && (await blob.body.text())).toBe('héllo')
    expect(blob.ok && blob.body.type).toBe('text/plain;charset=utf-8')
    const buffer = await get<ArrayBuffer>({ responseType: 'arrayBuffer' })
    expect(buffer.ok && new TextDecoder().decode(buffer.body)).toBe('héllo')
  })

  // The deadline stops once headers arrive: the caller reads a stream at its own pace.
  it('gives the body stream for responseType stream, with no timeout while it is read', async () => {
    server.handle((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      response.write('one,')
      setTimeout(() => response.end('two'), 900)
    })
    const result = await get<ReadableStream<Uint8Array>>({ responseType: 'stream', timeoutMs: 400 })
    if (!result.ok) throw new Error('expected success')
    expect(result.body).toBeInstanceOf(ReadableStream)
    expect(await new Response(result.body).text()).toBe('one,two')
  })

  it.each(['stream', 'sse'] as const)(
    'reports a %s response without a body as "Response body is null"',
    async (responseType) => {
      server.handle((_, response) => {
        response.writeHead(204)
        response.end()
      })
      const result = await get({ responseType })
      expect(result).toMatchObject({
        ok: false,
        error: { reason: 'unknown', errorMessage: 'Response body is null' },
        rawResponse: { status: 204 },
      })
      const head = await get({ responseType, method: 'HEAD' })
      expect(head).toMatchObject({ ok: false, error: { errorMessage: 'Response body is null' } })
    },
  )

  it('gives an async iterable of parsed events for responseType sse', async () => {
    server.handle((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      response.write(': comment\r\nevent: tick\r\ndata: {"n":1}\r\nid: 7\r\n\r\n')
      setTimeout(() => response.end('data: line one\ndata: line two\nretry: 3000\n\n'), 20)
    })
    const result = await get<AsyncIterable<ServerSentEvent>>({ responseType: 'sse' })
    if (!result.ok) throw new Error('expected success')
    const events: ServerSentEvent[] = []
    for await (const event of result.body) events.push(event)
    expect(events).toEqual([{ event: 'tick', data: '{"n":1}', id: '7' }, { data: 'line one\nline two' }])
  })
})

describe('fetcher error bodies', () => {
  it.each([
    ['application/json', '{"error":"Conflict"}', { error: 'Conflict' }],
    ['application/problem+json', '{"title":"Bad"}', { title: 'Bad' }],
    ['application/vnd.api+json; charset=utf-8', '{"errors":[]}', { errors: [] }],
    ['text/json', '[1]', [1]],
    ['application/json', '{not json', '{not json'],
    ['text/html', '<h1>Not Found</h1>', '<h1>Not Found</h1>'],
    ['text/plain', '', undefined],
    ['application/json', '', undefined],
  ])('reads a %s error body %j', async (contentType, raw, expected) => {
    server.handle((_, response) => text(response, 404, raw, { 'Content-Type': contentType }))
    const result = await get()
    expect(result).toMatchObject({ ok: false, error: { reason: 'status-code', statusCode: 404 } })
    expect(!result.ok && result.error.reason === 'status-code' && result.error.body).toEqual(expected)
    expect(result.rawResponse).toMatchObject({ status: 404, statusText: 'Not Found' })
  })

  it('returns an HTML error page from a 502 as text', async () => {
    server.handle((_, response) =>
      text(response, 502, '<html>Bad Gateway</html>', { 'Content-Type': 'text/html' }),
    )
    const result = await get({ maxRetries: 0 })
    expect(result).toMatchObject({ ok: false, error: { statusCode: 502, body: '<html>Bad Gateway</html>' } })
  })
})

describe('fetcher schema', () => {
  const Items = z.object({ items: z.array(z.object({ id: z.string() })), 'next-page': z.string().optional() })

  it('returns the parsed value when the body matches', async () => {
    server.handle((_, response) => json(response, 200, { items: [{ id: 'a', extra: 1 }] }))
    const result = await get({ schema: Items })
    expect(result).toMatchObject({ ok: true, body: { items: [{ id: 'a' }] } })
    expect(result.ok && result.body.items[0]).toEqual({ id: 'a' })
  })

  it('names every failing path when the body does not match', async () => {
    server.handle((_, response) => json(response, 200, { items: [{ id: 1 }], 'next-page': 2 }))
    const result = await get({ schema: Items })
    expect(result).toEqual({
      ok: false,
      error: {
        reason: 'unknown',
        errorMessage:
          'Response body failed validation at $.items[0].id: Invalid input: expected string, received number; ' +
          'at $["next-page"]: Invalid input: expected string, received number',
      },
      rawResponse: expect.objectContaining({ status: 200 }),
    })
  })

  it('validates an empty body as undefined', async () => {
    server.handle((_, response) => text(response, 200, ''))
    expect(await get({ schema: z.undefined() })).toMatchObject({ ok: true, body: undefined })
    expect(await get({ schema: Items })).toMatchObject({
      ok: false,
      error: {
        errorMessage:
          'Response body failed validation at $: Invalid input: expected object, received undefined',
      },
    })
  })

  it('runs async refinements and transforms', async () => {
    server.handle((_, response) => text(response, 200, 'abc'))
    const Upper = z
      .string()
      .refine(async (value) => value.length === 3)
      .transform((value) => value.toUpperCase())
    expect(await get({ responseType: 'text', schema: Upper })).toMatchObject({ ok: true, body: 'ABC' })
  })
})
