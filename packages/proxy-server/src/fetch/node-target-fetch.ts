import { fetch as undiciFetch } from 'undici'

import type { ProxyPolicy } from '../policy/proxy-policy.js'
import { createSafeDispatcher } from '../node/safe-dispatcher.js'
import type { Resolver } from '../node/safe-lookup.js'

/**
 * The Fetch handler's `fetch` on Node: undici's fetch over the Node server's safe dispatcher, so the address
 * checked is the address connected to. Every DNS answer is checked inside the connection's own lookup (the
 * socket connects to exactly what was checked) and the connected socket's remote address is checked again
 * before a byte is written, which also covers IP literals. undici's own fetch is used rather than the global
 * one because Node's bundled undici may be another major version than the dispatcher's.
 */
export function createNodeTargetFetch(
  policy: ProxyPolicy,
  resolve: ((hostname: string) => Promise<string[]>) | undefined,
): typeof fetch {
  const dispatcher = createSafeDispatcher({
    policy,
    ...(resolve === undefined ? {} : { resolver: toResolver(resolve) }),
    headersTimeoutMs: policy.upstreamHeadersTimeoutMs,
    bodyTimeoutMs: policy.upstreamBodyTimeoutMs,
  })
  const targetFetch = (input: URL, init: RequestInit): Promise<Response> =>
    undiciFetch(input, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    }) as unknown as Promise<Response>
  return targetFetch as typeof fetch
}

/** The `resolve` option (host → addresses) as the safe lookup's resolver. */
function toResolver(resolve: (hostname: string) => Promise<string[]>): Resolver {
  return async (hostname) =>
    (await resolve(hostname)).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}
