/**
 * How a form value is written into a URL, a header or a text part: strings as they are, numbers and booleans
 * in their usual text form, `null` and `undefined` as the empty string, anything else as JSON.
 */
export function unknownToString(value: unknown): string {
  if (typeof value === 'string') {
    return value
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value)
  }
  if (value == null) {
    return ''
  }
  return JSON.stringify(value)
}
