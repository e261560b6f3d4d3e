import type { EndpointFormStoreOptions, EndpointFormStoreState } from '@api-explorer/form-state'
import { createEndpointFormStore } from '@api-explorer/form-state'
import type { ReactNode } from 'react'
import type { StoreApi } from 'zustand'
import type { ProviderProps } from './create-store-context.js'
import { createStoreContext } from './create-store-context.js'

const endpointForm = createStoreContext<EndpointFormStoreState, EndpointFormStoreOptions>(
  { provider: 'EndpointFormProvider', selector: 'useEndpointForm', storeApi: 'useEndpointFormStore' },
  createEndpointFormStore,
)

/**
 * Holds the form of one endpoint. Give it `key={endpointId}` so that another endpoint gets a fresh form.
 *
 * @example
 * <EndpointFormProvider key={endpointId} definition={definition} endpointId={endpointId}>
 *   <EndpointPlayground />
 * </EndpointFormProvider>
 */
export const EndpointFormProvider: (
  props: ProviderProps<EndpointFormStoreState, EndpointFormStoreOptions>,
) => ReactNode = endpointForm.Provider

/**
 * Selects from the endpoint form.
 *
 * @example
 * const userId = useEndpointForm((state) => state.formState.pathParameters.userId)
 */
export const useEndpointForm: <Selected>(selector: (state: EndpointFormStoreState) => Selected) => Selected =
  endpointForm.useSelector

/** The endpoint form store, for actions in event handlers: `useEndpointFormStore().getState().clear()`. */
export const useEndpointFormStore: () => StoreApi<EndpointFormStoreState> = endpointForm.useStoreApi
