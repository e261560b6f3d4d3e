/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>

/** Whether a value is a JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value as a string, or undefined when it is not one. */
export function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The value as a finite number, or undefined. */
export function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** The value as an object, or an empty object. */
export function objectOr(value: unknown): JsonObject {
  return isObject(value) ? value : {}
}

/** The value as an array, or an empty array. */
export function arrayOr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** The string when it has a character that is not white space (what `trim()` would leave), or undefined. */
export function textOr(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  // Asked of every description and title: most start with a printable ASCII character, and `trim()` would copy a
  // description that ends in a line break (as YAML block text does) only to compare the copy with ''.
  const first = value.charCodeAt(0)
  if (first > 0x20 && first < 0x7f) return value
  return NOT_WHITE_SPACE.test(value) ? value : undefined
}

/** `\s` is the white space and line terminators `trim()` removes. */
const NOT_WHITE_SPACE = /\S/

/**
 * A record without a prototype, for maps keyed by names from the document: a key such as `__proto__` or
 * `constructor` is then an entry like any other, never an inherited member or a prototype change.
 */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}

/** The record's own entry for a key (never an inherited member such as `constructor`), or undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/**
 * Sets an own entry of a plain object. Plain assignment of `__proto__` would change the object's prototype
 * instead, and the entry would vanish from the definition.
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    record[key] = value
  }
}

/**
 * A plain object with the same entries (in order), for the definition an importer returns: it must stay an
 * ordinary JSON-like object even when it was collected in an {@link emptyRecord}. `Object.fromEntries` defines
 * each key as an own property, `__proto__` included.
 */
export function plainRecord<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  // A loop rather than `Object.fromEntries(Object.entries(…))`: no pair array per entry.
  const plain: Record<string, T> = {}
  for (const key of Object.keys(record)) setOwn(plain, key, record[key] as T)
  return plain
}
