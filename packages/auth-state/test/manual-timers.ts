import type { Timers } from '../src/timers.js'

/** Timers that only fire when the test says so. */
export type ManualTimers = Timers & {
  pending: Array<{ ms: number; callback: () => void }>
  /** Runs every pending callback. */
  flush: () => void
}

/** Creates {@link ManualTimers}. */
export function manualTimers(): ManualTimers {
  const pending: ManualTimers['pending'] = []
  return {
    pending,
    setTimeout: (callback, ms) => {
      const entry = { ms, callback }
      pending.push(entry)
      return entry
    },
    clearTimeout: (handle) => {
      const index = pending.indexOf(handle as (typeof pending)[number])
      if (index >= 0) pending.splice(index, 1)
    },
    flush: () => {
      for (const entry of pending.splice(0)) entry.callback()
    },
  }
}
