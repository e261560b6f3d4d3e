import { describe, expect, it } from 'vitest'
import { isJwtExpired } from './jwt.js'
import { unsignedJwt } from '../test/jwt.js'

const now = Date.UTC(2025, 0, 1)

describe('isJwtExpired', () => {
  it('compares exp in seconds with the clock in milliseconds', () => {
    expect(isJwtExpired(unsignedJwt({ exp: now / 1000 - 1 }), now)).toBe(true)
    expect(isJwtExpired(unsignedJwt({ exp: now / 1000 }), now)).toBe(true)
    expect(isJwtExpired(unsignedJwt({ exp: now / 1000 + 60 }), now)).toBe(false)
  })

  it('never calls a token without exp, or not a JWT, expired', () => {
    expect(isJwtExpired(unsignedJwt({ sub: 'x' }), now)).toBe(false)
    expect(isJwtExpired(unsignedJwt({ exp: 'soon' }), now)).toBe(false)
    expect(isJwtExpired('sk_test_123', now)).toBe(false)
    expect(isJwtExpired('', now)).toBe(false)
    expect(isJwtExpired('a.b.c', now)).toBe(false)
  })
})
