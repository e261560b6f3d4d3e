// The Redis limiter of rate-limiter-flexible, by path like the memory one (see ../policy/flexible-limiters.ts).
import type * as Flexible from 'rate-limiter-flexible'
// @ts-expect-error -- no declaration file for this path; typed below from the package entry's declarations.
import Redis from 'rate-limiter-flexible/lib/RateLimiterRedis.js'

export const RateLimiterRedis: typeof Flexible.RateLimiterRedis = Redis as typeof Flexible.RateLimiterRedis
