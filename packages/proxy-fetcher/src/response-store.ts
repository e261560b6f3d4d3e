import type { HttpRequest, Loadable, ResponseResult } from '@api-explorer/model'
import { failed, loaded, loading, notStartedLoading } from '@api-explorer/model'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import { RequestAbortedError } from './errors.js'
import type { SendRequestOptions } from './send-request.js'
import { sendRequest } from './send-request.js'

/** State and actions of the response pane. */
export type ResponseStoreState = {
  response: Loadable<ResponseResult, Error>
  /** The request last sent, as sent. */
  lastRequest?: HttpRequest
  /** Sends a request; a send still in flight is cancelled first. Never rejects: failures become `failed`. */
  send: (request: HttpRequest) => Promise<void>
  /** Cancels the send in flight, back to the state before it. */
  abort: () => void
  /** Back to "not started", releasing a downloaded file. */
  reset: () => void
}

/** A vanilla zustand store of the response to the last Send. */
export type ResponseStore = StoreApi<ResponseStoreState>

/**
 * Creates the store behind the Send button and the response card.
 *
 * @example
 * const responses = createResponseStore({ proxyUrl: 'http://127.0.0.1:8787' })
 * await responses.getState().send(request)
 * responses.getState().response // { type: 'loaded', value: { type: 'json', … } }
 */
export function createResponseStore(options: Omit<SendRequestOptions, 'signal'> = {}): ResponseStore {
  let controller: AbortController | undefined
  let previous: Loadable<ResponseResult, Error> = notStartedLoading()

  const release = (response: Loadable<ResponseResult, Error>): void => {
    if (response.type === 'loaded' && response.value.type === 'file') {
      URL.revokeObjectURL(response.value.response.body)
    }
  }

  return createStore<ResponseStoreState>()((set, get) => ({
    response: notStartedLoading(),
    send: async (request) => {
      controller?.abort()
      const current = new AbortController()
      controller = current
      previous = get().response
      set({ response: loading(), lastRequest: request })
      try {
        const result = await sendRequest(request, { ...options, signal: current.signal })
        if (controller === current) {
          release(previous)
          set({ response: loaded(result) })
        }
      } catch (error) {
        if (controller !== current) {
          return
        }
        if (error instanceof RequestAbortedError) {
          set({ response: previous })
        } else {
          release(previous)
          set({ response: failed(error instanceof Error ? error : new Error(String(error))) })
        }
      } finally {
        if (controller === current) {
          controller = undefined
        }
      }
    },
    abort: () => controller?.abort(),
    reset: () => {
      controller?.abort()
      release(get().response)
      set({ response: notStartedLoading() })
    },
  }))
}
