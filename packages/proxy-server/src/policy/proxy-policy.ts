import type { AllowedOrigins } from '../cors.js'
import { memoryRateLimitStore } from './memory-rate-limit-store.js'
import type { RateLimit, RateLimitStore, RateLimitStoreFactory } from './rate-limit-store.js'

/** One line of the proxy's log. Header values, bodies and query strings are never part of it. */
export type ProxyLogEvent =
  | { type: 'forwarded'; method: string; target: string; status: number; ms: number }
  | { type: 'refused'; method: string; target: string; status: number; reason: string }
  | { type: 'failed'; method: string; target: string; reason: string }
  | {
      type: 'websocket'
      target: string
      event: 'opened' | 'closed' | 'refused'
      code?: number
      reason?: string
    }

/** Every setting of the proxy; all are optional and safe by default. */
export type ProxyPolicyOptions = {
  /** Browser origins allowed to call the proxy. Default `'*'`: any origin, without credentials. */
  allowOrigins?: AllowedOrigins
  /** Target host names allowed (`api.example.com`, `*.example.com`). Default: any public host. */
  allowHosts?: readonly string[]
  /** Allow loopback and private destinations (local development; the demo uses it). Default false. */
  allowPrivate?: boolean
  /** Destination addresses or CIDR ranges always allowed, e.g. an internal API at `10.1.2.3`. */
  allowAddresses?: readonly string[]
  /** Forward the browser's `Cookie` header when the client lists it. Default false. */
  forwardCookies?: boolean
  /** Largest request body accepted, in bytes. Default 10 MiB. */
  maxRequestBodyBytes?: number
  /** Largest response body held in memory to report its full time; larger ones stream. Default 10 MiB. */
  maxBufferedResponseBytes?: number
  /** Time allowed to receive the request body (slow uploads are cut off). Default 30 s. */
  requestBodyTimeoutMs?: number
  /** Time allowed for the target to answer with headers. Default 30 s. */
  upstreamHeadersTimeoutMs?: number
  /** Time allowed between two chunks of the target's body. Default 120 s. */
  upstreamBodyTimeoutMs?: number
  /** Redirects followed (each checked like the first target). Default 5. */
  maxRedirects?: number
  /** Reverse proxies in front of this one whose `X-Forwarded-For` entries are trusted. Default 0. */
  trustedProxies?: number
  /** Requests per client IP (IPv6: per /64), HTTP and websockets together; `false` turns it off. Default 600 per minute. */
  rateLimit?: RateLimit | false
  /**
   * Where the counts of the rate limit are kept. Default: this process's memory. `redisRateLimitStore(...)`
   * shares them between Node processes; the Workers entry's Durable Object between isolates.
   */
  rateLimitStore?: RateLimitStoreFactory
  /** Websocket relay limits. */
  websocket?: Partial<WebSocketLimits>
  /** Receives one event per request; default: nothing is logged. */
  log?: (event: ProxyLogEvent) => void
}

/** Limits of one relayed websocket connection. */
export type WebSocketLimits = {
  /** Messages relayed (both directions) before the proxy closes the connection. Default 1000. */
  maxMessages: number
  /** Close after this long without a message in either direction. Default 60 s. */
  idleTimeoutMs: number
  /** Largest frame accepted from either side, in bytes. Default 1 MiB. */
  maxFrameBytes: number
  /** Time allowed for the client's handshake frame. Default 10 s. */
  handshakeTimeoutMs: number
}

/** The settings with every default filled in. */
export type ProxyPolicy = Required<Omit<ProxyPolicyOptions, 'allowHosts' | 'websocket' | 'log'>> & {
  allowHosts: readonly string[] | undefined
  websocket: WebSocketLimits
  log: (event: ProxyLogEvent) => void
}

/** The defaults, in one place (they are documented in the README). */
export const PROXY_DEFAULTS: {
  readonly maxRequestBodyBytes: number
  readonly maxBufferedResponseBytes: number
  readonly requestBodyTimeoutMs: number
  readonly upstreamHeadersTimeoutMs: number
  readonly upstreamBodyTimeoutMs: number
  readonly maxRedirects: number
  readonly rateLimit: RateLimit
  readonly websocket: WebSocketLimits
} = {
  maxRequestBodyBytes: 10 * 1024 * 1024,
  maxBufferedResponseBytes: 10 * 1024 * 1024,
  requestBodyTimeoutMs: 30_000,
  upstreamHeadersTimeoutMs: 30_000,
  upstreamBodyTimeoutMs: 120_000,
  maxRedirects: 5,
  rateLimit: { limit: 600, windowMs: 60_000 },
  websocket: {
    maxMessages: 1000,
    idleTimeoutMs: 60_000,
    maxFrameBytes: 1024 * 1024,
    handshakeTimeoutMs: 10_000,
  },
}

/** Fills in the defaults. */
export function resolvePolicy(options: ProxyPolicyOptions = {}): ProxyPolicy {
  return {
    allowOrigins: options.allowOrigins ?? '*',
    // Frozen copies, like allowAddresses: the target checks remember their verdicts for frozen lists only.
    allowHosts: options.allowHosts === undefined ? undefined : Object.freeze([...options.allowHosts]),
    allowPrivate: options.allowPrivate ?? false,
    // A frozen copy: the address checks parse a frozen list once (see address-policy.ts), and a list the
    // caller changes later cannot change a running proxy behind its back.
    allowAddresses: Object.freeze([...(options.allowAddresses ?? [])]),
    forwardCookies: options.forwardCookies ?? false,
    maxRequestBodyBytes: options.maxRequestBodyBytes ?? PROXY_DEFAULTS.maxRequestBodyBytes,
    maxBufferedResponseBytes: options.maxBufferedResponseBytes ?? PROXY_DEFAULTS.maxBufferedResponseBytes,
    requestBodyTimeoutMs: options.requestBodyTimeoutMs ?? PROXY_DEFAULTS.requestBodyTimeoutMs,
    upstreamHeadersTimeoutMs: options.upstreamHeadersTimeoutMs ?? PROXY_DEFAULTS.upstreamHeadersTimeoutMs,
    upstreamBodyTimeoutMs: options.upstreamBodyTimeoutMs ?? PROXY_DEFAULTS.upstreamBodyTimeoutMs,
    maxRedirects: options.maxRedirects ?? PROXY_DEFAULTS.maxRedirects,
    rateLimit: options.rateLimit ?? PROXY_DEFAULTS.rateLimit,
    rateLimitStore: options.rateLimitStore ?? memoryRateLimitStore,
    trustedProxies: options.trustedProxies ?? 0,
    websocket: { ...PROXY_DEFAULTS.websocket, ...options.websocket },
    log: options.log ?? ((): void => undefined),
  }
}

/** What the log shows of a target: origin and path, never the query (it may carry keys). */
export function loggedTarget(url: URL): string {
  return `${url.origin}${url.pathname}`
}

/** The store of the policy's rate limit, or none when the limit is off. */
export function createRateLimitStore(policy: ProxyPolicy): RateLimitStore | undefined {
  return policy.rateLimit === false ? undefined : policy.rateLimitStore(policy.rateLimit)
}
