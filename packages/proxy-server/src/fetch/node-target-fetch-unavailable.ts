import type { ProxyPolicy } from '../policy/proxy-policy.js'

/**
 * What `#node-target-fetch` resolves to in bundles for edge runtimes (the `workerd`, `worker` and `edge-light`
 * conditions of package.json `imports`), so that they hold neither undici nor `node:` built-ins. The Fetch
 * handler only loads the Node path when it detects Node, which an isolate never is (Workers are told apart by
 * their user agent, `nodejs_compat` or not); reaching this means a Node process loaded an edge bundle.
 */
export function createNodeTargetFetch(
  _policy: ProxyPolicy,
  _resolve: ((hostname: string) => Promise<string[]>) | undefined,
): typeof fetch {
  throw new Error(
    'This build of @api-explorer/proxy-server was bundled for an edge runtime (workerd, worker or edge-light condition) and has no Node target fetch: on Node, bundle it without those conditions.',
  )
}
