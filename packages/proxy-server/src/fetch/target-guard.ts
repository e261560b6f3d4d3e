import ipaddr from 'ipaddr.js'

import { PROXY_MESSAGES } from '../messages.js'
import { checkAddress, resolvedReason } from '../policy/address-policy.js'
import { normaliseHost } from '../policy/host-policy.js'
import type { ProxyPolicy } from '../policy/proxy-policy.js'
import type { Refusal } from '../policy/target-checks.js'
import type { TargetRuntime } from './target-runtime.js'

/** How the Fetch handler reaches targets on one runtime, and what it checks before each hop. */
export type TargetGuard = {
  /** The fetch used for every hop. */
  fetch: () => Promise<typeof fetch>
  /** The check of a hop's host beyond the literal checks every runtime makes (`checkTarget`). */
  checkHost: (url: URL) => Promise<Refusal | undefined>
}

/** The settings the guard reads. */
export type TargetGuardOptions = {
  fetch?: typeof fetch
  resolve?: (hostname: string) => Promise<string[]>
}

/**
 * Picks the strongest address check the runtime allows:
 * - your own `fetch`: it connects, so it guards its connections; names are checked through `resolve` if given;
 * - Node: the safe dispatcher checks every DNS answer at connect time and the connected socket;
 * - Bun and Deno: no hook on DNS or the socket, so a name could connect elsewhere than where it was checked.
 *   Names are refused unless `allowHosts` lists them (the operator vouches for them); IP literals are
 *   checked as they are what is connected to;
 * - edge isolates: the platform cannot reach private networks; names are checked through `resolve` if given.
 */
export function createTargetGuard(
  options: TargetGuardOptions,
  policy: ProxyPolicy,
  runtime: TargetRuntime,
): TargetGuard {
  const custom = options.fetch
  if (custom !== undefined) return { fetch: async () => custom, checkHost: resolvedCheck(options, policy) }
  if (runtime === 'node') {
    let loaded: Promise<typeof fetch> | undefined
    return {
      // Loaded on first use, and through package.json `imports`: bundlers resolving for an edge runtime
      // (conditions workerd, worker, edge-light) get a module without undici and node: built-ins instead.
      fetch: () =>
        (loaded ??= import('#node-target-fetch').then((module) =>
          module.createNodeTargetFetch(policy, options.resolve),
        )),
      checkHost: async () => undefined,
    }
  }
  const platform = async (): Promise<typeof fetch> => globalThis.fetch
  if (runtime === 'bun' || runtime === 'deno') {
    return {
      fetch: platform,
      checkHost: async (url) => {
        const host = normaliseHost(url.hostname)
        if (ipaddr.isValid(host) || (policy.allowHosts?.length ?? 0) > 0) return undefined
        return {
          status: 403,
          message: PROXY_MESSAGES.addressRefused(
            `${host} is a name, and ${runtime === 'bun' ? 'Bun' : 'Deno'} cannot check the address it connects to (use allowHosts, an IP address or the Node server)`,
          ),
        }
      },
    }
  }
  return { fetch: platform, checkHost: resolvedCheck(options, policy) }
}

/** Every address `resolve` gives for the host, checked before the fetch (not pinned: the fetch resolves again). */
function resolvedCheck(
  options: TargetGuardOptions,
  policy: ProxyPolicy,
): (url: URL) => Promise<Refusal | undefined> {
  const resolve = options.resolve
  return async (url) => {
    if (resolve === undefined || ipaddr.isValid(normaliseHost(url.hostname))) return undefined
    for (const address of await resolve(url.hostname)) {
      const verdict = checkAddress(address, policy)
      if (!verdict.allowed) {
        return {
          status: 403,
          message: PROXY_MESSAGES.addressRefused(resolvedReason(url.hostname, address, verdict.reason)),
        }
      }
    }
    return undefined
  }
}
