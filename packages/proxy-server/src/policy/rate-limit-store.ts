/** At most `limit` requests per client in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number }

/** The outcome of one request against the limit. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Where the rate limit's counts are kept. One interface for every adapter (the Node server, its websocket
 * relay and the Fetch handler) and every place the counts can live: this process's memory (the default),
 * Redis shared by many Node processes, a Durable Object shared by every Workers isolate.
 */
export type RateLimitStore = {
  /**
   * Counts one request of `key` (a client address) and says whether it is within the limit. Never rejects:
   * a store that cannot reach its backend answers from a fallback of its own (see the Redis store).
   */
  take: (key: string) => Promise<RateDecision>
  /** Releases what the store holds (a connection); the adapters call it when they close. */
  close?: () => Promise<void>
}

/** Makes the store for a limit: the policy's `rateLimitStore` option, called once per adapter. */
export type RateLimitStoreFactory = (rate: RateLimit) => RateLimitStore

/** The decision for a request over the limit, `msBeforeNext` from now; `Retry-After` is at least 1 s. */
export function refusedFor(msBeforeNext: number): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
}

/** The one allowed decision, shared: the hot path allocates nothing for it. */
export const ALLOWED: RateDecision = Object.freeze({ allowed: true })
