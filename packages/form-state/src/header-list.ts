/** An ordered header list with case-insensitive names, where a later `set` replaces an earlier value in place. */
export class HeaderList {
  readonly #entries: Array<[string, string]>

  constructor(initial: ReadonlyArray<readonly [string, string]> = []) {
    this.#entries = []
    for (const [name, value] of initial) {
      this.set(name, value)
    }
  }

  has(name: string): boolean {
    return this.#index(name) >= 0
  }

  set(name: string, value: string): void {
    const index = this.#index(name)
    if (index >= 0) {
      this.#entries[index] = [name, value]
    } else {
      this.#entries.push([name, value])
    }
  }

  delete(name: string): void {
    const index = this.#index(name)
    if (index >= 0) {
      this.#entries.splice(index, 1)
    }
  }

  entries(): Array<[string, string]> {
    return this.#entries.map(([name, value]) => [name, value])
  }

  #index(name: string): number {
    const lower = name.toLowerCase()
    return this.#entries.findIndex(([existing]) => existing.toLowerCase() === lower)
  }
}
