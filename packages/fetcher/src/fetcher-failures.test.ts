import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'
import { createServer } from 'node:http'
import type { ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFetcher, fetcher } from './fetcher.js'
import { sleep } from './sleep.js'
import type { FaultServer } from '../test/fault-server.js'
import { json, startFaultServer, statusSequence } from '../test/fault-server.js'

let server: FaultServer

beforeEach(async () => {
  server = await startFaultServer()
})
afterEach(() => server.close())

const hang = (): void => undefined
const USER_ABORT = { reason: 'unknown', errorMessage: 'The user aborted a request' }
const CLOSED = { status: 499, statusText: 'Client Closed Request', type: 'error' }

/** Answers 200 with a JSON body written in `pieces`, `gapMs` apart. */
function slowBody(pieces: string[], gapMs: number) {
  return (_: unknown, response: ServerResponse): void => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    let index = 0
    const timer = setInterval(() => {
      const piece = pieces[index++]
      if (piece === undefined) {
        clearInterval(timer)
        response.end()
      } else {
        response.write(piece)
      }
    }, gapMs)
    response.on('close', () => clearInterval(timer))
  }
}

describe('fetcher aborts', () => {
  it('reports a user abort mid-flight as 499 "The user aborted a request"', async () => {
    server.handle(hang)
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 30)
    const result = await fetcher({ url: server.url, method: 'GET', abortSignal: controller.signal })
    expect(result).toEqual({ ok: false, error: USER_ABORT, rawResponse: expect.objectContaining(CLOSED) })
    expect(result.rawResponse.url).toBe(server.url)
  })

  it('does not send when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const result = await fetcher({ url: server.url, method: 'GET', abortSignal: controller.signal })
    expect(result).toMatchObject({ ok: false, error: USER_ABORT, rawResponse: CLOSED })
    expect(server.hits).toHaveLength(0)
  })

  it('stops at once when aborted during a retry delay', async () => {
    server.handle(statusSequence([503, 503, 503]))
    const controller = new AbortController()
    const abortingSleep = createFetcher({
      sleep: (ms, signal) => {
        setTimeout(() => controller.abort(), 20)
        return sleep(ms, signal)
      },
    })
    const started = performance.now()
    const result = await abortingSleep({ url: server.url, method: 'GET', abortSignal: controller.signal })
    expect(performance.now() - started).toBeLessThan(500)
    expect(result).toMatchObject({ ok: false, error: USER_ABORT, rawResponse: CLOSED })
    expect(server.hits).toHaveLength(1)
  })

  it('stops at once when aborted during the default backoff', async () => {
    server.handle(statusSequence([503, 503, 503]))
    const controller = new AbortController()
    const started = performance.now()
    const pending = fetcher({ url: server.url, method: 'GET', abortSignal: controller.signal })
    while (server.hits.length === 0) await sleep(5)
    controller.abort()
    const result = await pending
    expect(performance.now() - started).toBeLessThan(700)
    expect(result).toMatchObject({ ok: false, error: USER_ABORT })
    expect(server.hits).toHaveLength(1)
  })

  it('reports an abort after the first body chunk arrived as a user abort', async () => {
    server.handle((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.flushHeaders()
      response.write('{"a":')
    })
    const controller = new AbortController()
    const chunks: string[] = []
    // Passes the body through and aborts as soon as its first chunk is in the client's hands.
    const abortAfterFirstChunk: typeof globalThis.fetch = async (input, init) => {
      const response = await fetch(input, init)
      const watched = response.body?.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, stream) {
            chunks.push(new TextDecoder().decode(chunk))
            stream.enqueue(chunk)
            controller.abort()
          },
        }),
      )
      return new Response(watched, response)
    }
    const result = await fetcher({
      url: server.url,
      method: 'GET',
      abortSignal: controller.signal,
      fetch: abortAfterFirstChunk,
    })
    expect(chunks).toEqual(['{"a":'])
    expect(result).toMatchObject({ ok: false, error: USER_ABORT, rawResponse: CLOSED })
  })

  it.each([
    ['AbortSignal.timeout()', () => AbortSignal.timeout(30)],
    ["abort('timeout')", () => abortLater('timeout')],
    ['an abort with a TimeoutError reason', () => abortLater(new DOMException('late', 'TimeoutError'))],
  ])('reports the caller aborting by %s as a user abort, not a timeout', async (_, signal) => {
    server.handle(hang)
    const result = await fetcher({ url: server.url, method: 'GET', abortSignal: signal(), timeoutMs: 10_000 })
    expect(result).toEqual({ ok: false, error: USER_ABORT, rawResponse: expect.objectContaining(CLOSED) })
  })

  it('reports a caller signal aborted with a timeout reason before the call as a user abort', async () => {
    const result = await fetcher({
      url: server.url,
      method: 'GET',
      abortSignal: AbortSignal.abort('timeout'),
    })
    expect(result).toMatchObject({ ok: false, error: USER_ABORT, rawResponse: CLOSED })
    expect(server.hits).toHaveLength(0)
  })
})

