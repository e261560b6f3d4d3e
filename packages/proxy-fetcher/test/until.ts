import type { StoreApi } from 'zustand/vanilla'

/** Resolves once the store's state passes `predicate` (at once when it already does). */
export function until<State>(store: StoreApi<State>, predicate: (state: State) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(store.getState())) {
      resolve()
      return
    }
    const unsubscribe = store.subscribe((state) => {
      if (predicate(state)) {
        unsubscribe()
        resolve()
      }
    })
  })
}
