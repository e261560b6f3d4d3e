import type { AuthStore } from '@api-explorer/auth-state'
import type { FormStoreCache, WebSocketFormStore } from '@api-explorer/form-state'
import { selectWebSocketTarget } from '@api-explorer/form-state'
import type { ApiDefinition, ExplorerItem, WebSocketChannel } from '@api-explorer/model'
import type { WebSocketClientMessage, WebSocketSession } from '@api-explorer/proxy-fetcher'
import { createWebSocketSession } from '@api-explorer/proxy-fetcher'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import type { CoreContext } from './core-context.js'
import { blockedMessage, blockedReason } from './core-context.js'
import type { PreparingState } from './endpoint-session.js'
import { CORE_MESSAGES } from './messages.js'
import type { BlockedReason, ConnectOutcome } from './send-outcome.js'
import { asError } from './send-outcome.js'
import type { TargetAuth } from './target-auth.js'
import { targetAuth } from './target-auth.js'

/** One websocket channel in the explorer: its form, its session (connection and log) and its auth. */
export type ChannelSession = {
  readonly item: ExplorerItem
  readonly channel: WebSocketChannel
  /** The channel's handshake headers, path and query parameters, and message drafts. */
  readonly form: WebSocketFormStore
  /** The connection state and message log (through the proxy when there is one). */
  readonly session: WebSocketSession
  /** `preparing` while credentials are fetched before connecting. */
  readonly preparing: StoreApi<PreparingState>
  readonly auth: TargetAuth
  /** Why Connect refuses now (`disabled`, `localhost`, `busy`), or `undefined`. */
  blockedReason: () => BlockedReason | undefined
  /**
   * Connect: refuses when disabled, towards localhost from elsewhere, or while connecting or connected; else
   * takes the credentials as they are at that moment (a login in flight waited for, an expired OAuth token
   * fetched again) and opens the socket with the handshake headers the form describes. A credential failure
   * is shown as the session's `error`.
   */
  connect: () => Promise<ConnectOutcome>
  /** Closes the connection normally, and cancels a connect still waiting for credentials. */
  disconnect: () => void
  /** Sends a client message (as JSON) and logs it; `false` unless connected. */
  send: (message: WebSocketClientMessage) => boolean
  /** Closes the connection for good (the explorer's settings changed or it was disposed). */
  dispose: () => void
}

/** Creates the session of one websocket channel; the explorer keeps one per channel. */
export function createChannelSession(
  context: CoreContext,
  item: ExplorerItem,
  definition: ApiDefinition,
  stores: { auth: AuthStore; forms: () => FormStoreCache },
): ChannelSession {
  const form = stores.forms().websocket(item.id)
  const channel = form.getState().channel
  const { proxyUrl, websocketMessageLimit } = context.settings()
  const session = createWebSocketSession({
    ...(proxyUrl == null ? {} : { proxyUrl }),
    ...(websocketMessageLimit == null ? {} : { messageLimit: websocketMessageLimit }),
    ...(context.WebSocket == null ? {} : { WebSocket: context.WebSocket }),
  })
  const preparing = createStore<PreparingState>()(() => ({ preparing: false }))
  const auth = targetAuth(definition, channel, form, stores)
  // Each connect attempt gets a number; a disconnect while credentials are fetched makes it stale.
  let attempt = 0

  const blocked = (): BlockedReason | undefined =>
    blockedReason(context, selectWebSocketTarget(form.getState()).url) ??
    (preparing.getState().preparing || session.getState().status !== 'closed' ? 'busy' : undefined)

  const disconnect = (): void => {
    attempt += 1
    preparing.setState({ preparing: false })
    session.getState().disconnect()
  }

  return {
    item,
    channel,
    form,
    session,
    preparing,
    auth,
    blockedReason: blocked,
    connect: async () => {
      const reason = blocked()
      if (reason != null) return { type: 'blocked', reason, message: blockedMessage(reason) }
      attempt += 1
      const mine = attempt
      preparing.setState({ preparing: true })
      try {
        const headers = await auth.resolveHeaders()
        if (mine !== attempt) return { type: 'cancelled' }
        session.getState().connect(selectWebSocketTarget(form.getState(), headers))
        return { type: 'connecting' }
      } catch (error) {
        const failure = asError(error)
        // Shown where a close reason is shown: before, this failure was only logged.
        if (mine === attempt) session.setState({ error: CORE_MESSAGES.credentialsFailed(failure.message) })
        return { type: 'failed', error: failure }
      } finally {
        if (mine === attempt) preparing.setState({ preparing: false })
      }
    },
    disconnect,
    send: (message) => session.getState().send(message),
    dispose: disconnect,
  }
}
