/** The timer functions the stores schedule with; tests may pass their own. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/**
 * The global timers, looked up on every call so fake timers installed after this module loaded (vitest's
 * `vi.useFakeTimers()`) are the ones used.
 */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
}
