import { describe, expect, it, vi } from 'vitest'

import { durableObjectRateLimitStore } from './durable-object-rate-limit-store.js'
import type { RateLimiterNamespace } from './durable-object-types.js'

/** A namespace whose every object answers with `answer` (and records what it was asked). */
function namespaceAnswering(answer: () => Promise<Response>): RateLimiterNamespace & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    idFromName: (name) => ({ name }),
    get: (id) => ({
      fetch: async (url) => {
        asked.push(`${(id as { name: string }).name} ${url}`)
        return answer()
      },
    }),
  }
}

describe('durableObjectRateLimitStore', () => {
  it("asks the client's own object, with the limit, and turns its refusal into Retry-After seconds", async () => {
    const namespace = namespaceAnswering(async () => Response.json({ allowed: false, msBeforeNext: 41_200 }))
    const store = durableObjectRateLimitStore(namespace)({ limit: 3, windowMs: 60_000 })
    expect(await store.take('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 42 })
    expect(namespace.asked).toEqual([
      '203.0.113.1 https://proxy-rate-limiter.internal/take?limit=3&windowMs=60000',
    ])
  })

  it('counts in the isolate when the object fails, and never rejects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const namespace = namespaceAnswering(async () => {
      throw new Error('Durable Object overloaded')
    })
    const store = durableObjectRateLimitStore(namespace)({ limit: 2, windowMs: 60_000 })
    const decisions = [await store.take('a'), await store.take('a'), await store.take('a')]
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false])
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Durable Object overloaded'))
  })
})
