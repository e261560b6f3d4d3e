import { stringifyDeepJson } from '@api-explorer/model'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * How a form value is written into a URL, a header or a text part: strings as they are, numbers, booleans and
 * big integers in their usual text form, dates as ISO strings, `null` and `undefined` as the empty string,
 * anything else as JSON. The text is always well-formed Unicode (a lone surrogate becomes U+FFFD), so it can be
 * percent-encoded.
 */
export function unknownToString(value: unknown): string {
  if (typeof value === 'string') {
    return wellFormed(value)
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value)
  }
  if (value == null) {
    return ''
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  }
  return jsonText(value) ?? ''
}

/**
 * A value as JSON text, big integers as their decimal text; `undefined` for what JSON cannot write (`undefined`, a
 * function). Lone surrogates are written as escapes, and dates (nested ones too) as ISO strings.
 */
export function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item))
  } catch (error) {
    // Nested deeper than the engine's stack (a document's example): written without recursion.
    // Big integers stay text there too, as the replacer above writes them.
    if (error instanceof RangeError) return stringifyDeepJson(value, undefined, { bigintAsText: true })
    throw error
  }
}

/** `text` with every lone surrogate replaced by U+FFFD, as `String.prototype.toWellFormed` does. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}
