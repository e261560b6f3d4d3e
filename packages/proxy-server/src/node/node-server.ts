import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Dispatcher } from 'undici'

import { corsHeaders, preflightHeaders } from '../cors.js'
import { PROXY_MESSAGES } from '../messages.js'
import {
  createRateLimitStore,
  resolvePolicy,
  type ProxyPolicy,
  type ProxyPolicyOptions,
} from '../policy/proxy-policy.js'
import type { RateLimitStore } from '../policy/rate-limit-store.js'
import { nodeClientKey } from './node-client-key.js'
import { checkOrigin, checkTarget } from '../policy/target-checks.js'
import { parseTargetUrl } from '../target-url.js'
import {
  guardConnections,
  resolveConnectionLimits,
  serverTimeoutOptions,
  type ConnectionLimits,
} from './connection-guard.js'
import { createDrain, type CloseOptions } from './drain.js'
import { forwardHttp, sendText } from './forward-http.js'
import { NO_METRICS, type ProxyMetrics } from './metrics/proxy-metrics.js'
import type { PrometheusMetrics } from './metrics/prometheus-metrics.js'
import { sendProxyError } from './proxy-error.js'
import { createSafeDispatcher } from './safe-dispatcher.js'
import type { Resolver } from './safe-lookup.js'
import { attachWebSocketRelay } from './websocket-relay.js'

/** Settings of the Node proxy: the policy, plus the means of reaching targets. */
export type ProxyOptions = ProxyPolicyOptions & {
  /** The upstream agent; by default a keep-alive pool that enforces the address policy on every connection. */
  dispatcher?: Dispatcher
  /** The DNS resolver used by the address checks (default: the system resolver). */
  resolver?: Resolver
}

/** A running proxy. */
export type RunningProxy = {
  /** e.g. `http://127.0.0.1:8787` */
  url: string
  server: Server
  /** e.g. `http://127.0.0.1:9464/metrics`, when `metrics` was asked for. */
  metricsUrl?: string
  /**
   * Drains, then stops: new requests and websocket upgrades (and `/healthz`) are answered 503 with
   * `Connection: close`, idle connections are closed at once, and requests in flight, streams and websocket
   * relays included, go on until they end or `drainMs` runs out; then every connection is closed, the
   * metrics listener too. Resolves when all is closed, at once when nothing is in flight. A later call
   * while draining may shorten the deadline (`{ drainMs: 0 }` cuts at once) and resolves at the same time.
   */
  close: (options?: CloseOptions) => Promise<void>
}

/**
 * The proxy as a Node request listener: `/<absolute target URL>` is checked (origin, rate limit, target host
 * and address) and forwarded with the listed headers; the answer comes back with the proxy protocol headers
 * and CORS. `GET /healthz` answers `ok`. Websockets are handled by {@link startProxyServer}.
 */
export function createProxyListener(
  options: ProxyOptions = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  return proxyParts(options, NO_METRICS).listener
}

/** The listener with the policy and rate limiter it uses, so that the websocket relay can share them. */
function proxyParts(
  options: ProxyOptions,
  metrics: ProxyMetrics,
): {
  listener: (request: IncomingMessage, response: ServerResponse) => void
  policy: ProxyPolicy
  limiter: RateLimitStore | undefined
} {
  const policy = resolvePolicy(options)
  const dispatcher =
    options.dispatcher ??
    createSafeDispatcher({
      policy,
      ...(options.resolver === undefined ? {} : { resolver: options.resolver }),
      headersTimeoutMs: policy.upstreamHeadersTimeoutMs,
      bodyTimeoutMs: policy.upstreamBodyTimeoutMs,
    })
  const limiter = createRateLimitStore(policy)
  const context: HandleContext = { policy, dispatcher, limiter, metrics }
  const listener = (request: IncomingMessage, response: ServerResponse): void => {
    void handle(request, response, context).catch(() => {
      // Whatever went wrong, this must not throw again: an unhandled rejection would stop the process.
      try {
        if (!response.headersSent)
          sendProxyError(response, 500, PROXY_MESSAGES.internalError, [
            ...corsHeaders(request.headers.origin, policy.allowOrigins),
          ])
        else response.destroy()
      } catch {
        response.destroy()
      }
    })
  }
  return { listener, policy, limiter }
}

