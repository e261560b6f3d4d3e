import type { ReactNode } from 'react'
import { createContext, useContext, useState } from 'react'
import type { StoreApi } from 'zustand'
import { useStore } from 'zustand'

/** A provider that creates a store once, and the hooks that read it. */
export type StoreContext<State, Options> = {
  Provider: (props: Options & { children?: ReactNode }) => ReactNode
  /** Selects from the store; re-renders when the selected value changes (by `Object.is`). */
  useSelector: <Selected>(selector: (state: State) => Selected) => Selected
  /** The store itself, for imperative reads and actions in event handlers. */
  useStoreApi: () => StoreApi<State>
}

/**
 * Builds a per-instance store context (zustand's "initialize state with props" pattern): the provider creates
 * the store on first render and keeps it; give the provider a `key` to start a new store. The hooks throw a
 * message naming the hook and the provider when used outside it.
 */
export function createStoreContext<State, Options extends object>(
  names: { provider: string; selector: string; storeApi: string },
  createStore: (options: Options) => StoreApi<State>,
): StoreContext<State, Options> {
  const Context = createContext<StoreApi<State> | null>(null)

  const Provider = ({ children, ...options }: Options & { children?: ReactNode }): ReactNode => {
    const [store] = useState(() => createStore(options as unknown as Options))
    return <Context.Provider value={store}>{children}</Context.Provider>
  }
  Provider.displayName = names.provider

  const useStoreFromContext = (hookName: string): StoreApi<State> => {
    const store = useContext(Context)
    if (store == null) {
      throw new Error(`\`${hookName}\` must be used within \`<${names.provider}>\``)
    }
    return store
  }

  return {
    Provider,
    useSelector: (selector) => useStore(useStoreFromContext(names.selector), selector),
    useStoreApi: () => useStoreFromContext(names.storeApi),
  }
}
