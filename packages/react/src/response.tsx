import type { ResponseStoreState, SendRequestOptions } from '@api-explorer/proxy-fetcher'
import { createResponseStore } from '@api-explorer/proxy-fetcher'
import type { ReactNode } from 'react'
import type { StoreApi } from 'zustand'
import type { ProviderProps } from './create-store-context.js'
import { createStoreContext } from './create-store-context.js'

/** Options of {@link ResponseProvider}: where requests go. */
export type ResponseProviderOptions = Omit<SendRequestOptions, 'signal'>

const responseContext = createStoreContext<ResponseStoreState, ResponseProviderOptions>(
  { provider: 'ResponseProvider', selector: 'useResponse', storeApi: 'useResponseStore' },
  createResponseStore,
)

/**
 * Holds the response of the last Send.
 *
 * @example
 * <ResponseProvider proxyUrl="https://proxy.example.com">…</ResponseProvider>
 */
export const ResponseProvider: (
  props: ProviderProps<ResponseStoreState, ResponseProviderOptions>,
) => ReactNode = responseContext.Provider

/**
 * Selects from the response store.
 *
 * @example
 * const response = useResponse((state) => state.response)
 */
export const useResponse: <Selected>(selector: (state: ResponseStoreState) => Selected) => Selected =
  responseContext.useSelector

/** The response store, for `send` and `abort` in event handlers. */
export const useResponseStore: () => StoreApi<ResponseStoreState> = responseContext.useStoreApi