/** A signal that aborts with `reason` 30 ms from now. */
function abortLater(reason: unknown): AbortSignal {
  const controller = new AbortController()
  setTimeout(() => controller.abort(reason), 30)
  return controller.signal
}

describe('fetcher timeouts', () => {
  it('times out a hung response without retrying it', async () => {
    server.handle(hang)
    const result = await fetcher({ url: server.url, method: 'GET', timeoutMs: 50 })
    expect(result).toEqual({
      ok: false,
      error: { reason: 'timeout' },
      rawResponse: expect.objectContaining(CLOSED),
    })
    expect(server.hits).toHaveLength(1)
  })

  // Each attempt takes 300 ms against a 1 s timeout, so a slow machine has 700 ms of slack per attempt; the
  // three attempts together (900 ms plus overhead) would come close to a whole-call timeout only if it existed.
  it('applies the timeout to each attempt, not to the whole call', async () => {
    server.handle((_, response, index) => {
      setTimeout(() => json(response, index < 2 ? 503 : 200, { index }), 300)
    })
    const quick = createFetcher({ sleep: async () => undefined })
    const result = await quick({ url: server.url, method: 'GET', timeoutMs: 1000 })
    expect(result).toMatchObject({ ok: true, body: { index: 2 } })
    expect(server.hits).toHaveLength(3)
  })

  it('reads a slow body that finishes within the timeout', async () => {
    server.handle(slowBody(['{"items":', '[1,2', ',3]}'], 20))
    const result = await fetcher({ url: server.url, method: 'GET', timeoutMs: 5000 })
    expect(result).toMatchObject({ ok: true, body: { items: [1, 2, 3] } })
  })

  // The headers and a first piece leave at once, then the body stalls for good, so the result cannot depend
  // on timing; the 1 s deadline leaves a loaded machine ample time to deliver the headers first.
  it('times out a body that is still arriving when the attempt runs out', async () => {
    server.handle((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.flushHeaders()
      response.write('{"items":')
    })
    let headersArrived = false
    const noticeHeaders: typeof globalThis.fetch = async (input, init) => {
      const response = await fetch(input, init)
      headersArrived = true
      return response
    }
    const result = await fetcher({ url: server.url, method: 'GET', timeoutMs: 1000, fetch: noticeHeaders })
    expect(headersArrived).toBe(true)
    expect(result).toMatchObject({ ok: false, error: { reason: 'timeout' }, rawResponse: CLOSED })
  })

  it('reports a fetch that rejects with the bare string "timeout" as a timeout when the caller did not abort', async () => {
    const result = await fetcher({ url: server.url, method: 'GET', fetch: () => Promise.reject('timeout') })
    expect(result).toMatchObject({ ok: false, error: { reason: 'timeout' }, rawResponse: CLOSED })
  })
})

describe('fetcher network failures', () => {
  it('reports a refused connection as status 0 "Unknown Error" with the cause, without retrying', async () => {
    const closed = createServer()
    const url = await listenOnFreePort(closed)
    await closeServer(closed)
    let sleeps = 0
    const counting = createFetcher({ sleep: async () => void sleeps++ })
    const result = await counting({ url, method: 'GET' })
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'unknown', errorMessage: expect.stringMatching(/^fetch failed: .*ECONNREFUSED/) },
      rawResponse: { status: 0, statusText: 'Unknown Error', type: 'error', url },
    })
    expect(sleeps).toBe(0)
  })

  it('reports a connection reset mid-body as unknown', async () => {
    server.handle((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' })
      response.write('{"partial":')
      setTimeout(() => response.socket?.destroy(), 20)
    })
    const result = await fetcher({ url: server.url, method: 'GET' })
    expect(result).toMatchObject({ ok: false, error: { reason: 'unknown' }, rawResponse: { status: 0 } })
    expect(server.hits).toHaveLength(1)
  })

  it('reports a URL that cannot be parsed as unknown', async () => {
    const result = await fetcher({ url: 'not a url', method: 'GET' })
    expect(result).toMatchObject({ ok: false, error: { reason: 'unknown' }, rawResponse: { status: 0 } })
  })

  it('reports a header value fetch rejects as unknown instead of throwing', async () => {
    const result = await fetcher({ url: server.url, method: 'GET', headers: { 'X-Bad': 'line\nbreak' } })
    expect(result).toMatchObject({ ok: false, error: { reason: 'unknown' } })
    expect(server.hits).toHaveLength(0)
  })

  it('describes a thrown non-Error by its JSON form', async () => {
    const result = await fetcher({
      url: server.url,
      method: 'GET',
      fetch: () => Promise.reject({ code: 42 }),
    })
    expect(result).toMatchObject({ ok: false, error: { reason: 'unknown', errorMessage: '{"code":42}' } })
  })
})
