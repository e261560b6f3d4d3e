import type { RefusalReason } from '../../policy/target-checks.js'

/**
 * What the Node proxy reports as it works. The default ({@link NO_METRICS}) does nothing, so that a proxy
 * without metrics pays one empty call per event; `startProxyServer({ metrics })` passes the Prometheus one
 * (`prometheus-metrics.ts`). Every argument comes from a fixed set: a status code, a reason code, a duration.
 */
export type ProxyMetrics = {
  /** The proxy answered with `status` (forwarded or its own; 101 for an accepted websocket upgrade). */
  answered: (status: number) => void
  /** The proxy refused a request or an upgrade. */
  refused: (reason: RefusalReason) => void
  /** The target's headers arrived this many seconds after the request was sent (redirects included). */
  upstreamHeaders: (seconds: number) => void
  /** A websocket relay was accepted. */
  websocketOpened: () => void
  /** A relayed websocket ended (both sides closed). */
  websocketClosed: () => void
}

const nothing = (): void => undefined

/** Metrics off: every call does nothing. */
export const NO_METRICS: ProxyMetrics = Object.freeze({
  answered: nothing,
  refused: nothing,
  upstreamHeaders: nothing,
  websocketOpened: nothing,
  websocketClosed: nothing,
})
