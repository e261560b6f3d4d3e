import { redactSecret } from '@api-explorer/model'

export { redactSecret }

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
