// rate-limiter-flexible's entry requires every store it has (cluster, Mongo, MySQL…); the proxy imports the two
// it uses by path, so that a Workers bundle holds only the memory one. Those paths have no declarations of
// their own (the package has no exports map): their types are the entry's.
import type * as Flexible from 'rate-limiter-flexible'
// @ts-expect-error -- no declaration file for this path; typed below from the package entry's declarations.
import Memory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'

export const RateLimiterMemory: typeof Flexible.RateLimiterMemory =
  Memory as typeof Flexible.RateLimiterMemory
export type RateLimiterMemory = Flexible.RateLimiterMemory
