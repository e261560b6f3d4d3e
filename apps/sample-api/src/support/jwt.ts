import { createHmac, timingSafeEqual } from 'node:crypto'

/** The claims the sample API puts in the access tokens it issues. */
export type TokenClaims = {
  /** The client id the token was issued to. */
  sub: string
  scope: string
  /** Issued at, seconds since the epoch. */
  iat: number
  /** Expiry, seconds since the epoch. */
  exp: number
  /** Token id, so two tokens issued in the same second differ. */
  jti: string
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/** Signs claims as a compact HS256 JWT (`header.payload.signature`, base64url). */
export function signJwt(claims: TokenClaims, secret: Uint8Array): string {
  const unsigned = `${HEADER}.${base64url(JSON.stringify(claims))}`
  return `${unsigned}.${signature(unsigned, secret)}`
}

/**
 * The claims of a token this server signed that has not expired, or `undefined` for anything else
 * (malformed, signed with another secret, expired).
 */
export function verifyJwt(
  token: string,
  secret: Uint8Array,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): TokenClaims | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [header, payload, given] = parts as [string, string, string]
  const expected = Buffer.from(signature(`${header}.${payload}`, secret))
  const actual = Buffer.from(given)
  if (header !== HEADER || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return undefined
  }
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims
    return typeof claims.exp === 'number' && claims.exp > nowSeconds ? claims : undefined
  } catch {
    return undefined
  }
}

function signature(unsigned: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(unsigned).digest('base64url')
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}
