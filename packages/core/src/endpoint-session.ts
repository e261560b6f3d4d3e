import type { AuthStore } from '@api-explorer/auth-state'
import type { EndpointFormStore, FormStoreCache } from '@api-explorer/form-state'
import { selectBaseUrl, selectHttpRequest } from '@api-explorer/form-state'
import type { ApiDefinition, EndpointDefinition, ExplorerItem } from '@api-explorer/model'
import { isStreamingEndpoint } from '@api-explorer/model'
import type { ResponseStore } from '@api-explorer/proxy-fetcher'
import { createResponseStore } from '@api-explorer/proxy-fetcher'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import type { CoreContext } from './core-context.js'
import { blockedMessage, blockedReason } from './core-context.js'
import type { BlockedReason, SendOutcome } from './send-outcome.js'
import { asError } from './send-outcome.js'
import type { TargetAuth } from './target-auth.js'
import { targetAuth } from './target-auth.js'

/** Whether fresh credentials are being fetched before a Send (the response store shows the rest). */
export type PreparingState = { preparing: boolean }

/** Options of {@link EndpointSession.send}. */
export type SendOptions = {
  /** Send even though the form has problems (the reader chose "Send anyway"). */
  ignoreInvalid?: boolean
}

/** One endpoint in the explorer: its form, its response, its auth, and the one send sequence. */
export type EndpointSession = {
  readonly item: ExplorerItem
  readonly endpoint: EndpointDefinition
  /** The endpoint's form (kept while the reader switches endpoints, and in `formStorage`). */
  readonly form: EndpointFormStore
  /** The response of the last Send. */
  readonly response: ResponseStore
  /** `preparing` while credentials are fetched before a Send. */
  readonly preparing: StoreApi<PreparingState>
  readonly auth: TargetAuth
  /** Why Send refuses now (`disabled`, `localhost`, `busy`), or `undefined` when it would send. */
  blockedReason: () => BlockedReason | undefined
  /**
   * Send: refuses when disabled, towards localhost from elsewhere, or while a send of this endpoint is under
   * way; reports the form's problems unless `ignoreInvalid`; else waits for fresh credentials (a login in
   * flight, an expired OAuth token fetched again), builds the request from the form at that moment and sends
   * it through the proxy (or directly), emitting the analytics events. Resolves when the response has been
   * read (a stream: when it ends); never rejects.
   */
  send: (options?: SendOptions) => Promise<SendOutcome>
  /** Cancels what is under way and releases the response (a downloaded file's URL). */
  dispose: () => void
}

/** Creates the session of one endpoint; the explorer keeps one per endpoint. */
export function createEndpointSession(
  context: CoreContext,
  item: ExplorerItem,
  definition: ApiDefinition,
  stores: { auth: AuthStore; forms: () => FormStoreCache },
): EndpointSession {
  const form = stores.forms().endpoint(item.id)
  const endpoint = form.getState().endpoint
  const response = createResponseStore({
    ...(context.settings().proxyUrl == null ? {} : { proxyUrl: context.settings().proxyUrl }),
    onAnalyticsEvent: (event) => context.settings().onEvent?.(event),
  })
  const preparing = createStore<PreparingState>()(() => ({ preparing: false }))
  const auth = targetAuth(definition, endpoint, form, stores)
  let disposed = false

  const baseUrl = (): string => {
    const { baseUrlOverride, environmentId } = form.getState()
    return selectBaseUrl(endpoint, {
      ...(baseUrlOverride == null ? {} : { override: baseUrlOverride }),
      ...(environmentId == null ? {} : { environmentId }),
    })
  }
  const busy = (): boolean =>
    preparing.getState().preparing || response.getState().response.type === 'loading'
  const blocked = (): BlockedReason | undefined =>
    blockedReason(context, baseUrl()) ?? (busy() ? 'busy' : undefined)

  return {
    item,
    endpoint,
    form,
    response,
    preparing,
    auth,
    blockedReason: blocked,
    send: async (options = {}) => {
      const reason = blocked()
      if (reason != null) return { type: 'blocked', reason, message: blockedMessage(reason) }
      const errors = form.getState().errors
      if (errors.length > 0 && options.ignoreInvalid !== true) return { type: 'invalid', errors }
      preparing.setState({ preparing: true })
      let headers
      try {
        headers = await auth.resolveHeaders()
      } catch (error) {
        if (!disposed) response.getState().fail(error)
        return { type: 'failed', error: asError(error) }
      } finally {
        preparing.setState({ preparing: false })
      }
      if (disposed) return { type: 'cancelled' }
      const request = selectHttpRequest(form.getState(), headers)
      const { proxyUrl } = context.settings()
      await response.getState().send(request, {
        stream: isStreamingEndpoint(endpoint),
        proxyUrl,
        analyticsContext: {
          endpointId: endpoint.id,
          endpointName: item.title,
          endpointRoute: context.endpointRoute(item),
          ...(context.docsRoute == null ? {} : { docsRoute: context.docsRoute() }),
        },
      })
      return { type: 'sent', request }
    },
    dispose: () => {
      disposed = true
      response.getState().reset()
    },
  }
}
