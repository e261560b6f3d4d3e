import { stringifyDeepJson } from './deep-json.js'

/** The number grammar of JSON (RFC 8259 §6): no `+`, no leading zeros, no bare `.`, no `Infinity` or `NaN`. */
const JSON_NUMBER_GRAMMAR = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

/**
 * Marks a {@link JsonNumber} across copies of this package (two bundles each with their own class), where
 * `instanceof` would say no.
 */
const BRAND = Symbol.for('@api-explorer/model.JsonNumber')

/**
 * A JSON number kept as its exact text, for values a JavaScript `number` cannot hold: `18446744073709551615`
 * (the largest uint64), `-9223372036854775808` (the smallest long), `0.1000000000000000055511151231257827`,
 * `1e400`. It may appear anywhere in the `value` of a JSON {@link HttpRequestBody}; {@link stringifyJson} writes
 * it digit for digit. Plain `JSON.stringify` writes it as a string (`"18446744073709551615"`, through `toJSON`),
 * which is never what the request means: serialise request bodies with {@link stringifyJson}.
 *
 * @example
 * stringifyJson({ id: new JsonNumber('18446744073709551615') }) // '{"id":18446744073709551615}'
 */
export class JsonNumber {
  static {
    Object.defineProperty(this.prototype, BRAND, { value: true })
  }

  /** The number exactly as it goes into JSON text. */
  readonly text: string

  /** @throws TypeError when `text` is not a JSON number (surrounding whitespace included). */
  constructor(text: string) {
    if (typeof text !== 'string' || !isJsonNumberText(text)) {
      const shown = typeof text === 'string' ? JSON.stringify(text.slice(0, 40)) : typeof text
      throw new TypeError(`Not a JSON number: ${shown}`)
    }
    this.text = text
  }

  /** The number's text, so `${value}` shows the digits. */
  toString(): string {
    return this.text
  }

  /** What plain `JSON.stringify` writes: the text as a string. {@link stringifyJson} writes the number. */
  toJSON(): string {
    return this.text
  }
}

/** Whether `text` is a JSON number exactly, without surrounding whitespace: `-12`, `0.5`, `1e400`, not `1.` or `+1`. */
export function isJsonNumberText(text: string): boolean {
  return JSON_NUMBER_GRAMMAR.test(text)
}

/** Whether a value is a {@link JsonNumber} (from this copy of the package or any other). */
export function isJsonNumber(value: unknown): value is JsonNumber {
  return (
    value instanceof JsonNumber ||
    (typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true)
  )
}

/**
 * `JSON.stringify(value, null, space)`, except that a {@link JsonNumber} is written as its raw text, digit for
 * digit. Everything else comes out byte for byte as `JSON.stringify` writes it (same `toJSON` calls, escapes,
 * indentation rules for `space`, same `undefined` for a value JSON cannot hold, same `TypeError` for a cycle or
 * a `bigint`).
 *
 * How: the engine's own `JSON.stringify` runs with a replacer that swaps each JsonNumber for a placeholder string
 * holding a random token made for this call, and the quoted placeholders are then replaced by the numbers' text.
 * Delegating to the engine keeps every rule of `JSON.stringify` without restating it (a hand-written serializer
 * would have to copy them all). A reader's own string or key that happened to hold the token would show up as
 * one occurrence too many: the call then starts again with a fresh token, so no text can be mistaken for a
 * number. (`JSON.rawJSON` would do this natively, but Node 20 and older browsers lack it.)
 */
export function stringifyJson(value: unknown, space?: string | number): string | undefined {
  try {
    return stringifyShallowJson(value, space)
  } catch (error) {
    // Nested deeper than the engine recurses (a hostile document's example): the same text, without recursion.
    if (error instanceof RangeError) return stringifyDeepJson(value, space)
    throw error
  }
}

function stringifyShallowJson(value: unknown, space?: string | number): string | undefined {
  for (;;) {
    const token = `json-number-${randomHex()}-`
    const numbers: string[] = []
    const json = JSON.stringify(
      value,
      function (this: unknown, key: string, item: unknown): unknown {
        // `item` is what `toJSON` returned; the holder still has the JsonNumber itself.
        const own = (this as Record<string, unknown>)[key]
        const number = isJsonNumber(own) ? own : isJsonNumber(item) ? item : undefined
        if (number === undefined) {
          return item
        }
        numbers.push(number.text)
        return `${token}${numbers.length - 1}`
      },
      space,
    ) as string | undefined
    if (json === undefined || numbers.length === 0) {
      return json
    }
    if (json.split(token).length - 1 === numbers.length) {
      return json.replace(
        new RegExp(`"${token}(\\d+)"`, 'g'),
        (_placeholder, index: string) => numbers[Number(index)] ?? '',
      )
    }
  }
}

/** 128 random bits as hex: a token no reader's text holds by chance. */
function randomHex(): string {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(4))
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('')
}
