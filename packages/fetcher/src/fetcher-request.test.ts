import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fetcher } from './fetcher.js'
import type { FaultServer } from '../test/fault-server.js'
import { startFaultServer } from '../test/fault-server.js'

let server: FaultServer

beforeEach(async () => {
  server = await startFaultServer()
})
afterEach(() => server.close())

const firstHit = () => {
  const hit = server.hits[0]
  if (!hit) throw new Error('the server saw no request')
  return hit
}

describe('fetcher requests', () => {
  it('repeats array query values, drops null and undefined, and keeps the query already in the URL', async () => {
    await fetcher({
      url: `${server.url}/search?fixed=1#frag`,
      method: 'GET',
      queryParameters: { tag: ['a', 'b c'], page: 2, exact: true, missing: undefined, none: null },
    })
    expect(firstHit().url).toBe('/search?fixed=1&tag=a&tag=b+c&page=2&exact=true')
  })

  it('leaves the URL alone without query parameters', async () => {
    await fetcher({ url: `${server.url}/x?keep=me`, method: 'GET', queryParameters: { gone: null } })
    expect(firstHit().url).toBe('/x?keep=me')
  })

  it('drops headers whose values are null or undefined', async () => {
    await fetcher({
      url: server.url,
      method: 'GET',
      headers: { 'X-Keep': 'yes', 'X-Null': null, 'X-Undefined': undefined },
    })
    expect(firstHit().headers).toMatchObject({ 'x-keep': 'yes' })
    expect(firstHit().headers).not.toHaveProperty('x-null')
    expect(firstHit().headers).not.toHaveProperty('x-undefined')
  })

  it('stringifies a JSON body with Content-Type application/json by default', async () => {
    await fetcher({ url: server.url, method: 'POST', body: { a: [1, 'x'], b: null } })
    expect(firstHit().headers['content-type']).toBe('application/json')
    expect(firstHit().body.toString()).toBe('{"a":[1,"x"],"b":null}')
  })

  it('uses contentType over a Content-Type header when there is a body', async () => {
    await fetcher({
      url: server.url,
      method: 'PATCH',
      headers: { 'content-type': 'text/plain' },
      contentType: 'application/merge-patch+json',
      body: { a: 1 },
    })
    expect(firstHit().method).toBe('PATCH')
    expect(firstHit().headers['content-type']).toBe('application/merge-patch+json')
  })

  it('sends no body and no Content-Type when body is undefined', async () => {
    await fetcher({ url: server.url, method: 'DELETE', contentType: 'application/json' })
    expect(firstHit().headers).not.toHaveProperty('content-type')
    expect(firstHit().body.length).toBe(0)
  })

  it('sends FormData as multipart with the boundary the runtime writes', async () => {
    const form = new FormData()
    form.append('name', 'Ada')
    form.append('file', new Blob(['file-bytes'], { type: 'text/plain' }), 'a.txt')
    await fetcher({
      url: server.url,
      method: 'POST',
      requestType: 'form',
      contentType: 'multipart/form-data',
      body: form,
    })
    const contentType = String(firstHit().headers['content-type'])
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    const body = firstHit().body.toString()
    expect(body).toContain('name="name"\r\n\r\nAda')
    expect(body).toContain('filename="a.txt"')
    expect(body).toContain('file-bytes')
  })

  it.each([
    ['a Blob', () => new Blob([new Uint8Array([1, 2, 3])]), 'file'],
    ['an ArrayBuffer', () => new Uint8Array([1, 2, 3]).buffer, 'bytes'],
    ['a Uint8Array', () => new Uint8Array([1, 2, 3]), 'bytes'],
  ] as const)('sends %s as its bytes', async (_, makeBody, requestType) => {
    await fetcher({
      url: server.url,
      method: 'PUT',
      requestType,
      contentType: 'application/octet-stream',
      body: makeBody(),
    })
    expect([...firstHit().body]).toEqual([1, 2, 3])
    expect(firstHit().headers['content-type']).toBe('application/octet-stream')
  })

  it('sends a string as given for requestType other', async () => {
    await fetcher({
      url: server.url,
      method: 'POST',
      requestType: 'other',
      contentType: 'text/csv',
      body: 'a,b\n1,2',
    })
    expect(firstHit().body.toString()).toBe('a,b\n1,2')
    expect(firstHit().headers['content-type']).toBe('text/csv')
  })

  it('sends URLSearchParams url-encoded', async () => {
    await fetcher({
      url: server.url,
      method: 'POST',
      requestType: 'form',
      body: new URLSearchParams({ a: '1 2' }),
    })
    expect(firstHit().body.toString()).toBe('a=1+2')
    expect(firstHit().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
  })

  it('maps withCredentials to credentials include, and leaves the default otherwise', async () => {
    const seen: RequestCredentials[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(input instanceof Request ? input.credentials : (init?.credentials ?? 'same-origin'))
      return fetch(input, init)
    }
    await fetcher({ url: server.url, method: 'GET', withCredentials: true, fetch: recordingFetch })
    await fetcher({ url: server.url, method: 'GET', fetch: recordingFetch })
    expect(seen).toEqual(['include', 'same-origin'])
    expect(server.hits).toHaveLength(2)
  })
})
