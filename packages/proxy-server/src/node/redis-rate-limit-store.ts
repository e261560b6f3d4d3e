import { Redis } from 'ioredis'
import { RateLimiterRedis } from './flexible-redis.js'

import { memoryLimiter } from '../policy/memory-rate-limit-store.js'
import {
  ALLOWED,
  refusedFor,
  type RateDecision,
  type RateLimit,
  type RateLimitStore,
  type RateLimitStoreFactory,
} from '../policy/rate-limit-store.js'

/** Settings of {@link redisRateLimitStore}. */
export type RedisRateLimitStoreOptions = {
  /** `redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS; Valkey speaks the same. */
  url: string
  /** Prefix of the keys the counts are kept under. Default `api-explorer-proxy`. */
  keyPrefix?: string
  /**
   * Longest wait for Redis to count a request, in ms; past it the request is counted by this process's
   * insurance limit. Default 500.
   */
  timeoutMs?: number
  /** Where the warning of an outage (and the notice of its end) goes. Default `console.warn`. */
  warn?: (message: string) => void
}

/** The defaults of {@link redisRateLimitStore}. */
export const REDIS_STORE_DEFAULTS: { readonly keyPrefix: string; readonly timeoutMs: number } = {
  keyPrefix: 'api-explorer-proxy',
  timeoutMs: 500,
}

/**
 * Keeps the rate limit's counts in Redis (or Valkey), so that every proxy process using the same server
 * allows a client the configured limit between them: `rate-limiter-flexible` counts with one atomic script
 * per request (INCRBY and the window's expiry together).
 *
 * Redis is never in the way of an answer: while it is unreachable (down, restarting, or slower than
 * `timeoutMs`), each process counts alone with an insurance limit of the same size, and one warning says so;
 * when Redis answers again sharing resumes by itself, with one notice. Windows are whole seconds (Redis
 * expiries), at least one.
 *
 * @example
 * startProxyServer({ rateLimitStore: redisRateLimitStore({ url: 'redis://cache.internal:6379' }) })
 */
export function redisRateLimitStore(options: RedisRateLimitStoreOptions): RateLimitStoreFactory {
  return (rate) => createRedisStore(options, rate)
}

function createRedisStore(options: RedisRateLimitStoreOptions, rate: RateLimit): RateLimitStore {
  const warn = options.warn ?? ((message: string): void => console.warn(message))
  const where = shownUrl(options.url)
  const client = new Redis(options.url, {
    // A count never waits for a connection: while there is none, the insurance limit answers at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.timeoutMs ?? REDIS_STORE_DEFAULTS.timeoutMs,
    connectTimeout: 5_000,
    // Keep trying for as long as the proxy runs, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  let shared = true
  let closing = false
  let lastError = 'no connection'
  const outage = (): void => {
    if (!shared || closing) return
    shared = false
    warn(
      `Rate limit: Redis at ${where} is unreachable (${lastError}); each proxy process counts alone until it answers.`,
    )
  }
  client.on('error', (error: Error) => {
    lastError = error.message
    outage()
  })
  client.on('close', outage)
  client.on('ready', () => {
    if (shared) return
    shared = true
    warn(`Rate limit: Redis at ${where} answers again; the count is shared again.`)
  })

  const insurance = memoryLimiter(rate)
  const countHere = insurance.consume.bind(insurance)
  // The insurance is consulted exactly when Redis failed to count: that is the outage, whatever its cause.
  insurance.consume = (...args) => {
    outage()
    return countHere(...args)
  }
  const limiter = new RateLimiterRedis({
    storeClient: client,
    keyPrefix: options.keyPrefix ?? REDIS_STORE_DEFAULTS.keyPrefix,
    points: rate.limit,
    duration: Math.max(1, Math.round(rate.windowMs / 1000)),
    rejectIfRedisNotReady: true,
    insuranceLimiter: insurance,
  })
  const timeoutMs = options.timeoutMs ?? REDIS_STORE_DEFAULTS.timeoutMs
  // The first requests wait for the first connection (at most `timeoutMs`), so that a process just started
  // shares its counts from the first request instead of counting its first ones alone.
  let connecting: Promise<void> | undefined = new Promise<void>((resolve) => {
    const done = (): void => {
      clearTimeout(timer)
      connecting = undefined
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    timer.unref()
    client.once('ready', done)
    client.once('error', done)
  })
  const count = (key: string): Promise<RateDecision> =>
    limiter.consume(key).then(
      () => ALLOWED,
      // A refusal carries the time left; anything else (which the insurance should make impossible) lets
      // the request through rather than failing it.
      (over: unknown) =>
        over instanceof Error ? ALLOWED : refusedFor((over as { msBeforeNext: number }).msBeforeNext),
    )
  return {
    take: (key) => (connecting === undefined ? count(key) : connecting.then(() => count(key))),
    close: async () => {
      closing = true
      await client.quit().catch(() => client.disconnect())
    },
  }
}

/** The URL as a log may show it: no user name or password. */
function shownUrl(text: string): string {
  const url = new URL(text)
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`
}
