import ipaddr from 'ipaddr.js'

import { PROXY_MESSAGES } from '../messages.js'
import { checkAddress } from './address-policy.js'
import { isHostAllowed, normaliseHost } from './host-policy.js'
import type { ProxyPolicy } from './proxy-policy.js'

/** A refusal with its status code and message. */
export type Refusal = { status: number; message: string }

/**
 * The checks that need no network: the host allowlist, and for IP-literal hosts (in any spelling the URL
 * parser normalises: decimal `2130706433`, octal, hex, short forms, IPv6, IPv4-mapped) the address policy.
 * Host names are checked again against every DNS answer and the connected socket by the adapters that can.
 */
export function checkTarget(url: URL, policy: ProxyPolicy): Refusal | undefined {
  const host = normaliseHost(url.hostname)
  if (!isHostAllowed(host, policy.allowHosts)) {
    return { status: 403, message: PROXY_MESSAGES.hostNotAllowed(host) }
  }
  if (ipaddr.isValid(host)) {
    const verdict = checkAddress(host, policy)
    if (!verdict.allowed) {
      return { status: 403, message: PROXY_MESSAGES.addressRefused(verdict.reason) }
    }
  } else if (host === 'localhost' || host.endsWith('.localhost')) {
    // RFC 6761: these names are loopback whatever a resolver says.
    const verdict = checkAddress('127.0.0.1', policy)
    if (!verdict.allowed) {
      return { status: 403, message: PROXY_MESSAGES.addressRefused(`${host} is a loopback address`) }
    }
  }
  return undefined
}

/** Whether a browser origin may use the proxy: any when allowed is `'*'`, requests without Origin always. */
export function checkOrigin(origin: string | undefined, policy: ProxyPolicy): Refusal | undefined {
  if (origin === undefined || policy.allowOrigins === '*' || policy.allowOrigins.includes(origin)) {
    return undefined
  }
  return { status: 403, message: PROXY_MESSAGES.originNotAllowed(origin) }
}
