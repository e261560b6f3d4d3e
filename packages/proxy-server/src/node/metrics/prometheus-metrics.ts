import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { REFUSAL_REASONS } from '../../policy/target-checks.js'
import type { ProxyMetrics } from './proxy-metrics.js'

/** The Prometheus side of one proxy: its own registry (never prom-client's global one) and its listener. */
export type PrometheusMetrics = {
  metrics: ProxyMetrics
  registry: Registry
  /** Serves `GET /metrics` on `host:port` (`0` picks a free port); resolves with the metrics URL. */
  listen: (port: number, host: string) => Promise<string>
  /** Stops the listener and the default collectors. */
  close: () => Promise<void>
}

/** Buckets of the upstream histogram, in seconds: 5 ms to the 30 s default headers timeout. */
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/**
 * The proxy's metrics in a registry of their own, so that two proxies in one process do not collide:
 * - `api_explorer_proxy_requests_total{code}`: answers by status (`other` outside 100-599);
 * - `api_explorer_proxy_upstream_duration_seconds`: time to the target's headers;
 * - `api_explorer_proxy_refusals_total{reason}`: refusals by `RefusalReason` (every reason starts at 0);
 * - `api_explorer_proxy_websockets_open`: websocket relays open now;
 * - prom-client's process and Node.js defaults (`process_cpu_seconds_total`, `nodejs_heap_size_used_bytes`, …).
 */
export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'api_explorer_proxy_requests_total',
    help: 'Requests answered by the proxy, by the status it answered (101: accepted websocket upgrades).',
    labelNames: ['code'] as const,
    registers: [registry],
  })
  const upstream = new Histogram({
    name: 'api_explorer_proxy_upstream_duration_seconds',
    help: "Time from sending a request to the target to the target's response headers, redirects included.",
    buckets: UPSTREAM_BUCKETS,
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'api_explorer_proxy_refusals_total',
    help: 'Requests and websocket upgrades the proxy refused, by reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  })
  const websockets = new Gauge({
    name: 'api_explorer_proxy_websockets_open',
    help: 'Websocket relays open now.',
    registers: [registry],
  })
  // Every reason is shown from the start (at 0), so that rate() sees the first refusal of each.
  const byReason = new Map(REFUSAL_REASONS.map((reason) => [reason, refusals.labels(reason)]))
  for (const child of byReason.values()) child.inc(0)
  // One child per status, made once: the label lookup is not repeated per request.
  const byCode = new Map<number, Counter.Internal>()
  const metrics: ProxyMetrics = {
    answered: (status) => {
      let child = byCode.get(status)
      if (child === undefined) {
        const code = Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : 'other'
        child = requests.labels(code)
        byCode.set(status, child)
      }
      child.inc()
    },
    refused: (reason) => byReason.get(reason)?.inc(),
    upstreamHeaders: (seconds) => upstream.observe(seconds),
    websocketOpened: () => websockets.inc(),
    websocketClosed: () => websockets.dec(),
  }
  let server: Server | undefined
  return {
    metrics,
    registry,
    listen: async (port, host) => {
      const listener = createServer((request, response) => {
        const path = (request.url ?? '/').split('?')[0]
        if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          response.end('Not found: the metrics are at /metrics\n')
          return
        }
        registry.metrics().then(
          (text) => {
            response.writeHead(200, { 'Content-Type': registry.contentType })
            response.end(request.method === 'HEAD' ? undefined : text)
          },
          () => {
            response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
            response.end('Could not collect the metrics\n')
          },
        )
      })
      server = listener
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject)
        listener.listen(port, host, () => {
          listener.off('error', reject)
          resolve()
        })
      })
      const bound = (listener.address() as AddressInfo).port
      return `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`
    },
    close: async () => {
      const listener = server
      server = undefined
      if (listener?.listening === true) {
        await new Promise<void>((resolve) => {
          listener.close(() => resolve())
          listener.closeAllConnections()
        })
      }
      registry.clear()
    },
  }
}
