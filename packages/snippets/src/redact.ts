/**
 * Hides most of a secret while keeping it recognisable: under 28 characters, the first character, 25 `*` and
 * the last two; otherwise the first 12 and last 12 characters around `....`. Blank values stay as they are.
 */
export function redactSecret(secret: string): string {
  if (secret.trim() === '') {
    return secret
  }
  if (secret.length < 28) {
    return `${secret.slice(0, 1)}${'*'.repeat(25)}${secret.slice(-2)}`
  }
  return `${secret.slice(0, 12)}....${secret.slice(-12)}`
}

/**
 * Redacts the value of a secret header. For `Authorization`-style values with a scheme (`Bearer abc`,
 * `Basic …`) the scheme stays readable and only the credential is hidden.
 */
export function redactHeaderValue(value: string): string {
  const match = /^([A-Za-z][A-Za-z0-9-]*) (.+)$/.exec(value)
  if (match?.[1] != null && match[2] != null && /^(bearer|basic|token|digest|apikey)$/i.test(match[1])) {
    return `${match[1]} ${redactSecret(match[2])}`
  }
  return redactSecret(value)
}
