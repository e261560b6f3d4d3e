import type { EndpointFormStore } from './endpoint-form-store.js'
import { createEndpointFormStore } from './endpoint-form-store.js'
import type { FormStoreOptions } from './form-store-core.js'
import type { WebSocketFormStore } from './websocket-form-store.js'
import { createWebSocketFormStore } from './websocket-form-store.js'

/**
 * Options of {@link createFormStoreCache}: those every form store takes, given to each store the cache creates.
 * Each store keeps its own storage key (`formStorageKey(definition.id, kind, id)`).
 */
export type FormStoreCacheOptions = Omit<FormStoreOptions, 'storageKey'>

/** The form stores of one definition's endpoints and channels, each created on first use and kept. */
export type FormStoreCache = {
  /** The form store of an endpoint: created the first time, the same store afterwards. Throws for an unknown id. */
  endpoint: (endpointId: string) => EndpointFormStore
  /** The form store of a websocket channel: created the first time, the same store afterwards. */
  websocket: (channelId: string) => WebSocketFormStore
  /** Forgets every store; later calls create fresh ones. */
  dispose: () => void
}

/**
 * A cache of form stores, one per endpoint and per websocket channel, so that a reader who fills a form, goes to
 * another endpoint and comes back finds the form as they left it. Stores are created lazily with the cache's
 * options (the site's `initialState`, the picked `environmentId`, a `storage`, …).
 *
 * @example
 * const forms = createFormStoreCache({ definition, initialState })
 * forms.endpoint('getUser').getState().setValue(['pathParameters', 'userId'], 'usr_ada')
 * forms.endpoint('listUsers') // another form
 * forms.endpoint('getUser').getState().formState.pathParameters.userId // 'usr_ada'
 */
export function createFormStoreCache(options: FormStoreCacheOptions): FormStoreCache {
  // Maps, not records: ids come from the definition and may be `__proto__`.
  let endpoints = new Map<string, EndpointFormStore>()
  let websockets = new Map<string, WebSocketFormStore>()
  return {
    endpoint: (endpointId) => {
      const kept = endpoints.get(endpointId)
      if (kept != null) {
        return kept
      }
      const store = createEndpointFormStore({ ...options, endpointId })
      endpoints.set(endpointId, store)
      return store
    },
    websocket: (channelId) => {
      const kept = websockets.get(channelId)
      if (kept != null) {
        return kept
      }
      const store = createWebSocketFormStore({ ...options, channelId })
      websockets.set(channelId, store)
      return store
    },
    dispose: () => {
      endpoints = new Map()
      websockets = new Map()
    },
  }
}
