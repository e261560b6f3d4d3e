import type { AnyFormStore } from '@api-explorer/form-state'
import { useSyncExternalStore } from 'react'
import { useFormStoreApi } from './use-form.js'

const counters = new WeakMap<AnyFormStore, { count: number }>()

/**
 * Whether the form was replaced as a whole ("Use example", "Clear form"), not edited: every section of it is a
 * new object, where an edit changes only the section it is in.
 */
function isReplaced(previous: object, next: object): boolean {
  if (previous === next) return false
  const sections = Object.entries(next).filter(([, value]) => value != null && typeof value === 'object')
  return (
    sections.length > 0 &&
    sections.every(([key, value]) => (previous as Record<string, unknown>)[key] !== value)
  )
}

function counterOf(store: AnyFormStore): { count: number } {
  let counter = counters.get(store)
  if (counter == null) {
    const created = { count: 0 }
    store.subscribe((state, previous) => {
      if (isReplaced(previous.formState, state.formState)) created.count += 1
    })
    counters.set(store, created)
    counter = created
  }
  return counter
}

/**
 * How many times the form was replaced as a whole ("Use example", "Clear form"). An input that keeps a draft of
 * its own (JSON that does not parse, a map key already used) drops it when this changes, even when its value is
 * the same as before.
 */
export function useFormResets(): number {
  const store = useFormStoreApi()
  const counter = counterOf(store)
  return useSyncExternalStore(store.subscribe, () => counter.count)
}
