/**
 * Whether a host name is this machine: `localhost` and any `*.localhost` name (RFC 6761), the IPv4 loopback
 * block `127.0.0.0/8`, the IPv6 loopback `::1` (also written `[::1]` or in full), and `0.0.0.0`, which browsers
 * send to this machine too.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (name === '0.0.0.0') return true
  if (/^127(?:\.\d{1,3}){3}$/.test(name)) return name.split('.').every((part) => Number(part) <= 255)
  if (name.includes(':')) {
    // IPv6 loopback in any spelling: all zero groups then 1 (`::1`, `0:0:0:0:0:0:0:1`), or IPv4-mapped 127.x.
    if (/^(?:0{0,4}:){1,7}:?0{0,3}1$/.test(name) || name === '::1') return true
    return /^::ffff:127(?:\.\d{1,3}){3}$/.test(name)
  }
  return false
}

/**
 * Whether requests to `baseUrl` go to the reader's own machine while the page is served from elsewhere: a
 * reader's browser cannot reach the docs author's localhost, so the playground does not send ("Cannot send
 * requests to localhost"). During local development (the page itself on a loopback host) sending stays on.
 * A base URL that is not a URL is not judged here.
 */
export function sendsToLoopbackFromElsewhere(baseUrl: string, pageHost: string | undefined): boolean {
  let host: string
  try {
    host = new URL(baseUrl).hostname
  } catch {
    return false
  }
  return isLoopbackHost(host) && (pageHost == null || !isLoopbackHost(pageHost))
}
