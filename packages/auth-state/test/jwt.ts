/** An unsigned JWT (`alg: none`) with these claims, built by hand: enough for `decodeJwt`. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
}
