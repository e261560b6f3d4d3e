/** A `Storage` in memory whose reads and writes can be made to fail, like a full or blocked sessionStorage. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>()
  /** Thrown by `getItem` when set. */
  failReads: Error | undefined
  /** Thrown by `setItem` when set. */
  failWrites: Error | undefined
  writes = 0

  get length(): number {
    return this.#items.size
  }

  clear(): void {
    this.#items.clear()
  }

  getItem(key: string): string | null {
    if (this.failReads != null) throw this.failReads
    return this.#items.get(key) ?? null
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }

  removeItem(key: string): void {
    this.#items.delete(key)
  }

  setItem(key: string, value: string): void {
    if (this.failWrites != null) throw this.failWrites
    this.writes += 1
    this.#items.set(key, String(value))
  }
}

/** The error a browser throws when sessionStorage is full. */
export function quotaExceededError(): Error {
  const error = new Error('The quota has been exceeded.')
  error.name = 'QuotaExceededError'
  return error
}
