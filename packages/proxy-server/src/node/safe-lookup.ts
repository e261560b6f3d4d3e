import dns from 'node:dns'

import { checkAddress, resolvedReason, type AddressPolicy } from '../policy/address-policy.js'

/** A resolved address, as `dns.lookup` gives it with `all: true`. */
export type ResolvedAddress = { address: string; family: number }

/** Resolves a host name; the default is the system resolver (`dns.lookup`). Tests inject their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

/** A destination the address policy refuses; `reason` says which rule. */
export class BlockedAddressError extends Error {
  override readonly name = 'BlockedAddressError'
  readonly code = 'EBLOCKED'

  constructor(readonly reason: string) {
    super(reason)
  }
}

type LookupCallback = (error: Error | null, address?: string | ResolvedAddress[], family?: number) => void

/**
 * A `lookup` for `net.connect` (used by undici's connector and by http agents) that resolves the name and
 * refuses it when any of its addresses is refused by the policy: a name that resolves to a private address
 * among public ones cannot be used to reach the private one.
 */
export function safeLookup(
  policy: AddressPolicy,
  resolver?: Resolver,
): (hostname: string, options: { all?: boolean }, callback: LookupCallback) => void {
  const resolve: Resolver =
    resolver ??
    ((hostname) =>
      new Promise((fulfil, reject) => {
        dns.lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : fulfil(addresses)))
      }))
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const first = addresses[0]
        if (first === undefined) {
          callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }))
          return
        }
        for (const { address } of addresses) {
          const verdict = checkAddress(address, policy)
          if (!verdict.allowed) {
            callback(new BlockedAddressError(resolvedReason(hostname, address, verdict.reason)))
            return
          }
        }
        if (options.all === true) callback(null, addresses)
        else callback(null, first.address, first.family)
      },
      (error: Error) => callback(error),
    )
  }
}
