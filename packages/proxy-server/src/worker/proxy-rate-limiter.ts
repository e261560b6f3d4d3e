import type { RateLimit } from '../policy/rate-limit-store.js'
import type { RateLimiterState, RateLimiterStorage } from './durable-object-types.js'

/** The count of one client's current window, as stored. */
type CountWindow = { start: number; count: number }

/** What the object answers a take: allowed, or refused with the time left in the window. */
export type TakeAnswer = { allowed: true } | { allowed: false; msBeforeNext: number }

/** The path and query a take is sent as: the limit travels with it, so a changed binding applies at once. */
export function takeUrl(rate: RateLimit): string {
  return `https://proxy-rate-limiter.internal/take?limit=${rate.limit}&windowMs=${rate.windowMs}`
}

/**
 * The Durable Object class keeping the rate limit's counts for every isolate and location of the Workers
 * proxy. There is one object per client key (`idFromName(key)`), and an object handles one event at a time,
 * so a count is exact without locks: each take reads and writes the client's window in durable storage while
 * the runtime's input gate holds other events back, and the answer leaves only once the write is stored.
 *
 * The count is in `ctx.storage` rather than in the object's memory because the runtime may evict an object
 * (idle, or on a deploy) in the middle of a window, which would hand the client a fresh limit; the cost is one
 * storage write per allowed request. An alarm at the window's end deletes the entry, so storage keeps no
 * record of clients that went away. The window is fixed and starts with the client's first request, like the
 * default memory store's.
 */
export class ProxyRateLimiter {
  readonly #storage: RateLimiterStorage

  constructor(state: RateLimiterState, _env?: unknown) {
    this.#storage = state.storage
  }

  /** `POST /take?limit=&windowMs=`: counts one request of this object's client. */
  async fetch(request: Request): Promise<Response> {
    const rate = rateOf(new URL(request.url).searchParams)
    if (rate === undefined)
      return new Response('limit and windowMs must be positive integers', { status: 400 })
    const now = Date.now()
    let window = await this.#storage.get<CountWindow>('window')
    if (window === undefined || now >= window.start + rate.windowMs) {
      window = { start: now, count: 0 }
      // One alarm per object: setting it replaces the previous window's, which has passed anyway.
      await this.#storage.setAlarm(now + rate.windowMs)
    }
    if (window.count >= rate.limit) {
      return Response.json({
        allowed: false,
        msBeforeNext: window.start + rate.windowMs - now,
      } satisfies TakeAnswer)
    }
    await this.#storage.put<CountWindow>('window', { start: window.start, count: window.count + 1 })
    return Response.json({ allowed: true } satisfies TakeAnswer)
  }

  /** The window has ended: forget the client (a later request starts a new window). */
  async alarm(): Promise<void> {
    await this.#storage.deleteAll()
  }
}

function rateOf(query: URLSearchParams): RateLimit | undefined {
  const limit = Number(query.get('limit'))
  const windowMs = Number(query.get('windowMs'))
  if (!Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(windowMs) || windowMs < 1)
    return undefined
  return { limit, windowMs }
}
