import { describe, expect, it } from 'vitest'

import { parseWebSocketTarget } from './websocket-target.js'

describe('parseWebSocketTarget', () => {
  it.each([
    [
      '/wss://stream.example.com/v1/events?topic=a',
      'wss://stream.example.com/v1/events?topic=a',
      'https://stream.example.com/v1/events?topic=a',
    ],
    ['/ws://127.0.0.1:8080/chat', 'ws://127.0.0.1:8080/chat', 'http://127.0.0.1:8080/chat'],
    ['/wss:/stream.example.com/x', 'wss://stream.example.com/x', 'https://stream.example.com/x'],
    ['/WSS://Stream.Example.com/', 'wss://stream.example.com/', 'https://stream.example.com/'],
    ['/wss%3A%2F%2Fstream.example.com%2Fx', 'wss://stream.example.com/x', 'https://stream.example.com/x'],
    ['/ws://2130706433:80/', 'ws://127.0.0.1/', 'http://127.0.0.1/'],
  ])('reads %s', (path, url, httpUrl) => {
    const result = parseWebSocketTarget(path)
    expect(result.ok && [result.url.href, result.httpUrl.href]).toEqual([url, httpUrl])
  })

  it('drops a fragment', () => {
    const result = parseWebSocketTarget('/wss://a.example.com/p%23x#frag')
    expect(result.ok && result.url.href).toBe('wss://a.example.com/p%23x')
  })

  it.each([
    ['/', 'Missing target URL', 'target'],
    ['/https://api.example.com/', 'Only WS and WSS protocols are supported for websockets', 'protocol'],
    ['/ftp://files.example.com/', 'Only WS and WSS protocols are supported for websockets', 'protocol'],
    ['/chat', 'Only WS and WSS protocols are supported for websockets', 'protocol'],
    ['/ws://', 'Invalid target URL', 'target'],
  ])('refuses %s with 400', (path, message, reason) => {
    expect(parseWebSocketTarget(path)).toEqual({ ok: false, status: 400, message, reason })
  })

  it('strips a base path', () => {
    const result = parseWebSocketTarget('/__proxy/wss://a.example.com/', '/__proxy/')
    expect(result.ok && result.url.href).toBe('wss://a.example.com/')
  })
})
