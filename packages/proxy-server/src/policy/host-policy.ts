/**
 * Whether a target host name is on the allowlist: an exact name (`api.example.com`) or a wildcard for its
 * subdomains (`*.example.com`, which does not include `example.com` itself). No list allows every host.
 */
export function isHostAllowed(hostname: string, allowHosts: readonly string[] | undefined): boolean {
  if (allowHosts === undefined || allowHosts.length === 0) {
    return true
  }
  const host = normaliseHost(hostname)
  return allowHosts.some((entry) => {
    const pattern = normaliseHost(entry)
    return pattern.startsWith('*.')
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern
  })
}

/** Lower case, without IPv6 brackets or a trailing dot (`Example.COM.` → `example.com`). */
export function normaliseHost(hostname: string): string {
  const lower = hostname.toLowerCase()
  const bare = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower
  return bare.endsWith('.') ? bare.slice(0, -1) : bare
}
