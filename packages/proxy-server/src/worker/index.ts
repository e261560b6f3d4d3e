import { createFetchHandler } from '../fetch/fetch-handler.js'
import { workerHandlerOptions, type ProxyWorkerEnv } from './worker-env.js'

// For a worker of your own (other options, logging): the Fetch handler and the bindings' reading, without the
// Node server the main entry brings along.
export type { FetchHandlerOptions } from '../fetch/fetch-handler.js'
export { createFetchHandler } from '../fetch/fetch-handler.js'
export type { ProxyWorkerEnv } from './worker-env.js'
export { workerHandlerOptions } from './worker-env.js'
export type { RateLimiterNamespace, RateLimiterState, RateLimiterStorage } from './durable-object-types.js'
export { ProxyRateLimiter } from './proxy-rate-limiter.js'
export { durableObjectRateLimitStore } from './durable-object-rate-limit-store.js'

/** The module worker's shape: Cloudflare calls `fetch` with the request, the bindings and the context. */
export type ProxyWorker = {
  fetch(request: Request, env: ProxyWorkerEnv, ctx: unknown): Promise<Response>
}

/**
 * One handler per bindings object, i.e. per isolate: its memory rate limit (without `RATE_LIMITER`) lives as
 * long as the isolate does. Bad bindings are read once and answered on every request (500 naming the
 * binding), since a worker has no start-up step to fail in.
 */
const handlers = new WeakMap<object, (request: Request) => Promise<Response>>()

function handlerFor(env: ProxyWorkerEnv): (request: Request) => Promise<Response> {
  let handle = handlers.get(env)
  if (handle === undefined) {
    try {
      handle = createFetchHandler(workerHandlerOptions(env))
    } catch (error) {
      const message = `API Explorer proxy misconfigured: ${error instanceof Error ? error.message : String(error)}`
      console.error(message)
      handle = async () =>
        new Response(message, { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    }
    handlers.set(env, handle)
  }
  return handle
}

/**
 * The proxy as a Cloudflare Workers module worker, configured from its bindings (see {@link ProxyWorkerEnv}):
 * the Fetch handler with `CF-Connecting-IP` as the client key, and the rate limit in the `RATE_LIMITER`
 * Durable Object when it is bound. Needs no `nodejs_compat` flag.
 */
const worker: ProxyWorker = {
  fetch: (request, env) => handlerFor(env)(request),
}

export default worker
