import { stringifyJson } from '@api-explorer/model'

/** Deeper values go to `stringifyJson`, which also handles nesting past what the engine recurses. */
const MAX_PLAIN_DEPTH = 200

/**
 * Whether `JSON.stringify` alone writes this value exactly as `stringifyJson` does: it holds only strings,
 * numbers, booleans, null, plain arrays and plain objects (no `JsonNumber`, no object of another class, no
 * `toJSON`, no bigint) and nests at most {@link MAX_PLAIN_DEPTH} levels (so no cycle either).
 */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'bigint'
  if (depth >= MAX_PLAIN_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) if (!isPlainJson(value[index], depth + 1)) return false
    return true
  }
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  // The own enumerable values, as `for…in` with `hasOwn` finds them (the prototype is Object's or none), in one
  // native call rather than a keyed load per property.
  const items = Object.values(value)
  for (let index = 0; index < items.length; index++) {
    if (!isPlainJson(items[index], depth + 1)) return false
  }
  return true
}

/**
 * `stringifyJson(value, space)`, byte for byte. A plain value goes straight to `JSON.stringify`: the model's
 * `stringifyJson` passes a replacer function (to find `JsonNumber`s), which the engine calls for every key and
 * which made serialising the body the largest cost of a JSON snippet; only values with a `JsonNumber` or
 * another object need it.
 */
export function exactJson(value: unknown, space?: number): string | undefined {
  return isPlainJson(value)
    ? (JSON.stringify(value, null, space) as string | undefined)
    : stringifyJson(value, space)
}
