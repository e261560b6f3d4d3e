import type { IncomingMessage } from 'node:http'
import { clientKey } from '../policy/client-key.js'

/**
 * The rate-limit key of the client behind a Node request (see `clientKey`), for HTTP requests and websocket
 * upgrades alike, so both count against one limit.
 */
export function nodeClientKey(request: IncomingMessage, trustedProxies: number): string {
  const forwardedFor = request.headers['x-forwarded-for']
  return clientKey(
    request.socket.remoteAddress ?? '',
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    trustedProxies,
  )
}
