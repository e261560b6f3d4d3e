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

/** A non-empty trimmed string, or undefined. */
export function textOr(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}
