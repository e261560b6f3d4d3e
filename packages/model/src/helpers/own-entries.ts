/**
 * Sets an own entry of a plain object. Keys come from the data, and plain assignment of `__proto__` would change
 * the object's prototype instead of adding the entry.
 */
export function setOwnEntry(record: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    record[key] = value
  }
}
