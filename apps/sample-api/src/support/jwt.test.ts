import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from './jwt.js'

const secret = Buffer.from('test-secret')
const claims = { sub: 'demo-client', scope: 'users:read', iat: 1000, exp: 4600, jti: 'abc' }

describe('signJwt and verifyJwt', () => {
  it('round-trips claims until the token expires', () => {
    const token = signJwt(claims, secret)
    expect(token.split('.')).toHaveLength(3)
    expect(verifyJwt(token, secret, 4599)).toEqual(claims)
    expect(verifyJwt(token, secret, 4600)).toBeUndefined()
  })

  it('refuses a token signed with another secret, tampered with, or malformed', () => {
    const token = signJwt(claims, secret)
    expect(verifyJwt(token, Buffer.from('other'), 2000)).toBeUndefined()
    const [header, , signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')
    expect(verifyJwt(`${header}.${forged}.${signature}`, secret, 2000)).toBeUndefined()
    expect(verifyJwt('demo-token', secret, 2000)).toBeUndefined()
  })
})
