import type { Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import type { ProxyMetrics } from './metrics/proxy-metrics.js'
import type { WebSocketRelay } from './websocket-relay.js'

/** How long `RunningProxy.close` waits for the requests in flight, unless told: 30 s, as the CLI's `--drain`. */
export const DEFAULT_DRAIN_MS = 30_000

/** The longest delay a Node timer keeps (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1

/** Options of `RunningProxy.close`. */
export type CloseOptions = {
  /**
   * How long requests in flight (streamed answers and websocket relays included) may go on before they are
   * cut. Default {@link DEFAULT_DRAIN_MS}; `0` cuts them at once.
   */
  drainMs?: number
}

/** The answers in flight on a server, and the drain that waits for them before the server stops. */
export type Drain = {
  /** True from the first `close`: new requests and upgrades are then refused (503). */
  readonly draining: boolean
  /** Follows an answer until it closes; every answer the server makes itself passes here. */
  track: (response: ServerResponse) => void
  /**
   * Starts the drain (or shortens its deadline) and resolves when `stop` has run: when the last answer and
   * websocket relay in flight ended, or at the deadline, whichever is first.
   */
  close: (options?: CloseOptions) => Promise<void>
}

/**
 * The drain of a running proxy: `stop` closes everything (the relay, every connection, the store) and runs
 * once. Answers report their status to `metrics` when they close.
 */
export function createDrain(
  server: Server,
  relay: WebSocketRelay,
  metrics: ProxyMetrics,
  stop: () => Promise<void>,
): Drain {
  // A count, not a set of the answers: a set kept every answer reachable from a long-lived object, so the
  // garbage collector promoted each one (with its request, headers and buffers) out of the young generation,
  // which cost the proxy 15-20 % of its throughput under load (measured A/B with `pnpm bench --only proxy`).
  let inFlight = 0
  let draining = false
  let settle: () => void = () => undefined
  // One function for every answer (no closure per request); `this` is the answer.
  function answerClosed(this: ServerResponse): void {
    inFlight--
    if (this.headersSent) metrics.answered(this.statusCode)
    if (!draining) return
    // Its answer is out: the connection is closed once what was written is flushed.
    const socket = this.req?.socket as Socket | null | undefined
    if (socket != null && !socket.destroyed) socket.end()
    settle()
  }
  // The open connections (one entry per connection, not per request), to reach the answers not begun yet
  // when the drain starts.
  const connections = new Set<Socket>()
  function connectionClosed(this: Socket): void {
    connections.delete(this)
  }
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.once('close', connectionClosed)
  })

  let closing: Promise<void> | undefined
  let finished = false
  let finish: () => void = () => undefined
  let deadline: NodeJS.Timeout | undefined
  let deadlineAt = Number.POSITIVE_INFINITY
  const start = (): Promise<void> => {
    draining = true
    const done = new Promise<void>((resolve, reject) => {
      finish = () => {
        if (finished) return
        finished = true
        clearTimeout(deadline)
        stop().then(resolve, reject)
      }
    })
    settle = () => {
      if (inFlight === 0 && relay.openSessions() === 0) finish()
    }
    relay.drain(() => settle())
    // Answers not begun yet tell their clients that the connection ends with them (`Connection: close`;
    // not setHeader: the answers are written with lists of pairs, which writeHead cannot merge with it).
    // `_httpMessage` is the answer a connection is busy with (Node's own name for it, set by assignSocket).
    for (const socket of connections) {
      const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage
      if (response != null && !response.headersSent) response.shouldKeepAlive = false
    }
    server.closeIdleConnections()
    settle()
    return done
  }

  return {
    get draining() {
      return draining
    },
    track: (response) => {
      inFlight++
      response.once('close', answerClosed)
    },
    close: (options = {}) => {
      const requested = options.drainMs ?? DEFAULT_DRAIN_MS
      // A timer longer than 2^31 - 1 ms would fire at once; NaN is taken as not given.
      const drainMs = Number.isNaN(requested)
        ? DEFAULT_DRAIN_MS
        : Math.min(Math.max(0, requested), MAX_TIMER_MS)
      closing ??= start()
      const at = Date.now() + drainMs
      if (!finished && at < deadlineAt) {
        deadlineAt = at
        clearTimeout(deadline)
        if (drainMs === 0) finish()
        else deadline = setTimeout(() => finish(), drainMs)
      }
      return closing
    },
  }
}
