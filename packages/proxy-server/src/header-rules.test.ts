import { describe, expect, it } from 'vitest'
import { forwardedRequestHeaders, isStreamingResponse, returnedResponseHeaders } from './header-rules.js'

describe('forwardedRequestHeaders', () => {
  const raw = [
    'Host',
    'proxy.example.com',
    'Authorization',
    'Bearer t',
    'X-Api-Version',
    '2',
    'Cookie',
    'session=1',
    'Origin',
    'https://docs.example.com',
    'Content-Type',
    'multipart/form-data; boundary=abc',
    'Content-Length',
    '42',
    'Connection',
    'keep-alive',
    'Accept',
    'application/json',
    'X-Fern-Proxy-Request-Headers',
    'authorization,X-Api-Version,Cookie',
  ]

  it('forwards only the listed headers plus the body framing, never cookies or the proxy header', () => {
    expect(forwardedRequestHeaders(raw)).toEqual([
      'Authorization',
      'Bearer t',
      'X-Api-Version',
      '2',
      'Content-Type',
      'multipart/form-data; boundary=abc',
      'Content-Length',
      '42',
    ])
  })

  it('forwards every end-to-end header when there is no list', () => {
    const withoutList = raw.slice(0, -2)
    expect(forwardedRequestHeaders(withoutList)).toEqual([
      'Authorization',
      'Bearer t',
      'X-Api-Version',
      '2',
      'Content-Type',
      'multipart/form-data; boundary=abc',
      'Content-Length',
      '42',
      'Accept',
      'application/json',
    ])
  })
})

describe('returnedResponseHeaders', () => {
  it('drops hop-by-hop, cookie and CORS headers and keeps repeated values', () => {
    expect(
      returnedResponseHeaders({
        'content-type': 'application/json',
        connection: 'close',
        'set-cookie': ['a=1'],
        'access-control-allow-origin': 'https://elsewhere.example.com',
        link: ['<a>; rel=next', '<b>; rel=last'],
      }),
    ).toEqual([
      ['content-type', 'application/json'],
      ['link', '<a>; rel=next'],
      ['link', '<b>; rel=last'],
    ])
  })
})

describe('isStreamingResponse', () => {
  it.each([
    [{ 'content-length': '10', 'content-type': 'application/json' }, false],
    [{ 'content-type': 'application/json' }, true],
    [{ 'content-length': '0' }, true],
    [{ 'content-length': '10', 'content-type': 'text/event-stream' }, true],
    [{ 'content-length': '10', 'content-type': 'application/octet-stream' }, true],
    [{ 'transfer-encoding': 'chunked', 'content-type': 'text/plain' }, true],
  ])('says %o streams: %s', (headers, expected) => {
    expect(isStreamingResponse(headers)).toBe(expected)
  })
})
