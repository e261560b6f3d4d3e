import { memoryRateLimitStore } from '../policy/memory-rate-limit-store.js'
import { ALLOWED, refusedFor, type RateLimitStoreFactory } from '../policy/rate-limit-store.js'
import type { RateLimiterNamespace } from './durable-object-types.js'
import { takeUrl, type TakeAnswer } from './proxy-rate-limiter.js'

/**
 * The rate limit's counts in the {@link ProxyRateLimiter} Durable Object bound as `namespace`: one object per
 * client key, so the limit is shared by every isolate and location of the worker. When the object cannot be
 * reached (or answers an error), the request is counted in this isolate's memory instead, as without the
 * binding: a store never rejects, and an outage of the objects must not turn into an outage of the proxy.
 */
export function durableObjectRateLimitStore(namespace: RateLimiterNamespace): RateLimitStoreFactory {
  return (rate) => {
    const fallback = memoryRateLimitStore(rate)
    const url = takeUrl(rate)
    return {
      take: async (key) => {
        try {
          const response = await namespace.get(namespace.idFromName(key)).fetch(url, { method: 'POST' })
          if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
          const answer = (await response.json()) as TakeAnswer
          return answer.allowed ? ALLOWED : refusedFor(answer.msBeforeNext)
        } catch (error) {
          console.error(
            `api-explorer-proxy: the RATE_LIMITER Durable Object failed, counting in this isolate: ${String(error)}`,
          )
          return fallback.take(key)
        }
      },
    }
  }
}
