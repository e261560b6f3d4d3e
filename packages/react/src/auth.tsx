import type {
  AuthStoreOptions,
  AuthStoreState,
  KeyInjectionStoreOptions,
  KeyInjectionStoreState,
} from '@api-explorer/auth-state'
import { createAuthStore, createKeyInjectionStore } from '@api-explorer/auth-state'
import type { ReactNode } from 'react'
import { createElement, useEffect } from 'react'
import type { StoreApi } from 'zustand'
import type { ProviderProps } from './create-store-context.js'
import { createStoreContext } from './create-store-context.js'

const authContext = createStoreContext<AuthStoreState, AuthStoreOptions>(
  { provider: 'AuthProvider', selector: 'useAuthStore', storeApi: 'useAuthStoreApi' },
  createAuthStore,
)

/**
 * Holds the reader's credentials for one explorer instance (`createAuthStore`): per-scheme values persisted
 * in sessionStorage, the site's initial state, OAuth login.
 *
 * @example
 * <AuthProvider playground={siteConfig.playground} send={(request) => sendRequest(request, { proxyUrl })}>
 *   <ApiExplorer … />
 * </AuthProvider>
 */
export const AuthProvider: (props: ProviderProps<AuthStoreState, AuthStoreOptions>) => ReactNode =
  authContext.Provider

/**
 * Selects from the credential store.
 *
 * @example
 * const token = useAuthStore((state) => state.bearerAuth.token)
 */
export const useAuthStore: <Selected>(selector: (state: AuthStoreState) => Selected) => Selected =
  authContext.useSelector

/** The credential store, for actions in event handlers: `useAuthStoreApi().getState().fetchBearerToken(…)`. */
export const useAuthStoreApi: () => StoreApi<AuthStoreState> = authContext.useStoreApi

/** Options of {@link KeyInjectionProvider}: those of `createKeyInjectionStore` except the auth store. */
export type KeyInjectionProviderOptions = Omit<KeyInjectionStoreOptions, 'authStore'>

const keyInjectionContext = createStoreContext<
  KeyInjectionStoreState,
  KeyInjectionProviderOptions & { authStore: StoreApi<AuthStoreState> }
>(
  { provider: 'KeyInjectionProvider', selector: 'useKeyInjection', storeApi: 'useKeyInjectionStore' },
  createKeyInjectionStore,
)

/** Starts polling when mounted and stops when unmounted; renders nothing. */
function KeyInjectionPolling(): null {
  const store = keyInjectionContext.useStoreApi()
  useEffect(() => {
    store.getState().start()
    return () => store.getState().stop()
  }, [store])
  return null
}

/**
 * Key-injection login for the explorer (`createKeyInjectionStore`), inside an {@link AuthProvider} whose
 * bearer default it feeds: loads the configuration when mounted and refreshes it every 5 minutes while
 * enabled, until unmounted.
 *
 * @example
 * <AuthProvider><KeyInjectionProvider apiPrefix="/api/fern-docs">…</KeyInjectionProvider></AuthProvider>
 */
export function KeyInjectionProvider({
  children,
  ...options
}: KeyInjectionProviderOptions & { children?: ReactNode }): ReactNode {
  const authStore = useAuthStoreApi()
  return createElement(
    keyInjectionContext.Provider,
    { ...options, authStore },
    createElement(KeyInjectionPolling),
    children,
  )
}

/**
 * Selects from the key-injection store.
 *
 * @example
 * const { enabled } = useKeyInjection((state) => state.config)
 */
export const useKeyInjection: <Selected>(selector: (state: KeyInjectionStoreState) => Selected) => Selected =
  keyInjectionContext.useSelector

/** The key-injection store, for `login()` and `logout()` in event handlers. */
export const useKeyInjectionStore: () => StoreApi<KeyInjectionStoreState> = keyInjectionContext.useStoreApi

/** Provides an existing key-injection store (the explorer's), without starting its polling. */
export const KeyInjectionStoreProvider: (
  props: ProviderProps<
    KeyInjectionStoreState,
    KeyInjectionProviderOptions & { authStore: StoreApi<AuthStoreState> }
  >,
) => ReactNode = keyInjectionContext.Provider
