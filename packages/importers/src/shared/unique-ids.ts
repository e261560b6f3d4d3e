/** Hands out ids unique within one definition: a repeated id gets `_2`, `_3`, …. */
export class UniqueIds {
  private readonly used = new Set<string>()
  /** The next counter to try per base, so that many repeats of one base stay linear. */
  private readonly next = new Map<string, number>()

  /** Marks an id as taken without allocating it. */
  reserve(id: string): void {
    this.used.add(id)
  }

  /** Whether an id is already taken. */
  has(id: string): boolean {
    return this.used.has(id)
  }

  /** `base` if free, else the first free `base_2`, `base_3`, …. */
  allocate(base: string): string {
    if (!this.used.has(base)) {
      this.used.add(base)
      return base
    }
    let counter = this.next.get(base) ?? 2
    while (this.used.has(`${base}_${counter}`)) counter++
    const id = `${base}_${counter}`
    this.used.add(id)
    this.next.set(base, counter + 1)
    return id
  }
}
