import type { WebSocketChannel } from '@api-explorer/model'
import { immer } from 'zustand/middleware/immer'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import type { FormStoreCore, FormStoreOptions } from './form-store-core.js'
import { formStoreCore, formStoreStart, persistForm } from './form-store-core.js'
import type { WebSocketFormState } from './form-state.js'
import type { FormTarget } from './form-target.js'
import { initialWebSocketFormState } from './initial-form-state.js'

/** Options of {@link createWebSocketFormStore}. */
export type WebSocketFormStoreOptions = FormStoreOptions & {
  channelId: string
  /** Start from this form (e.g. one the host kept) instead of the stored or seeded one. */
  formState?: WebSocketFormState
}

/** State and actions of one websocket channel's form. Message drafts sit at `['messages', messageType]`. */
export type WebSocketFormStoreState = FormStoreCore<WebSocketFormState> & {
  readonly channel: WebSocketChannel
}

/** A vanilla zustand store of one websocket channel's form. */
export type WebSocketFormStore = StoreApi<WebSocketFormStoreState>

/**
 * Creates the form store of one websocket channel: handshake headers, path and query parameters, and a draft
 * per client message type. It starts from `formState`, else the form kept in `storage`, else the seeded form
 * (blank seeds, the first example session, the site's `initialState` presets).
 *
 * @example
 * const store = createWebSocketFormStore({ definition, channelId: 'chat' })
 * store.getState().setValue(['messages', 'sendText', 'text'], 'Hello')
 */
export function createWebSocketFormStore(options: WebSocketFormStoreOptions): WebSocketFormStore {
  const { definition, channelId } = options
  const channel = Object.hasOwn(definition.websockets, channelId)
    ? definition.websockets[channelId]
    : undefined
  if (channel == null) {
    throw new Error(`Websocket channel "${channelId}" is not in API definition "${definition.id}".`)
  }
  const target: FormTarget = { type: 'websocket', definition, channel }
  const { seed, start, storageKey, now } = formStoreStart(options, 'websocket', channelId, (seedOptions) =>
    initialWebSocketFormState(definition, channel, seedOptions),
  )

  const store = createStore<WebSocketFormStoreState>()(
    immer((set, get) => {
      const { state: core } = formStoreCore<WebSocketFormState, WebSocketFormStoreState>(
        { target, seed, initialFormState: start, initialEnvironmentId: options.environmentId, now },
        set,
        get,
      )
      return { ...core, channel }
    }),
  )
  if (options.storage != null) {
    persistForm(store, options.storage, storageKey)
  }
  return store
}
