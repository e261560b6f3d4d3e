import ipaddr from 'ipaddr.js'

/**
 * The rate-limit key of a client. An IPv6 client is keyed by its /64, since one host usually holds a whole
 * /64 and could otherwise rotate through it. Behind `trustedProxies` reverse proxies (a load balancer, a
 * CDN), the client is the address that many hops from the right of `X-Forwarded-For`; never trust that
 * header without them, or any client could claim any address.
 */
export function clientKey(
  remoteAddress: string,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  let address = remoteAddress
  if (trustedProxies > 0 && forwardedFor !== undefined) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '')
    address = hops[Math.max(0, hops.length - trustedProxies)] ?? remoteAddress
  }
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}
