import { describe, expect, it } from 'vitest'

import { checkAddress } from './address-policy.js'

const closed = { allowPrivate: false, allowAddresses: [] }

describe('checkAddress refusal wording', () => {
  it.each([
    ['2001:4:112::1', '2001:4:112::1 is an AS112 DNS sink (RFC 7534) address'],
    ['192.31.196.1', '192.31.196.1 is an AS112 DNS sink (RFC 7534) address'],
    ['2001:3::1', '2001:3::1 is an AMT relay (RFC 7450) address'],
    ['100::1', '100::1 is a discard-only (RFC 6666) address'],
    ['2001:20::1', '2001:20::1 is an ORCHIDv2 (RFC 7343) address'],
    ['0.0.0.0', '0.0.0.0 is an unspecified address'],
    ['127.0.0.1', '127.0.0.1 is a loopback address'],
    ['10.0.0.8', '10.0.0.8 is a private address'],
    ['100.64.0.1', '100.64.0.1 is a carrier-grade NAT (CGNAT) address'],
  ])('names the range of %s in plain words', (address, reason) => {
    expect(checkAddress(address, closed)).toEqual({ allowed: false, reason })
  })
})
