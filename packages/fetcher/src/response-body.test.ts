import { describe, expect, it } from 'vitest'
import { isJsonContentType, readErrorBody, readSuccessBody } from './response-body.js'

describe('isJsonContentType', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/json',
    'application/problem+json',
    'application/hal+json',
    'application/ld+json',
    'application/vnd.api+json',
    'application/vnd.github.v3+json',
  ])('recognises %s', (contentType) => {
    expect(isJsonContentType(contentType)).toBe(true)
  })

  it.each(['text/plain', 'text/html', 'application/jsonl', 'application/x-ndjson', '', null, undefined])(
    'rejects %s',
    (contentType) => {
      expect(isJsonContentType(contentType)).toBe(false)
    },
  )
})

describe('readSuccessBody', () => {
  it('treats a whitespace-only JSON body as empty', async () => {
    expect(await readSuccessBody(new Response(' \n'), 'json')).toEqual({ ok: true, body: undefined })
  })

  it('reports a stream or sse response without a body as "Response body is null"', async () => {
    for (const responseType of ['stream', 'sse'] as const) {
      expect(await readSuccessBody(new Response(null, { status: 204 }), responseType)).toEqual({
        ok: false,
        error: { reason: 'unknown', errorMessage: 'Response body is null' },
      })
    }
  })

  it('gives an empty stream for a body that is present but empty', async () => {
    const stream = await readSuccessBody(new Response(''), 'stream')
    expect(stream.ok && (await new Response(stream.body as ReadableStream).text())).toBe('')
  })
})

describe('readErrorBody', () => {
  it('keeps the text of a JSON error that does not parse', async () => {
    const response = new Response('{oops', { headers: { 'Content-Type': 'application/json' } })
    expect(await readErrorBody(response)).toBe('{oops')
  })
})
