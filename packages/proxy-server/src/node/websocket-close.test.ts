import { describe, expect, it } from 'vitest'

import { closeReason, forwardedClose, isSendableCloseCode } from './websocket-close.js'

describe('forwardedClose', () => {
  it('passes sendable codes and reasons on', () => {
    expect(forwardedClose(4001, 'bye')).toEqual({ code: 4001, reason: 'bye' })
    expect(forwardedClose(1000, '')).toEqual({ code: 1000, reason: 'Forwarded WebSocket closed' })
  })

  it('maps a close without a code to 1000, and a broken connection to 1011', () => {
    expect(forwardedClose(1005, '')).toEqual({ code: 1000, reason: 'Forwarded WebSocket closed' })
    expect(forwardedClose(1006, '', 'read ECONNRESET')).toEqual({ code: 1011, reason: 'read ECONNRESET' })
    expect(forwardedClose(1015, '')).toEqual({ code: 1011, reason: 'Forwarded WebSocket closed' })
  })

  it('knows which codes may be sent', () => {
    expect(
      [999, 1000, 1004, 1005, 1006, 1011, 1014, 1015, 2999, 3000, 4999, 5000].filter(isSendableCloseCode),
    ).toEqual([1000, 1011, 1014, 3000, 4999])
  })
})

describe('closeReason', () => {
  it('keeps short reasons and cuts long ones to 123 bytes at a character boundary', () => {
    expect(closeReason('bye')).toBe('bye')
    const cut = closeReason('é'.repeat(100))
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(123)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.slice(0, -1)).toMatch(/^é+$/)
  })
})
