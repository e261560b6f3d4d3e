import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import type { Duplex } from 'node:stream'

import { checkAddress, type AddressPolicy } from '../policy/address-policy.js'
import { BlockedAddressError, safeLookup, type Resolver } from './safe-lookup.js'

/** A pair of Node agents that only connect where the address policy allows. */
export type SafeAgents = { http: http.Agent; https: https.Agent }

/** Time allowed for the TCP connection, as for HTTP upstreams (the request timeout only starts afterwards). */
const CONNECT_TIMEOUT_MS = 10_000

type ConnectCallback = (error: Error | null, stream: Duplex) => void

/**
 * Agents for clients built on `node:http` (the `ws` client above all) that check destinations twice, like
 * the undici dispatcher of HTTP upstreams: every DNS answer before connecting ({@link safeLookup}), and the
 * connected socket's remote address before any byte is written. The second check is what stops IP literals
 * (they skip the lookup) and anything a resolver could be tricked into. For `https` the TLS session starts on
 * the checked socket, so a refused address does not even receive a ClientHello. TLS verification stays on.
 */
export function createSafeAgents(policy: AddressPolicy, resolver?: Resolver): SafeAgents {
  const lookup = safeLookup(policy, resolver)

  class SafeHttpAgent extends http.Agent {
    override createConnection(options: http.ClientRequestArgs, callback?: ConnectCallback): undefined {
      connectChecked(options, policy, lookup, (error, socket) => callback?.(error, socket as Duplex))
      return undefined
    }
  }

  class SafeHttpsAgent extends https.Agent {
    override createConnection(options: https.RequestOptions, callback?: ConnectCallback): undefined {
      connectChecked(options, policy, lookup, (error, socket) => {
        if (error !== null || socket === undefined) {
          callback?.(error ?? new Error('No socket'), socket as Duplex)
          return
        }
        // The parent starts TLS (with its session cache and certificate checks) on the checked socket.
        const secure = super.createConnection({ ...options, socket } as https.RequestOptions)
        if (secure) callback?.(null, secure)
      })
      return undefined
    }
  }

  return { http: new SafeHttpAgent(), https: new SafeHttpsAgent() }
}

function connectChecked(
  options: http.ClientRequestArgs,
  policy: AddressPolicy,
  lookup: ReturnType<typeof safeLookup>,
  callback: (error: Error | null, socket?: net.Socket) => void,
): void {
  const socket = net.connect({
    host: options.host ?? options.hostname ?? 'localhost',
    port: Number(options.port ?? options.defaultPort ?? 80),
    ...(options.family === undefined ? {} : { family: options.family }),
    ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
    lookup: lookup as net.LookupFunction,
    timeout: CONNECT_TIMEOUT_MS,
  })
  const onError = (error: Error): void => {
    socket.off('timeout', onTimeout)
    callback(error)
  }
  const onTimeout = (): void => {
    socket.destroy(new Error(`Connection timed out after ${CONNECT_TIMEOUT_MS} ms`))
  }
  socket.once('error', onError)
  socket.once('timeout', onTimeout)
  socket.once('connect', () => {
    socket.off('error', onError)
    socket.off('timeout', onTimeout)
    socket.setTimeout(0)
    const verdict = checkAddress(socket.remoteAddress ?? '', policy)
    if (!verdict.allowed) {
      socket.destroy()
      callback(new BlockedAddressError(verdict.reason))
      return
    }
    callback(null, socket)
  })
}
