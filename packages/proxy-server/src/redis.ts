// `@api-explorer/proxy-server/redis`: the rate limit shared through Redis. An entry of its own so that a proxy
// without Redis never loads ioredis.
export type { RedisRateLimitStoreOptions } from './node/redis-rate-limit-store.js'
export { REDIS_STORE_DEFAULTS, redisRateLimitStore } from './node/redis-rate-limit-store.js'
