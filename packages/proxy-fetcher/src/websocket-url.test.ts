import { describe, expect, it } from 'vitest'
import { webSocketConnectUrl, webSocketTargetUrl } from './websocket-url.js'

describe('webSocketTargetUrl', () => {
  it.each([
    ['https://api.example.com/rooms/1?x=1', 'wss://api.example.com/rooms/1?x=1'],
    ['http://127.0.0.1:4010/ws', 'ws://127.0.0.1:4010/ws'],
    ['HTTPS://api.example.com/', 'wss://api.example.com/'],
    ['wss://api.example.com/ws', 'wss://api.example.com/ws'],
  ])('turns %s into %s', (url, expected) => {
    expect(webSocketTargetUrl(url)).toBe(expected)
  })
})

describe('webSocketConnectUrl', () => {
  it('puts the ws(s) target after the proxy, as a ws(s) URL', () => {
    expect(webSocketConnectUrl('wss://api.example.com/rooms/1', 'https://proxy.example.com/')).toBe(
      'wss://proxy.example.com/wss://api.example.com/rooms/1',
    )
    expect(webSocketConnectUrl('https://api.example.com/a?b=c', 'http://127.0.0.1:8787')).toBe(
      'ws://127.0.0.1:8787/wss://api.example.com/a?b=c',
    )
    expect(webSocketConnectUrl('wss://api.example.com/a', 'ws://127.0.0.1:8787/__proxy')).toBe(
      'ws://127.0.0.1:8787/__proxy/wss://api.example.com/a',
    )
  })

  it('connects straight to the target without a proxy', () => {
    expect(webSocketConnectUrl('http://127.0.0.1:4010/ws')).toBe('ws://127.0.0.1:4010/ws')
    expect(webSocketConnectUrl('wss://api.example.com/ws', '')).toBe('wss://api.example.com/ws')
  })
})
