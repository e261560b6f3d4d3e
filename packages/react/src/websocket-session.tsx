import type { WebSocketSessionOptions, WebSocketSessionState } from '@api-explorer/proxy-fetcher'
import { createWebSocketSession } from '@api-explorer/proxy-fetcher'
import type { ReactNode } from 'react'
import { createElement, useEffect } from 'react'
import type { StoreApi } from 'zustand'
import type { ProviderProps } from './create-store-context.js'
import { createStoreContext } from './create-store-context.js'

const sessionContext = createStoreContext<WebSocketSessionState, WebSocketSessionOptions>(
  {
    provider: 'WebSocketSessionProvider',
    selector: 'useWebSocketSession',
    storeApi: 'useWebSocketSessionStore',
  },
  createWebSocketSession,
)

/** Closes the connection when the provider goes away, so a left channel does not stay open. */
function DisconnectOnUnmount(): null {
  const session = sessionContext.useStoreApi()
  useEffect(() => () => session.getState().disconnect(), [session])
  return null
}

/**
 * Holds one websocket session (`createWebSocketSession`): connection state, message log, send. The
 * connection is closed when the provider unmounts. Give it `key={channelId}` for a fresh session per channel.
 *
 * @example
 * <WebSocketSessionProvider key={channelId} proxyUrl="https://proxy.example.com" messageLimit={100}>
 *   <WebSocketPlayground />
 * </WebSocketSessionProvider>
 */
export function WebSocketSessionProvider(
  props: ProviderProps<WebSocketSessionState, WebSocketSessionOptions>,
): ReactNode {
  const { children, ...rest } = props
  return createElement(
    sessionContext.Provider,
    rest as ProviderProps<WebSocketSessionState, WebSocketSessionOptions>,
    createElement(DisconnectOnUnmount),
    children,
  )
}

/**
 * Selects from the websocket session.
 *
 * @example
 * const status = useWebSocketSession((state) => state.status)
 */
export const useWebSocketSession: <Selected>(
  selector: (state: WebSocketSessionState) => Selected,
) => Selected = sessionContext.useSelector

/** The websocket session, for `connect`, `send`, `disconnect` and `clear` in event handlers. */
export const useWebSocketSessionStore: () => StoreApi<WebSocketSessionState> = sessionContext.useStoreApi
