import { describe, expect, it } from 'vitest'
import { writeHandshakeFrame } from './handshake-frame.js'

describe('writeHandshakeFrame', () => {
  it('writes the reference protocol frame with the target URL and headers', () => {
    const text = writeHandshakeFrame('wss://api.example.com/chat?room=1', { Authorization: 'Bearer t' })
    expect(JSON.parse(text)).toEqual({
      type: 'handshake',
      url: 'wss://api.example.com/chat?room=1',
      headers: { Authorization: 'Bearer t' },
    })
    expect(text.startsWith('{"type":"handshake"')).toBe(true)
  })
})
