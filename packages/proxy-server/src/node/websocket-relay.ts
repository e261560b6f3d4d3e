import type { Server } from 'node:http'

import type { ProxyPolicy } from '../policy/proxy-policy.js'
import type { Resolver } from './safe-lookup.js'

/** A websocket relay attached to a server. */
export type WebSocketRelay = { close: () => void }

/** Placeholder until the relay lands: upgrade requests are refused. */
export function attachWebSocketRelay(
  server: Server,
  _policy: ProxyPolicy,
  _resolver?: Resolver,
): WebSocketRelay {
  const refuse = (_request: unknown, socket: { destroy: () => void }): void => socket.destroy()
  server.on('upgrade', refuse)
  return { close: () => server.off('upgrade', refuse) }
}
