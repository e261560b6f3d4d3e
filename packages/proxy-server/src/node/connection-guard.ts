import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import type { AllowedOrigins } from '../cors.js'
import { corsHeaders } from '../cors.js'
import { PROXY_MESSAGES } from '../messages.js'
import { clientKey } from '../policy/client-key.js'
import type { RefusalReason } from '../policy/target-checks.js'
import { NO_METRICS, type ProxyMetrics } from './metrics/proxy-metrics.js'
import { rawProxyError, sendProxyError } from './proxy-error.js'

/** How long the Node server keeps client connections, and how many it keeps. */
export type ConnectionLimits = {
  /** Time for a connection to send a whole request head (idle sockets included). Default 10 s. */
  headersTimeoutMs: number
  /** Time to receive a whole request, head and body. Default 60 s (at least `headersTimeoutMs`). */
  requestTimeoutMs: number
  /** Time an idle keep-alive connection stays open between requests. Default 5 s. */
  keepAliveTimeoutMs: number
  /** Open client connections (HTTP and websocket); more are answered 503 and closed. Default 1024. */
  maxConnections: number
  /**
   * Open connections per client address (IPv6: per /64); more are answered 503 and closed. Default 64.
   * Not applied behind `trustedProxies`: there every connection comes from the reverse proxy.
   */
  maxConnectionsPerClient: number
}

/** The defaults, documented in the README. */
export const CONNECTION_DEFAULTS: Readonly<ConnectionLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1024,
  maxConnectionsPerClient: 64,
}

/** The limits with defaults filled in; the request timeout never undercuts the headers timeout. */
export function resolveConnectionLimits(options: Partial<ConnectionLimits> = {}): ConnectionLimits {
  const limits = { ...CONNECTION_DEFAULTS, ...options }
  return { ...limits, requestTimeoutMs: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs) }
}

/**
 * `node:http` options enforcing the timeouts. Node checks expired connections only every
 * `connectionsCheckingInterval` (30 s by default), which let idle sockets live ~90 s; it is tied to the
 * headers timeout here so that a timeout ends a connection within about 1.25 × its length.
 */
export function serverTimeoutOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
  }
}

/** A connection over a cap gets this long to send its request head (to read its Origin) before the 503. */
const OVER_CAP_GRACE_MS = 1000

/**
 * Counts connections in total and per client address. A connection over a cap is not admitted: its request
 * (if one comes within a short grace) is answered 503 with CORS, otherwise the socket is answered 503 raw,
 * and either way it is closed; sockets over the caps that pile up beyond `maxConnections` are dropped at
 * once, the last resort against a flood. Also answers malformed heads, oversized heads and timeouts with
 * JSON and CORS instead of Node's bare answers.
 *
 * @returns A function the request listener asks first: `true` when it answered the request itself.
 */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  options: { allowOrigins: AllowedOrigins; trustedProxies: number },
  metrics: ProxyMetrics = NO_METRICS,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const overCap = new WeakSet<Socket>()
  const perClient = new Map<string, number>()
  let admitted = 0
  let pendingRefusals = 0

  server.on('connection', (socket: Socket) => {
    const key = options.trustedProxies > 0 ? undefined : clientKey(socket.remoteAddress ?? '', undefined, 0)
    const fromClient = key === undefined ? 0 : (perClient.get(key) ?? 0)
    if (admitted < limits.maxConnections && fromClient < limits.maxConnectionsPerClient) {
      admitted++
      if (key !== undefined) perClient.set(key, fromClient + 1)
      socket.once('close', () => {
        admitted--
        if (key === undefined) return
        const left = (perClient.get(key) ?? 1) - 1
        if (left === 0) perClient.delete(key)
        else perClient.set(key, left)
      })
      return
    }
    if (pendingRefusals >= limits.maxConnections) {
      metrics.refused('connections')
      socket.destroy()
      return
    }
    pendingRefusals++
    overCap.add(socket)
    const message =
      admitted >= limits.maxConnections
        ? PROXY_MESSAGES.tooManyConnections
        : PROXY_MESSAGES.tooManyClientConnections
    const timer = setTimeout(
      () => {
        if (socket.writable && !socket.destroyed) {
          metrics.refused('connections')
          metrics.answered(503)
          socket.end(rawProxyError(503, message, options.allowOrigins, undefined))
        }
        socket.destroySoon()
      },
      Math.min(OVER_CAP_GRACE_MS, limits.headersTimeoutMs),
    )
    socket.once('close', () => {
      clearTimeout(timer)
      pendingRefusals--
    })
  })

  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage
    if (error.code === 'ECONNRESET' || !socket.writable || pending?.headersSent === true) {
      socket.destroy()
      return
    }
    const [status, message, reason]: [number, string, RefusalReason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, PROXY_MESSAGES.headersTooLarge, 'size']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, PROXY_MESSAGES.requestTimeout, 'timeout']
          : [400, PROXY_MESSAGES.badRequest, 'malformed']
    metrics.refused(reason)
    metrics.answered(status)
    socket.end(rawProxyError(status, message, options.allowOrigins, error.rawPacket))
  })

  return (request, response) => {
    if (!overCap.has(request.socket)) return false
    metrics.refused('connections')
    const message =
      admitted >= limits.maxConnections
        ? PROXY_MESSAGES.tooManyConnections
        : PROXY_MESSAGES.tooManyClientConnections
    sendProxyError(response, 503, message, [
      ['Connection', 'close'],
      ['Retry-After', '1'],
      ...corsHeaders(request.headers.origin, options.allowOrigins),
    ])
    request.resume()
    return true
  }
}
