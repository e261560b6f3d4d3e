import type { AnyFormStore, FormStoreCore } from '@api-explorer/form-state'
import type { AnyFormState } from '@api-explorer/form-state'
import type { ReactNode } from 'react'
import { createContext, useContext } from 'react'
import { useStore } from 'zustand'

const FormStoreContext = createContext<AnyFormStore | null>(null)

/** Props of {@link FormStoreProvider}. */
export type FormStoreProviderProps = {
  /** An endpoint's or a channel's form store (`createEndpointFormStore`, `createWebSocketFormStore`, a cache's). */
  store: AnyFormStore
  children?: ReactNode
}

/**
 * Provides a form store, an endpoint's or a websocket channel's, to the form hooks (`useFormValue`,
 * `useFormErrors`, `useFormKeys`, `useAbsentOptionalKeys`, `useFormStore`, `useFormStoreApi`), so one recursive
 * form renderer serves both. The store is provided as it is: give another store to show another form.
 *
 * @example
 * const store = useFormStoreCache().endpoint(endpointId)
 * <FormStoreProvider store={store}>
 *   <BodyForm />
 * </FormStoreProvider>
 */
export function FormStoreProvider({ store, children }: FormStoreProviderProps): ReactNode {
  return <FormStoreContext.Provider value={store}>{children}</FormStoreContext.Provider>
}

/**
 * The provided form store, for actions in event handlers (`setValue`, `removeValue`, `addValue`,
 * `switchVariant`, `addMapEntry`, `renameMapKey`, …) and reads that must not re-render.
 *
 * @example
 * const store = useFormStoreApi()
 * <button onClick={() => store.getState().addMapEntry(path)}>Add entry</button>
 */
export function useFormStoreApi(): AnyFormStore {
  return useFormStoreFor('useFormStoreApi')
}

/**
 * Selects from the provided form store; re-renders when the selection changes (by `Object.is`).
 *
 * @example
 * const types = useFormStore((state) => state.definition.types)
 */
export function useFormStore<Selected>(selector: (state: FormStoreCore<AnyFormState>) => Selected): Selected {
  return useStore(useFormStoreFor('useFormStore'), selector)
}

/** The provided form store, or an error naming the hook and the provider. */
export function useFormStoreFor(hookName: string): AnyFormStore {
  const store = useContext(FormStoreContext)
  if (store == null) {
    throw new Error(`\`${hookName}\` must be used within \`<FormStoreProvider>\``)
  }
  return store
}
