import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { clientKey } from '../policy/client-key.js'

/**
 * The key of each connection's client when no reverse proxy is trusted: then it depends on the connection's
 * remote address alone, which never changes while the connection lives, so it is worked out once per
 * connection instead of parsing the address on every request.
 */
const keyOfConnection = new WeakMap<Socket, string>()

/**
 * The rate-limit key of the client behind a Node request (see `clientKey`), for HTTP requests and websocket
 * upgrades alike, so both count against one limit.
 */
export function nodeClientKey(request: IncomingMessage, trustedProxies: number): string {
  const socket = request.socket
  if (trustedProxies === 0 && socket.remoteAddress !== undefined) {
    let key = keyOfConnection.get(socket)
    if (key === undefined) {
      key = clientKey(socket.remoteAddress, undefined, 0)
      keyOfConnection.set(socket, key)
    }
    return key
  }
  const forwardedFor = request.headers['x-forwarded-for']
  return clientKey(
    socket.remoteAddress ?? '',
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    trustedProxies,
  )
}
