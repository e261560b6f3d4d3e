import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ECHO_PART_TEXT_MAX_BYTES, MAX_BODY_BYTES } from '../limits.js'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'
import type { EchoResponse } from './echo.js'

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex')

type RawAnswer = { status: number; body: unknown }

/**
 * Sends raw header lines in the given order (fetch would sort and join them). Without a body, only the headers
 * are sent and the answer is read as soon as it comes.
 */
function rawPost(url: string, headers: string[], body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      // With raw header lines Node adds no Host header of its own.
      { method: 'POST', headers: ['Host', new URL(url).host, ...headers] },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          request.destroy()
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) })
          } catch (error) {
            reject(error as Error)
          }
        })
      },
    )
    request.on('error', reject)
    if (body == null) request.flushHeaders()
    else request.end(body)
  })
}

describe('echo route', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  it('describes a JSON POST: method, path, ordered query pairs, headers, body as base64 and text', async () => {
    const body = JSON.stringify({ name: 'Zoë', count: 3 })
    const response = await fetch(`${api.url}/echo/kitchen-sink/a%20b?tag=x&flag&tag=y&q=a+b%26c`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-1' },
      body,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe('req-1')
    const echo = (await response.json()) as EchoResponse
    expect(echo).toMatchObject({
      method: 'POST',
      path: '/echo/kitchen-sink/a%20b',
      query: [
        { name: 'tag', value: 'x' },
        { name: 'flag', value: '' },
        { name: 'tag', value: 'y' },
        { name: 'q', value: 'a b&c' },
      ],
      contentType: 'application/json',
      bodySize: Buffer.byteLength(body),
      bodySha256: sha256(body),
      bodyBase64: Buffer.from(body).toString('base64'),
      bodyText: body,
      parts: null,
      multipartError: null,
    })
    expect(echo.headers).toEqual(
      expect.arrayContaining([
        { name: 'content-type', value: 'application/json' },
        { name: 'x-request-id', value: 'req-1' },
      ]),
    )
    for (const header of echo.headers) expect(header.name).toBe(header.name.toLowerCase())
  })

  it('keeps headers in arrival order, repeats apart, names lower-cased', async () => {
    const answer = await rawPost(
      `${api.url}/echo`,
      ['X-Zeta', '1', 'X-Alpha', '2', 'x-zeta', '3', 'Content-Type', 'text/plain; charset=utf-8'],
      'hi',
    )
    expect(answer.status).toBe(200)
    const echo = answer.body as EchoResponse
    const names = echo.headers.map((header) => header.name)
    expect(names.filter((name) => name.startsWith('x-'))).toEqual(['x-zeta', 'x-alpha', 'x-zeta'])
    expect(echo.headers.filter((header) => header.name === 'x-zeta').map((header) => header.value)).toEqual([
      '1',
      '3',
    ])
    expect(echo).toMatchObject({ method: 'POST', path: '/echo', contentType: 'text/plain; charset=utf-8' })
    expect(echo.bodyText).toBe('hi')
  })

  it('answers PUT too, and gives bytes that are not UTF-8 as base64 only', async () => {
    const bytes = Uint8Array.from([0xff, 0xfe, 0x00, 0x41, 0xc3])
    const response = await fetch(`${api.url}/echo/raw/bytes`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: bytes,
    })
    expect(await response.json()).toMatchObject({
      method: 'PUT',
      path: '/echo/raw/bytes',
      query: [],
      contentType: 'application/octet-stream',
      bodySize: 5,
      bodyBase64: Buffer.from(bytes).toString('base64'),
      bodyText: null,
      parts: null,
    })
  })

  it('describes an empty body with no content type', async () => {
    const response = await fetch(`${api.url}/echo`, { method: 'POST' })
    expect(await response.json()).toMatchObject({
      contentType: null,
      bodySize: 0,
      bodyBase64: '',
      bodyText: '',
      bodySha256: sha256(''),
      parts: null,
    })
  })

  it('lists multipart parts in arrival order with size, hash and the text of small textual parts', async () => {
    const big = 'a'.repeat(ECHO_PART_TEXT_MAX_BYTES + 1)
    const binary = Uint8Array.from([0, 1, 2, 255])
    const form = new FormData()
    form.append('caption', 'Hello, wörld')
    form.append('document', new Blob(['line 1\nline 2\n'], { type: 'text/plain' }), 'notes.txt')
    form.append('attachments', new Blob([binary], { type: 'application/octet-stream' }), 'a.bin')
    form.append('attachments', new Blob([big], { type: 'text/plain' }), 'big.txt')
    form.append('metadata', new Blob(['{"source":"docs"}'], { type: 'application/json' }))
    form.append('labels', 'one')
    form.append('labels', 'two')
    const response = await fetch(`${api.url}/echo/kitchen-sink/multipart`, { method: 'POST', body: form })
    const echo = (await response.json()) as EchoResponse
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(echo.multipartError).toBeNull()
    expect(echo.parts).toEqual([
      {
        name: 'caption',
        filename: null,
        contentType: null,
        size: Buffer.byteLength('Hello, wörld'),
        sha256: sha256('Hello, wörld'),
        text: 'Hello, wörld',
      },
      {
        name: 'document',
        filename: 'notes.txt',
        contentType: 'text/plain',
        size: 14,
        sha256: sha256('line 1\nline 2\n'),
        text: 'line 1\nline 2\n',
      },
      {
        name: 'attachments',
        filename: 'a.bin',
        contentType: 'application/octet-stream',
        size: 4,
        sha256: sha256(binary),
        text: null,
      },
      {
        name: 'attachments',
        filename: 'big.txt',
        contentType: 'text/plain',
        size: big.length,
        sha256: sha256(big),
        text: null,
      },
      {
        name: 'metadata',
        filename: 'blob',
        contentType: 'application/json',
        size: 17,
        sha256: sha256('{"source":"docs"}'),
        text: '{"source":"docs"}',
      },
      { name: 'labels', filename: null, contentType: null, size: 3, sha256: sha256('one'), text: 'one' },
      { name: 'labels', filename: null, contentType: null, size: 3, sha256: sha256('two'), text: 'two' },
    ])
    // The raw body is there as well: the parts are a reading of it, not a replacement.
    expect(Buffer.from(echo.bodyBase64, 'base64').length).toBe(echo.bodySize)
  })

  it('still answers 200 for a malformed multipart body, naming the problem', async () => {
    const response = await fetch(`${api.url}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nope' },
      body: 'no boundary in here',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      parts: null,
      multipartError: 'The multipart body does not contain its boundary',
      bodyText: 'no boundary in here',
    })
    const noBoundary = await fetch(`${api.url}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'x',
    })
    expect(await noBoundary.json()).toMatchObject({
      parts: null,
      multipartError: 'The multipart content type has no boundary',
    })
  })

  it('refuses a body over the size limit, declared or streamed without a length', async () => {
    // The server answers a declared length at once, before any of the body is sent.
    const declared = await rawPost(`${api.url}/echo`, ['Content-Length', String(MAX_BODY_BYTES + 1)])
    expect(declared).toEqual({
      status: 413,
      body: { error: 'PayloadTooLargeError', content: `The body is larger than ${MAX_BODY_BYTES} bytes` },
    })

    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) {
          controller.close()
          return
        }
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const streamed = await fetch(`${api.url}/echo/big`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toMatchObject({ error: 'PayloadTooLargeError' })
  })

  it('answers only POST and PUT, and lets browsers preflight them', async () => {
    expect((await fetch(`${api.url}/echo/x`)).status).toBe(404)
    expect((await fetch(`${api.url}/echo/x`, { method: 'PATCH', body: '{}' })).status).toBe(404)
    expect((await fetch(`${api.url}/echoes`, { method: 'POST', body: '{}' })).status).toBe(404)
    const preflight = await fetch(`${api.url}/echo/x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://docs.example.com',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT')
  })
})
