// The few parts of Cloudflare's Durable Object API the worker uses, written structurally instead of taken from
// @cloudflare/workers-types: those types are ambient globals that clash with Node's and the DOM's in this
// package's type check, and the published declarations must not need them. Cloudflare's own
// DurableObjectNamespace and DurableObjectState are assignable to these.

/** The binding of a Durable Object class (`env.RATE_LIMITER`): makes ids and reaches objects by id. */
export type RateLimiterNamespace = {
  idFromName(name: string): object
  get(id: object): { fetch(input: string, init?: RequestInit): Promise<Response> }
}

/** The durable storage of one object (`ctx.storage`), as far as the rate limiter uses it. */
export type RateLimiterStorage = {
  get<T>(key: string): Promise<T | undefined>
  put<T>(key: string, value: T): Promise<void>
  deleteAll(): Promise<void>
  setAlarm(scheduledTime: number): Promise<void>
}

/** What the runtime passes a Durable Object's constructor first (`DurableObjectState`). */
export type RateLimiterState = { storage: RateLimiterStorage }
