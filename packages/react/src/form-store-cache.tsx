import type { FormStoreCache, FormStoreCacheOptions } from '@api-explorer/form-state'
import { createFormStoreCache } from '@api-explorer/form-state'
import type { ReactNode } from 'react'
import { createContext, useContext, useState } from 'react'

const FormStoreCacheContext = createContext<FormStoreCache | null>(null)

/**
 * Props of {@link FormStoreCacheProvider}: the options of `createFormStoreCache` (`definition`, `initialState?`,
 * `environmentId?`, `storage?`, `now?`), or an existing `cache` to provide as it is.
 */
export type FormStoreCacheProviderProps = (FormStoreCacheOptions | { cache: FormStoreCache }) & {
  children?: ReactNode
}

type Kept = { definition: unknown; initialState: string | undefined; cache: FormStoreCache }

/**
 * Holds one form store per endpoint and websocket channel (`createFormStoreCache`), so a reader who fills a
 * form, opens another endpoint and comes back finds their input. The cache is created once per `definition`
 * (by identity) and `initialState` (by content, so an inline object does not start afresh); the other options
 * are read when it is created.
 *
 * @example
 * <FormStoreCacheProvider definition={definition} initialState={playground} storage={sessionStorage}>
 *   <Playground endpointId={endpointId} />
 * </FormStoreCacheProvider>
 *
 * function Playground({ endpointId }: { endpointId: string }) {
 *   const store = useFormStoreCache().endpoint(endpointId)
 *   return <FormStoreProvider store={store}><RequestForm /></FormStoreProvider>
 * }
 */
export function FormStoreCacheProvider({ children, ...props }: FormStoreCacheProviderProps): ReactNode {
  const options = 'cache' in props ? undefined : props
  const initialState = options?.initialState == null ? undefined : JSON.stringify(options.initialState)
  const [kept, setKept] = useState<Kept | undefined>(() =>
    options == null
      ? undefined
      : { definition: options.definition, initialState, cache: createFormStoreCache(options) },
  )
  let cache = 'cache' in props ? props.cache : kept?.cache
  if (options != null && (kept?.definition !== options.definition || kept.initialState !== initialState)) {
    // Another definition or other presets: a new cache (React re-renders at once with it).
    const next = { definition: options.definition, initialState, cache: createFormStoreCache(options) }
    setKept(next)
    cache = next.cache
  }
  return <FormStoreCacheContext.Provider value={cache ?? null}>{children}</FormStoreCacheContext.Provider>
}

/**
 * The provided cache of form stores: `endpoint(endpointId)` and `websocket(channelId)` give the same store each
 * time for the same id.
 *
 * @example
 * const store = useFormStoreCache().websocket(channelId)
 */
export function useFormStoreCache(): FormStoreCache {
  const cache = useContext(FormStoreCacheContext)
  if (cache == null) {
    throw new Error('`useFormStoreCache` must be used within `<FormStoreCacheProvider>`')
  }
  return cache
}
