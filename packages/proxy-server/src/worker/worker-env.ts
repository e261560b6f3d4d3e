import type { FetchHandlerOptions } from '../fetch/fetch-handler.js'
import { checkedHosts, checkedOrigins, integer, list } from '../option-values.js'
import { clientKey } from '../policy/client-key.js'
import { durableObjectRateLimitStore } from './durable-object-rate-limit-store.js'
import type { RateLimiterNamespace } from './durable-object-types.js'

/**
 * The bindings the worker reads: variables named as the CLI's environment variables (strings, as
 * `wrangler.toml` `[vars]` and `wrangler secret` give them; numbers and booleans from TOML are read as their
 * text), and the optional `RATE_LIMITER` Durable Object binding of {@link ProxyRateLimiter}.
 */
export type ProxyWorkerEnv = {
  /** Comma-separated browser origins allowed to call the proxy; default, or `*`: any origin. */
  API_EXPLORER_PROXY_ALLOW_ORIGINS?: string
  /** Comma-separated target hosts allowed (`api.example.com`, `*.example.com`); default: any public host. */
  API_EXPLORER_PROXY_ALLOW_HOSTS?: string
  /** Comma-separated addresses or CIDR ranges always allowed as targets. */
  API_EXPLORER_PROXY_ALLOW_ADDRESSES?: string
  /** Requests per client per minute; `0` turns the limit off. Default 600. */
  API_EXPLORER_PROXY_RATE_LIMIT?: string
  /** Largest request body in bytes. Default 10 MiB. */
  API_EXPLORER_PROXY_MAX_BODY?: string
  /** Time in ms for the target to answer with headers. Default 30000. */
  API_EXPLORER_PROXY_TIMEOUT?: string
  /** The `ProxyRateLimiter` namespace: with it the limit is shared by every isolate, without it per isolate. */
  RATE_LIMITER?: RateLimiterNamespace
}

/** The bindings, as options of the Fetch handler. Throws an `Error` naming the bad binding, as the CLI names its variable. */
export function workerHandlerOptions(env: ProxyWorkerEnv): FetchHandlerOptions {
  const options: FetchHandlerOptions = {
    // Cloudflare sets CF-Connecting-IP to the client's address on every request; keyed as on Node (IPv6 by /64).
    clientKey: (request) => {
      const address = request.headers.get('CF-Connecting-IP')
      return address === null || address === '' ? undefined : clientKey(address, undefined, 0)
    },
  }
  const origins = list(text(env, 'API_EXPLORER_PROXY_ALLOW_ORIGINS'))
  if (origins !== undefined && origins.length > 0 && !origins.includes('*')) {
    options.allowOrigins = checkedOrigins('API_EXPLORER_PROXY_ALLOW_ORIGINS', origins)
  }
  const hosts = list(text(env, 'API_EXPLORER_PROXY_ALLOW_HOSTS'))
  if (hosts !== undefined && hosts.length > 0) {
    options.allowHosts = checkedHosts('API_EXPLORER_PROXY_ALLOW_HOSTS', hosts)
  }
  const addresses = list(text(env, 'API_EXPLORER_PROXY_ALLOW_ADDRESSES'))
  if (addresses !== undefined && addresses.length > 0) options.allowAddresses = addresses
  // The ranges are the CLI's (cli-options.ts) for the same variables.
  const maxBody = text(env, 'API_EXPLORER_PROXY_MAX_BODY')
  if (maxBody !== undefined) {
    options.maxRequestBodyBytes = integer('API_EXPLORER_PROXY_MAX_BODY', maxBody, 0, Number.MAX_SAFE_INTEGER)
  }
  const timeout = text(env, 'API_EXPLORER_PROXY_TIMEOUT')
  if (timeout !== undefined) {
    options.upstreamHeadersTimeoutMs = integer('API_EXPLORER_PROXY_TIMEOUT', timeout, 1, 3_600_000)
  }
  const rate = text(env, 'API_EXPLORER_PROXY_RATE_LIMIT')
  if (rate !== undefined) {
    const limit = integer('API_EXPLORER_PROXY_RATE_LIMIT', rate, 0, Number.MAX_SAFE_INTEGER)
    options.rateLimit = limit === 0 ? false : { limit, windowMs: 60_000 }
  }
  // Without the binding the policy's default store counts in this isolate's memory.
  if (env.RATE_LIMITER !== undefined) options.rateLimitStore = durableObjectRateLimitStore(env.RATE_LIMITER)
  return options
}

type VariableName = Exclude<keyof ProxyWorkerEnv, 'RATE_LIMITER'>

/** A variable's text: TOML `[vars]` may hold numbers or booleans, which Workers pass as such. */
function text(env: ProxyWorkerEnv, name: VariableName): string | undefined {
  const value: unknown = env[name]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw new Error(`${name} must be a text variable, got ${typeof value}.`)
}
