import { RateLimiterMemory } from './flexible-limiters.js'

import { ALLOWED, refusedFor, type RateLimit, type RateLimitStore } from './rate-limit-store.js'

/**
 * The default store: counts in this process (one isolate on an edge runtime), kept by
 * `rate-limiter-flexible`'s memory limiter. Each client has a window of its own that starts with its first
 * request; a client's count is forgotten when its window ends.
 */
export function memoryRateLimitStore(rate: RateLimit): RateLimitStore {
  const limiter = memoryLimiter(rate)
  return {
    take: (key) =>
      limiter.consume(key).then(
        () => ALLOWED,
        (over: { msBeforeNext: number }) => refusedFor(over.msBeforeNext),
      ),
  }
}

/** `rate-limiter-flexible`'s memory limiter for a limit; also the Redis store's insurance. */
export function memoryLimiter(rate: RateLimit): RateLimiterMemory {
  return new RateLimiterMemory({ points: rate.limit, duration: rate.windowMs / 1000 })
}
