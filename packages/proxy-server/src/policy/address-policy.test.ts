import { describe, expect, it } from 'vitest'

import { checkAddress } from './address-policy.js'
import { resolvePolicy } from './proxy-policy.js'

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

describe('allowAddresses', () => {
  it('reads a list that can change on every call, and parses a frozen one once', () => {
    const growing: string[] = []
    const policy = { allowPrivate: false, allowAddresses: growing }
    expect(checkAddress('10.0.0.8', policy).allowed).toBe(false)
    growing.push('10.0.0.0/8')
    expect(checkAddress('10.0.0.8', policy).allowed).toBe(true)
    const frozen = { allowPrivate: false, allowAddresses: Object.freeze(['10.0.0.0/8', 'not an address']) }
    expect([checkAddress('10.0.0.8', frozen).allowed, checkAddress('10.0.0.8', frozen).allowed]).toEqual([
      true,
      true,
    ])
    expect(checkAddress('11.0.0.8', frozen).allowed).toBe(true)
    expect(checkAddress('192.168.0.1', frozen).allowed).toBe(false)
  })

  it('is copied when the policy is resolved: changing the caller’s list later changes nothing', () => {
    const list = ['10.0.0.8']
    const policy = resolvePolicy({ allowAddresses: list })
    list.push('192.168.0.1')
    expect([checkAddress('10.0.0.8', policy).allowed, checkAddress('192.168.0.1', policy).allowed]).toEqual([
      true,
      false,
    ])
  })
})
