import type { WebSocketFormStoreOptions, WebSocketFormStoreState } from '@api-explorer/form-state'
import { createWebSocketFormStore } from '@api-explorer/form-state'
import type { ReactNode } from 'react'
import type { StoreApi } from 'zustand'
import type { ProviderProps } from './create-store-context.js'
import { createStoreContext } from './create-store-context.js'

const websocketForm = createStoreContext<WebSocketFormStoreState, WebSocketFormStoreOptions>(
  { provider: 'WebSocketFormProvider', selector: 'useWebSocketForm', storeApi: 'useWebSocketFormStore' },
  createWebSocketFormStore,
)

/**
 * Holds the form of one websocket channel: handshake headers, path and query parameters, and a draft per
 * client message type. Give it `key={channelId}` so that another channel gets a fresh form.
 *
 * @example
 * <WebSocketFormProvider key={channelId} definition={definition} channelId={channelId}>
 *   <WebSocketPlayground />
 * </WebSocketFormProvider>
 */
export const WebSocketFormProvider: (
  props: ProviderProps<WebSocketFormStoreState, WebSocketFormStoreOptions>,
) => ReactNode = websocketForm.Provider

/**
 * Selects from the websocket form.
 *
 * @example
 * const draft = useWebSocketForm((state) => state.formState.messages['sendText'])
 */
export const useWebSocketForm: <Selected>(
  selector: (state: WebSocketFormStoreState) => Selected,
) => Selected = websocketForm.useSelector

/** The websocket form store, for actions in event handlers: `useWebSocketFormStore().getState().clear()`. */
export const useWebSocketFormStore: () => StoreApi<WebSocketFormStoreState> = websocketForm.useStoreApi
