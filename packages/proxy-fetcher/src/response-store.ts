import type { HttpRequest, Loadable, ResponseResult } from '@api-explorer/model'
import { failed, loaded, loading, notStartedLoading } from '@api-explorer/model'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import { RequestAbortedError } from './errors.js'
import { PROXY_FETCHER_MESSAGES } from './messages.js'
import type { SendRequestOptions } from './send-request.js'
import { sendRequest } from './send-request.js'

/** Per-send settings: whether the endpoint streams, and what the analytics events say about it. */
export type SendOverrides = Pick<SendRequestOptions, 'stream' | 'analyticsContext'>

/** State and actions of the response pane. */
export type ResponseStoreState = {
  /** Streams pass through `loaded` repeatedly, once per chunk, with the text so far. */
  response: Loadable<ResponseResult, Error>
  /** The request last sent, as sent. */
  lastRequest?: HttpRequest
  /**
   * Sends a request; a send still in flight is cancelled first. Never rejects: failures are logged and
   * become `failed`. `overrides` apply to this send only (e.g. `{ stream: true }` for a streaming endpoint).
   */
  send: (request: HttpRequest, overrides?: SendOverrides) => Promise<void>
  /**
   * Cancels the send in flight: back to the state before it, or, for a stream that has already shown
   * chunks, keeping the text received so far.
   */
  abort: () => void
  /** Back to "not started", releasing a downloaded file. */
  reset: () => void
}

/** A vanilla zustand store of the response to the last Send. */
export type ResponseStore = StoreApi<ResponseStoreState>

/**
 * Creates the store behind the Send button and the response card. The options are those of
 * `sendRequest` (an `onChunk` given here is called too, after the store has updated).
 *
 * @example
 * const responses = createResponseStore({
 *   proxyUrl: 'http://127.0.0.1:8787',
 *   onAnalyticsEvent: (event) => analytics.track(event.name, event.properties),
 * })
 * await responses.getState().send(request, { stream: true })
 * responses.getState().response // { type: 'loaded', value: { type: 'stream', … } }
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
    send: async (request, overrides = {}) => {
      controller?.abort()
      const current = new AbortController()
      controller = current
      previous = get().response
      let showedChunk = false
      set({ response: loading(), lastRequest: request })
      const show = (result: ResponseResult): void => {
        if (!showedChunk) {
          release(previous)
          showedChunk = true
        }
        set({ response: loaded(result) })
      }
      try {
        const result = await sendRequest(request, {
          ...options,
          ...overrides,
          analyticsContext: { ...options.analyticsContext, ...overrides.analyticsContext },
          signal: current.signal,
          onChunk: (partial) => {
            if (controller === current) show(partial)
            options.onChunk?.(partial)
          },
        })
        if (controller === current) show(result)
      } catch (error) {
        if (controller !== current) {
          return
        }
        if (error instanceof RequestAbortedError) {
          if (!showedChunk) set({ response: previous })
        } else {
          console.error(PROXY_FETCHER_MESSAGES.unexpected, error)
          if (!showedChunk) release(previous)
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
