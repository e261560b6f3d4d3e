/** Hands out ids unique within one definition: a repeated id gets `_2`, `_3`, …. */
export class UniqueIds {
  private readonly used = new Set<string>()

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
    let id = base
    for (let counter = 2; this.used.has(id); counter++) {
      id = `${base}_${counter}`
    }
    this.used.add(id)
    return id
  }
}
