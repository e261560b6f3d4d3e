import { describe, expect, it } from 'vitest'

import { clientKey } from './client-key.js'

describe('clientKey', () => {
  it('keys IPv4 clients by address and IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.9', undefined, 0)).toBe('203.0.113.9')
    expect(clientKey('::ffff:203.0.113.9', undefined, 0)).toBe('203.0.113.9')
    expect(clientKey('2001:db8:1:2::1', undefined, 0)).toBe(clientKey('2001:db8:1:2:ffff::9', undefined, 0))
    expect(clientKey('2001:db8:1:2::1', undefined, 0)).not.toBe(clientKey('2001:db8:1:3::1', undefined, 0))
  })

  it('reads X-Forwarded-For only behind trusted proxies, counting hops from the right', () => {
    expect(clientKey('10.0.0.2', '198.51.100.7', 0)).toBe('10.0.0.2')
    expect(clientKey('10.0.0.2', 'spoofed, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientKey('10.0.0.2', 'spoofed, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7')
  })
})
