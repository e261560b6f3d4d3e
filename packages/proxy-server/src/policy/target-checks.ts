import ipaddr from 'ipaddr.js'

import { PROXY_MESSAGES } from '../messages.js'
import { checkAddress } from './address-policy.js'
import { isHostAllowed, normaliseHost } from './host-policy.js'
import type { ProxyPolicy } from './proxy-policy.js'

/**
 * Why the proxy refused a request, from a fixed set (the `reason` label of the refusals metric; never a host,
 * path or address): `origin` (not on the allow-list), `rate_limit`, `target` (missing, malformed or
 * absolute-form request target), `protocol` (not http(s), or ws(s) for websockets), `host` (not on
 * `allowHosts`), `address` (a refused destination address, literal or resolved), `header` (an unsafe header),
 * `size` (request body or head too large), `timeout` (request, body or target too slow), `redirects` (too
 * many), `connections` (over the connection caps), `malformed` (an unparsable request), `handshake` (a bad
 * websocket handshake frame), `draining` (the proxy is shutting down).
 */
export type RefusalReason =
  | 'origin'
  | 'rate_limit'
  | 'target'
  | 'protocol'
  | 'host'
  | 'address'
  | 'header'
  | 'size'
  | 'timeout'
  | 'redirects'
  | 'connections'
  | 'malformed'
  | 'handshake'
  | 'draining'

/** Every {@link RefusalReason}, in the order the README lists them. */
export const REFUSAL_REASONS: readonly RefusalReason[] = Object.freeze([
  'origin',
  'rate_limit',
  'target',
  'protocol',
  'host',
  'address',
  'header',
  'size',
  'timeout',
  'redirects',
  'connections',
  'malformed',
  'handshake',
  'draining',
])

/** A refusal with its status code, message and (where the adapter knows it) its reason code. */
export type Refusal = { status: number; message: string; reason?: RefusalReason }

/**
 * The checks that need no network: the host allowlist, and for IP-literal hosts (in any spelling the URL
 * parser normalises: decimal `2130706433`, octal, hex, short forms, IPv6, IPv4-mapped) the address policy.
 * Host names are checked again against every DNS answer and the connected socket by the adapters that can.
 *
 * The verdict depends on the URL's host and the policy alone, and costs a few microseconds of address
 * parsing, so it is remembered per policy and host (see {@link verdictsFor}).
 */
export function checkTarget(url: URL, policy: ProxyPolicy): Refusal | undefined {
  const verdicts = verdictsFor(policy)
  if (verdicts === undefined) return checkHost(url.hostname, policy)
  const host = url.hostname
  if (verdicts.has(host)) return verdicts.get(host)
  // Frozen: every later request for this host gets the same object.
  const verdict = checkHost(host, policy)
  if (verdict !== undefined) Object.freeze(verdict)
  if (verdicts.size >= MAX_REMEMBERED_HOSTS) verdicts.clear()
  verdicts.set(host, verdict)
  return verdict
}

/** Hosts remembered per policy; past it the memory starts over (a flood of names only costs the parsing). */
const MAX_REMEMBERED_HOSTS = 1024

type Remembered = {
  allowHosts: readonly string[] | undefined
  allowAddresses: readonly string[]
  allowPrivate: boolean
  verdicts: Map<string, Refusal | undefined>
}

const rememberedByPolicy = new WeakMap<ProxyPolicy, Remembered>()

/**
 * The remembered verdicts of a policy, or undefined when they cannot be trusted: only frozen lists are
 * relied on (`resolvePolicy` freezes its copies), and the memory starts over whenever the policy's lists or
 * `allowPrivate` are not the ones it was built with.
 */
function verdictsFor(policy: ProxyPolicy): Map<string, Refusal | undefined> | undefined {
  const { allowHosts, allowAddresses, allowPrivate } = policy
  if (!Object.isFrozen(allowAddresses) || (allowHosts !== undefined && !Object.isFrozen(allowHosts))) {
    return undefined
  }
  let remembered = rememberedByPolicy.get(policy)
  if (
    remembered === undefined ||
    remembered.allowHosts !== allowHosts ||
    remembered.allowAddresses !== allowAddresses ||
    remembered.allowPrivate !== allowPrivate
  ) {
    remembered = { allowHosts, allowAddresses, allowPrivate, verdicts: new Map() }
    rememberedByPolicy.set(policy, remembered)
  }
  return remembered.verdicts
}

function checkHost(hostname: string, policy: ProxyPolicy): Refusal | undefined {
  const host = normaliseHost(hostname)
  if (!isHostAllowed(host, policy.allowHosts)) {
    return { status: 403, message: PROXY_MESSAGES.hostNotAllowed(host), reason: 'host' }
  }
  if (ipaddr.isValid(host)) {
    const verdict = checkAddress(host, policy)
    if (!verdict.allowed) {
      return { status: 403, message: PROXY_MESSAGES.addressRefused(verdict.reason), reason: 'address' }
    }
  } else if (host === 'localhost' || host.endsWith('.localhost')) {
    // RFC 6761: these names are loopback whatever a resolver says.
    const verdict = checkAddress('127.0.0.1', policy)
    if (!verdict.allowed) {
      return {
        status: 403,
        message: PROXY_MESSAGES.addressRefused(`${host} is a loopback address`),
        reason: 'address',
      }
    }
  }
  return undefined
}

/** Whether a browser origin may use the proxy: any when allowed is `'*'`, requests without Origin always. */
export function checkOrigin(origin: string | undefined, policy: ProxyPolicy): Refusal | undefined {
  if (origin === undefined || policy.allowOrigins === '*' || policy.allowOrigins.includes(origin)) {
    return undefined
  }
  return { status: 403, message: PROXY_MESSAGES.originNotAllowed(origin), reason: 'origin' }
}
