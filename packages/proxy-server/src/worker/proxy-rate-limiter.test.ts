import { afterEach, describe, expect, it, vi } from 'vitest'

import type { RateLimiterStorage } from './durable-object-types.js'
import { ProxyRateLimiter, takeUrl, type TakeAnswer } from './proxy-rate-limiter.js'

/** Durable storage kept in a Map, with the alarm it was last given. */
function memoryStorage(): RateLimiterStorage & { alarm: number | undefined; size: () => number } {
  const entries = new Map<string, unknown>()
  const storage = {
    alarm: undefined as number | undefined,
    size: () => entries.size,
    get: async <T>(key: string) => entries.get(key) as T | undefined,
    put: async <T>(key: string, value: T) => void entries.set(key, structuredClone(value)),
    deleteAll: async () => entries.clear(),
    setAlarm: async (time: number) => void (storage.alarm = time),
  }
  return storage
}

async function take(limiter: ProxyRateLimiter): Promise<TakeAnswer> {
  const response = await limiter.fetch(
    new Request(takeUrl({ limit: 2, windowMs: 60_000 }), { method: 'POST' }),
  )
  return (await response.json()) as TakeAnswer
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ProxyRateLimiter', () => {
  it('allows the limit in a window that starts with the first request, then says when the window ends', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const storage = memoryStorage()
    const limiter = new ProxyRateLimiter({ storage })
    expect(await take(limiter)).toEqual({ allowed: true })
    expect(storage.alarm).toBe(1_060_000)
    vi.setSystemTime(1_020_000)
    expect(await take(limiter)).toEqual({ allowed: true })
    expect(await take(limiter)).toEqual({ allowed: false, msBeforeNext: 40_000 })
    vi.setSystemTime(1_060_000)
    expect(await take(limiter)).toEqual({ allowed: true })
    expect(storage.alarm).toBe(1_120_000)
  })

  it('forgets the client when the alarm at the end of its window fires', async () => {
    const storage = memoryStorage()
    const limiter = new ProxyRateLimiter({ storage })
    await take(limiter)
    expect(storage.size()).toBe(1)
    await limiter.alarm()
    expect(storage.size()).toBe(0)
  })

  it('answers 400 to a take without a positive limit and window', async () => {
    const limiter = new ProxyRateLimiter({ storage: memoryStorage() })
    const response = await limiter.fetch(
      new Request('https://proxy-rate-limiter.internal/take?limit=0&windowMs=1'),
    )
    expect(response.status).toBe(400)
  })
})