/** What every request of one proxy is handled with. */
type HandleContext = {
  policy: ProxyPolicy
  dispatcher: Dispatcher
  limiter: RateLimitStore | undefined
  metrics: ProxyMetrics
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  { policy, dispatcher, limiter, metrics }: HandleContext,
): Promise<void> {
  const origin = request.headers.origin
  // Built only for the answers that need them: a forwarded answer gets its own (with the exposed names).
  const cors = (): Array<[string, string]> => corsHeaders(origin, policy.allowOrigins)
  if (request.url === '/healthz' && request.method === 'GET') {
    sendText(response, 200, 'ok', [])
    return
  }
  const originRefused = checkOrigin(origin, policy)
  if (originRefused !== undefined) {
    metrics.refused('origin')
    sendProxyError(response, originRefused.status, originRefused.message, [])
    request.resume()
    return
  }
  // `GET http://host/path` is how clients talk to a forward proxy; this one only serves `/<target URL>`.
  if (!(request.url ?? '/').startsWith('/')) {
    metrics.refused('target')
    sendProxyError(response, 400, PROXY_MESSAGES.absoluteForm, cors())
    request.resume()
    return
  }
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
    response.writeHead(
      204,
      preflightHeaders(origin, policy.allowOrigins, request.headers['access-control-request-headers']),
    )
    response.end()
    return
  }
  const decision = await limiter?.take(nodeClientKey(request, policy.trustedProxies))
  if (decision !== undefined && !decision.allowed) {
    metrics.refused('rate_limit')
    sendProxyError(response, 429, PROXY_MESSAGES.rateLimited(decision.retryAfterSeconds), [
      ['Retry-After', String(decision.retryAfterSeconds)],
      ...cors(),
    ])
    request.resume()
    return
  }
  const target = parseTargetUrl(request.url ?? '/')
  if (!target.ok) {
    metrics.refused(target.reason)
    sendProxyError(response, target.status, target.message, cors())
    request.resume()
    return
  }
  const refused = checkTarget(target.url, policy)
  if (refused !== undefined) {
    metrics.refused(refused.reason ?? 'target')
    policy.log({
      type: 'refused',
      method: request.method ?? 'GET',
      target: `${target.url.origin}${target.url.pathname}`,
      status: refused.status,
      reason: refused.message,
    })
    sendProxyError(response, refused.status, refused.message, cors())
    request.resume()
    return
  }
  await forwardHttp(request, response, target.url, policy, dispatcher, metrics)
}

/** Options of {@link startProxyServer}. */
export type StartProxyOptions = ProxyOptions & {
  /** Port to listen on; `0` picks a free one. Default 8787. */
  port?: number
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string
  /** Timeouts and caps of client connections; see `CONNECTION_DEFAULTS`. */
  connections?: Partial<ConnectionLimits>
  /**
   * Prometheus metrics at `/metrics` on a listener of their own (never the proxy's port): `port` (`0` picks a
   * free one), `host` (default: the proxy's `host`). Default: no metrics, and no cost per request.
   */
  metrics?: { port: number; host?: string }
}

/**
 * Starts the proxy on Node: HTTP forwarding and the websocket relay on one port, and the metrics listener
 * when asked for. `close()` drains (see {@link RunningProxy.close}).
 *
 * @example
 * const proxy = await startProxyServer({ port: 0, allowOrigins: ['https://docs.example.com'] })
 * await fetch(`${proxy.url}/https://api.example.com/users`)
 * await proxy.close()
 */
export async function startProxyServer(options: StartProxyOptions = {}): Promise<RunningProxy> {
  // prom-client is loaded only by the proxies that serve metrics.
  const prometheus: PrometheusMetrics | undefined =
    options.metrics === undefined
      ? undefined
      : (await import('./metrics/prometheus-metrics.js')).createPrometheusMetrics()
  const metrics = prometheus?.metrics ?? NO_METRICS
  const { listener, policy, limiter } = proxyParts(options, metrics)
  const limits = resolveConnectionLimits(options.connections)
  const server = createServer(serverTimeoutOptions(limits))
  const refusedByGuard = guardConnections(server, limits, policy, metrics)

  const refuseWhileDraining = (request: IncomingMessage, response: ServerResponse): void => {
    metrics.refused('draining')
    metrics.answered(503)
    sendProxyError(response, 503, PROXY_MESSAGES.draining, [
      ['Connection', 'close'],
      ...corsHeaders(request.headers.origin, policy.allowOrigins),
    ])
    request.resume()
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (drain.draining) return refuseWhileDraining(request, response)
    drain.track(response)
    if (!refusedByGuard(request, response)) listener(request, response)
  })
  // Answered by the proxy, never forwarded (undici refuses Expect). A body declared too large is refused
  // before the client sends it; otherwise the client is told to go on.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (drain.draining) return refuseWhileDraining(request, response)
    drain.track(response)
    if (refusedByGuard(request, response)) return
    const declared = Number(request.headers['content-length'] ?? 0)
    if (!(declared > policy.maxRequestBodyBytes)) response.writeContinue()
    listener(request, response)
  })
  const relay = attachWebSocketRelay(server, policy, options.resolver, limiter, metrics)
  const drain = createDrain(server, relay, metrics, () => shutdown())
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo

  const shutdown = async (): Promise<void> => {
    relay.close()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    await limiter?.close?.()
    await prometheus?.close()
  }

  let metricsUrl: string | undefined
  if (prometheus !== undefined && options.metrics !== undefined) {
    try {
      metricsUrl = await prometheus.listen(options.metrics.port, options.metrics.host ?? host)
    } catch (error) {
      await shutdown()
      throw error
    }
  }

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    server,
    metricsUrl,
    close: (closeOptions) => drain.close(closeOptions),
  }
}
