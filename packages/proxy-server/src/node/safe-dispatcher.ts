import type { Socket } from 'node:net'

import { Agent, buildConnector } from 'undici'

import { checkAddress, type AddressPolicy } from '../policy/address-policy.js'
import { BlockedAddressError, safeLookup, type Resolver } from './safe-lookup.js'

/** Settings of {@link createSafeDispatcher}. */
export type SafeDispatcherOptions = {
  policy: AddressPolicy
  resolver?: Resolver
  headersTimeoutMs: number
  bodyTimeoutMs: number
}

/**
 * The undici agent of upstream calls, checking destinations twice: every DNS answer before connecting
 * ({@link safeLookup}), and the connected socket's remote address afterwards, which also covers IP literals
 * (they skip the lookup) and anything a resolver could be tricked into. Keep-alive pooling stays on.
 */
export function createSafeDispatcher(options: SafeDispatcherOptions): Agent {
  const connect = buildConnector({
    lookup: safeLookup(options.policy, options.resolver),
    timeout: 10_000,
  } as buildConnector.BuildOptions)
  return new Agent({
    keepAliveTimeout: 10_000,
    connections: 256,
    headersTimeout: options.headersTimeoutMs,
    bodyTimeout: options.bodyTimeoutMs,
    connect: (connectOptions, callback) => {
      connect(connectOptions, (error, socket) => {
        if (error !== null) {
          callback(error, null)
          return
        }
        const verdict = checkAddress((socket as Socket).remoteAddress ?? '', options.policy)
        if (!verdict.allowed) {
          socket.destroy()
          callback(new BlockedAddressError(verdict.reason), null)
          return
        }
        callback(null, socket)
      })
    },
  })
}
