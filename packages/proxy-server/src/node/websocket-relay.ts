import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http'
import type { Duplex } from 'node:stream'

import { WebSocketServer } from 'ws'

import { corsHeaders } from '../cors.js'
import { PROXY_MESSAGES } from '../messages.js'
import { createRateLimitStore, loggedTarget, type ProxyPolicy } from '../policy/proxy-policy.js'
import type { RateLimitStore } from '../policy/rate-limit-store.js'
import { nodeClientKey } from './node-client-key.js'
import { checkOrigin, checkTarget, type Refusal } from '../policy/target-checks.js'
import { NO_METRICS, type ProxyMetrics } from './metrics/proxy-metrics.js'
import { proxyErrorBody } from './proxy-error.js'
import { createSafeAgents } from './safe-agent.js'
import type { Resolver } from './safe-lookup.js'
import { WebSocketSession } from './websocket-session.js'
import { parseWebSocketTarget, type WebSocketTargetResult } from './websocket-target.js'

/** A websocket relay attached to a server. */
export type WebSocketRelay = {
  /** Stops accepting upgrades and drops every relayed connection. */
  close: () => void
  /**
   * Refuses new upgrades (503, the proxy is shutting down) while the relayed connections go on;
   * `onEmpty` is called each time the last of them ends.
   */
  drain: (onEmpty: () => void) => void
  /** Relayed connections not yet ended. */
  openSessions: () => number
}

/** The answer to an upgrade while the proxy drains. */
const DRAINING: UpgradeRefusal = Object.freeze({
  status: 503,
  message: PROXY_MESSAGES.draining,
  reason: 'draining' as const,
})

/**
 * Relays websockets on `server`'s upgrade requests, per the reference protocol: `GET /<ws(s) target>`.
 * Before the upgrade is accepted, the browser origin, the rate limit (a counter of its own, per client IP,
 * with the HTTP limits), the target scheme and the target's host and IP literal are checked; a refusal is
 * an ordinary HTTP answer (400, 403, 429) with the reason as text, since browsers cannot read a close reason
 * from a connection that never opened. Accepted connections are run by {@link WebSocketSession}: the
 * client's JSON handshake frame, a connection to the target through agents that check every resolved and
 * connected address, then frames and closes passed both ways under the `policy.websocket` limits.
 *
 * Subprotocols the browser offers in its own upgrade are not chosen: the browser is accepted before the
 * target is connected, so nobody knows yet which one the target would pick. A page that needs one names it
 * in the handshake's `Sec-WebSocket-Protocol` header, which is asked of the target.
 */
export function attachWebSocketRelay(
  server: Server,
  policy: ProxyPolicy,
  resolver?: Resolver,
  sharedLimiter?: RateLimitStore,
  metrics: ProxyMetrics = NO_METRICS,
): WebSocketRelay {
  const agents = createSafeAgents(policy, resolver)
  const limiter = sharedLimiter ?? createRateLimitStore(policy)
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: policy.websocket.maxFrameBytes,
    clientTracking: false,
    perMessageDeflate: false,
    handleProtocols: () => false,
  })
  const sessions = new Set<WebSocketSession>()
  let onDrained: (() => void) | undefined

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Until `ws` takes the socket over, a reset must not become an uncaught 'error'.
    socket.on('error', () => socket.destroy())
    const target = parseWebSocketTarget(request.url ?? '/')
    const logged = target.ok ? loggedTarget(target.url) : ''
    if (onDrained !== undefined) {
      upgradeOrRefuse(request, socket, head, target, logged, DRAINING)
      return
    }
    void refusalOf(request, target, policy, limiter).then(
      (refusal) => upgradeOrRefuse(request, socket, head, target, logged, refusal),
      () => socket.destroy(),
    )
  }
  const upgradeOrRefuse = (
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    target: WebSocketTargetResult,
    logged: string,
    checked: UpgradeRefusal | undefined,
  ): void => {
    // The client may have gone while the rate limit was asked.
    if (socket.destroyed) return
    // The proxy may have begun to drain meanwhile.
    const refusal = checked ?? (onDrained === undefined ? undefined : DRAINING)
    if (refusal !== undefined) {
      metrics.refused(refusal.reason ?? 'target')
      metrics.answered(refusal.status)
      policy.log({
        type: 'websocket',
        target: logged,
        event: 'refused',
        code: refusal.status,
        reason: refusal.logReason ?? refusal.message,
      })
      refuseUpgrade(socket, refusal, corsHeaders(request.headers.origin, policy.allowOrigins))
      return
    }
    if (!target.ok) return
    sockets.handleUpgrade(request, socket, head, (client) => {
      metrics.answered(101)
      metrics.websocketOpened()
      const session = new WebSocketSession(client, {
        policy,
        agents,
        target: target.url,
        loggedTarget: logged,
        onRefused: metrics.refused,
        onEnd: () => {
          if (!sessions.delete(session)) return
          metrics.websocketClosed()
          if (sessions.size === 0) onDrained?.()
        },
      })
      sessions.add(session)
    })
  }
  server.on('upgrade', onUpgrade)

  return {
    close: () => {
      server.off('upgrade', onUpgrade)
      for (const session of sessions) session.terminate()
      for (let open = sessions.size; open > 0; open--) metrics.websocketClosed()
      sessions.clear()
      sockets.close()
      agents.http.destroy()
      agents.https.destroy()
      // A store of the relay's own (none was shared with it) holds a connection only the relay can release.
      if (sharedLimiter === undefined) void limiter?.close?.()
    },
    drain: (onEmpty) => {
      onDrained = onEmpty
    },
    openSessions: () => sessions.size,
  }
}

/** A refused upgrade: the answer, with a Retry-After for the rate limit and a reason for the log if it differs. */
type UpgradeRefusal = Refusal & { retryAfterSeconds?: number; logReason?: string }

/** The first check an upgrade fails, in the HTTP adapter's order: origin, rate limit, target, host/address. */
async function refusalOf(
  request: IncomingMessage,
  target: WebSocketTargetResult,
  policy: ProxyPolicy,
  limiter: RateLimitStore | undefined,
): Promise<UpgradeRefusal | undefined> {
  const originRefused = checkOrigin(request.headers.origin, policy)
  // The answer quotes the Origin header back to the browser; the log does not (no header values in logs).
  if (originRefused !== undefined) return { ...originRefused, logReason: 'Origin not allowed' }
  const decision = await limiter?.take(nodeClientKey(request, policy.trustedProxies))
  if (decision !== undefined && !decision.allowed) {
    return {
      status: 429,
      message: PROXY_MESSAGES.rateLimited(decision.retryAfterSeconds),
      retryAfterSeconds: decision.retryAfterSeconds,
      reason: 'rate_limit',
    }
  }
  if (!target.ok) return { status: target.status, message: target.message, reason: target.reason }
  return checkTarget(target.httpUrl, policy)
}

/** Answers an upgrade request with the proxy's JSON error (as every refusal) and closes the connection. */
function refuseUpgrade(socket: Duplex, refusal: UpgradeRefusal, cors: Array<[string, string]>): void {
  const body = Buffer.from(proxyErrorBody(refusal.status, refusal.message))
  const head = [
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? 'Error'}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${body.length}`,
    ...(refusal.retryAfterSeconds === undefined ? [] : [`Retry-After: ${refusal.retryAfterSeconds}`]),
    ...cors.map(([name, value]) => `${name}: ${value}`),
  ]
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]), () => socket.destroy())
}
