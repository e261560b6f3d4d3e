import type { HttpRequest, Loadable, ResponseResult } from '@api-explorer/model'
import { failed, loaded, loading, notStartedLoading } from '@api-explorer/model'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import { RequestAbortedError } from './errors.js'
import { PROXY_FETCHER_MESSAGES } from './messages.js'
import type { SendRequestOptions } from './send-request.js'
import { sendRequest } from './send-request.js'

/** Per-send settings: whether the endpoint streams, the proxy it goes through now, and what the analytics events say about it. */
export type SendOverrides = Pick<SendRequestOptions, 'stream' | 'analyticsContext' | 'proxyUrl'>

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
   * Cancels the send in flight, at once: back to the state before it (before the first of sends that
   * replaced one another), or, for a stream that has already shown chunks, keeping the text received so far.
   */
  abort: () => void
  /** Cancels the send in flight, if any, and goes back to "not started", releasing a downloaded file. */
  reset: () => void
  /**
   * Shows a failure that happened before anything was sent (e.g. fresh credentials could not be fetched):
   * cancels the send in flight, if any, and becomes `failed`.
   */
  fail: (error: unknown) => void
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
  /** The send in flight, if any. */
  let controller: AbortController | undefined
  /**
   * While a send is in flight, the state `abort()` goes back to: the one before the first of overlapping
   * sends, or, once a stream has shown chunks, what it has shown. A file here still owns its object URL.
   */
  let restore: Loadable<ResponseResult, Error> = notStartedLoading()

  const release = (response: Loadable<ResponseResult, Error>): void => {
    if (response.type === 'loaded' && response.value.type === 'file') {
      URL.revokeObjectURL(response.value.response.body)
    }
  }

  /** Cancels the send in flight, if any, and hands over the state to go back to (its owner now releases it). */
  const cancel = (): Loadable<ResponseResult, Error> => {
    controller?.abort()
    controller = undefined
    const state = restore
    restore = notStartedLoading()
    return state
  }

  return createStore<ResponseStoreState>()((set, get) => {
    /** Cancels the send in flight and shows `next`, releasing every file nobody will show any more. */
    const replaceWith = (next: Loadable<ResponseResult, Error>): void => {
      const held = cancel()
      const { response } = get()
      if (held !== response) release(held)
      release(response)
      set({ response: next })
    }
    return {
      response: notStartedLoading(),
      send: async (request, overrides = {}) => {
        // A send replacing one in flight keeps what that one would have gone back to; `get().response` is
        // only `loading` (or its stream's text, already in `restore`).
        restore = controller == null ? get().response : cancel()
        const current = new AbortController()
        controller = current
        set({ response: loading(), lastRequest: request })
        const show = (result: ResponseResult): void => {
          // What is shown replaces the earlier state; a cancelled stream keeps it.
          release(restore)
          restore = loaded(result)
          set({ response: restore })
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
          if (controller === current) {
            show(result)
          } else {
            // Replaced, aborted or reset after the body was read: nobody will show this file.
            release(loaded(result))
          }
        } catch (error) {
          if (controller !== current) {
            // A later send, `abort()` or `reset()` has taken over the state.
            return
          }
          if (error instanceof RequestAbortedError) {
            set({ response: restore })
          } else {
            console.error(PROXY_FETCHER_MESSAGES.unexpected, error)
            release(restore)
            set({ response: failed(error instanceof Error ? error : new Error(String(error))) })
          }
        } finally {
          if (controller === current) {
            controller = undefined
            restore = notStartedLoading()
          }
        }
      },
      abort: () => {
        if (controller != null) set({ response: cancel() })
      },
      reset: () => replaceWith(notStartedLoading()),
      fail: (error) => replaceWith(failed(error instanceof Error ? error : new Error(String(error)))),
    }
  })
}
