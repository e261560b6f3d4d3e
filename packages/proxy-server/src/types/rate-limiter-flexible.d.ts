// The package's entry requires every store it has (cluster, Mongo, MySQL…); the proxy imports the two it
// uses by path, so that a Workers bundle holds only the memory store. Their types are the entry's.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible'
  export default RateLimiterMemory
}
declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import { RateLimiterRedis } from 'rate-limiter-flexible'
  export default RateLimiterRedis
}
