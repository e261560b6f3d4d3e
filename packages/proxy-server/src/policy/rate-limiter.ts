/** At most `limit` requests per client in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number }

/** The outcome of one request against the limit. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A fixed-window counter per client key (its IP address). Memory stays bounded: windows that ended are
 * dropped when a new window starts, and at most `maxClients` are tracked (the oldest are forgotten first).
 */
export class RateLimiter {
  private windowStart = 0
  private readonly counts = new Map<string, number>()

  constructor(
    private readonly rate: RateLimit,
    private readonly maxClients = 100_000,
  ) {}

  /** Counts a request of `key` at time `now` (ms). */
  take(key: string, now: number = Date.now()): RateDecision {
    if (now - this.windowStart >= this.rate.windowMs) {
      this.windowStart = now - ((now - this.windowStart) % this.rate.windowMs)
      this.counts.clear()
    }
    const count = (this.counts.get(key) ?? 0) + 1
    if (count > this.rate.limit) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((this.windowStart + this.rate.windowMs - now) / 1000)),
      }
    }
    if (!this.counts.has(key) && this.counts.size >= this.maxClients) {
      const oldest = this.counts.keys().next().value
      if (oldest !== undefined) this.counts.delete(oldest)
    }
    this.counts.set(key, count)
    return { allowed: true }
  }
}
