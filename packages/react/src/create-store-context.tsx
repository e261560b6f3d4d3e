import type { ReactNode } from 'react'
import { createContext, useContext, useState } from 'react'
import type { StoreApi } from 'zustand'
import { useStore } from 'zustand'

/** A provider that creates a store once, and the hooks that read it. */
export type StoreContext<State, Options> = {
  /** Creates the store from its options, or provides the `store` given (e.g. one the host keeps elsewhere). */
  Provider: (props: ProviderProps<State, Options>) => ReactNode
  /** Selects from the store; re-renders when the selected value changes (by `Object.is`). */
  useSelector: <Selected>(selector: (state: State) => Selected) => Selected
  /** The store itself, for imperative reads and actions in event handlers. */
  useStoreApi: () => StoreApi<State>
}

/** Props of a store provider: the store's options, or an existing `store` to provide as it is. */
export type ProviderProps<State, Options> = (Options | { store: StoreApi<State> }) & { children?: ReactNode }

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

  const Provider = ({ children, ...props }: ProviderProps<State, Options>): ReactNode => {
    const [created] = useState(() =>
      'store' in props ? undefined : createStore(props as unknown as Options),
    )
    const store = 'store' in props ? props.store : (created as StoreApi<State>)
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
