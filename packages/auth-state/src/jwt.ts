import { decodeJwt } from 'jose'

/**
 * Whether a token is a JWT whose `exp` (seconds since the epoch) is at or before `nowMs` (milliseconds, as
 * `Date.now()` gives). Opaque tokens, JWTs without a numeric `exp`, and anything that does not decode are
 * never expired: only a token that says it has expired is refreshed.
 */
export function isJwtExpired(token: string, nowMs: number): boolean {
  const trimmed = token.trim()
  if (trimmed === '') {
    return false
  }
  let exp: unknown
  try {
    exp = decodeJwt(trimmed).exp
  } catch {
    return false
  }
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 <= nowMs
}
