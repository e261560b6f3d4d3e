import { describe, expect, it } from 'vitest'
import { parseTargetUrl } from './target-url.js'

describe('parseTargetUrl', () => {
  it.each([
    [
      '/https://api.example.com/v1/users?limit=10&q=a%20b',
      'https://api.example.com/v1/users?limit=10&q=a%20b',
    ],
    ['/http://127.0.0.1:8080/', 'http://127.0.0.1:8080/'],
    ['/https:/api.example.com/collapsed', 'https://api.example.com/collapsed'],
    ['/https%3A%2F%2Fapi.example.com%2Fencoded', 'https://api.example.com/encoded'],
    ['/https://api.example.com/caf%C3%A9/ünicode', 'https://api.example.com/caf%C3%A9/%C3%BCnicode'],
  ])('reads %s as %s', (requestTarget, expected) => {
    const result = parseTargetUrl(requestTarget)
    expect(result.ok && result.url.href).toBe(expected)
  })

  it.each([
    ['/', 'Missing target URL', 'target'],
    ['/not a url', 'Invalid target URL', 'target'],
    ['/ftp://files.example.com/a', 'Only HTTP and HTTPS protocols are supported', 'protocol'],
    ['/file:///etc/passwd', 'Only HTTP and HTTPS protocols are supported', 'protocol'],
  ])('refuses %s with "%s" (reason %s)', (requestTarget, message, reason) => {
    expect(parseTargetUrl(requestTarget)).toEqual({ ok: false, status: 400, message, reason })
  })
})
