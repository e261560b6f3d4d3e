import ipaddr from 'ipaddr.js'

/** Which destination addresses the proxy may connect to. */
export type AddressPolicy = {
  /** Allow loopback, private, link-local, unique-local and CGNAT addresses (local development only). */
  allowPrivate: boolean
  /** Addresses or CIDR ranges always allowed, e.g. `10.1.2.3` or `10.0.0.0/8` (an internal API). */
  allowAddresses: readonly string[]
}

/** Whether a destination address may be used, and why not. */
export type AddressVerdict = { allowed: true } | { allowed: false; reason: string }

/** Cloud instance-metadata endpoints: refused even with `allowPrivate`, unless listed in `allowAddresses`. */
const METADATA_RANGES = [
  '169.254.169.254/32', // AWS, GCP, Azure, OpenStack, DigitalOcean
  '169.254.170.2/32', // AWS ECS task metadata
  '100.100.100.200/32', // Alibaba Cloud
  '192.0.0.192/32', // Oracle Cloud
  'fd00:ec2::254/128', // AWS IPv6
].map((cidr) => ipaddr.parseCIDR(cidr))

/** Ranges `allowPrivate` opens up. Unspecified, multicast, broadcast and reserved ranges stay closed. */
const PRIVATE_RANGES = new Set(['private', 'loopback', 'linkLocal', 'uniqueLocal', 'carrierGradeNat'])

/**
 * Checks one destination address. Only globally routable unicast addresses pass by default. IPv6 forms that
 * carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002::/16`) are judged by the IPv4 address they carry as well, so `::ffff:127.0.0.1` is loopback.
 */
export function checkAddress(address: string, policy: AddressPolicy): AddressVerdict {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
  if (!ipaddr.isValid(bare)) {
    return { allowed: false, reason: `"${address}" is not an IP address` }
  }
  const raw = ipaddr.parse(bare)
  // An IPv4-mapped address is the IPv4 address itself to the operating system: judge that one.
  const parsed =
    raw.kind() === 'ipv6' && (raw as ipaddr.IPv6).isIPv4MappedAddress()
      ? (raw as ipaddr.IPv6).toIPv4Address()
      : raw
  if (allowedRanges(policy.allowAddresses).some((range) => range !== undefined && matches(parsed, range))) {
    return { allowed: true }
  }
  for (const candidate of [parsed, ...embeddedIPv4(parsed)]) {
    if (METADATA_RANGES.some((range) => sameKind(candidate, range[0]) && candidate.match(range))) {
      return { allowed: false, reason: `${address} is a cloud metadata address` }
    }
    const range = candidate.range()
    if (range === 'unicast') continue
    if (policy.allowPrivate && PRIVATE_RANGES.has(range)) continue
    return { allowed: false, reason: `${address} is ${describeRange(range)} address` }
  }
  return { allowed: true }
}

function embeddedIPv4(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4[] {
  if (address.kind() !== 'ipv6') return []
  const v6 = address as ipaddr.IPv6
  const parts = v6.parts
  const fromWords = (high: number, low: number): ipaddr.IPv4 =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  const embedded: ipaddr.IPv4[] = []
  // IPv4-compatible (::a.b.c.d, deprecated) and NAT64 (64:ff9b::/96) keep the IPv4 address in the last 32 bits.
  if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7] !== 0)) {
    embedded.push(fromWords(parts[6] ?? 0, parts[7] ?? 0))
  }
  if (parts[0] === 0x64 && parts[1] === 0xff9b) embedded.push(fromWords(parts[6] ?? 0, parts[7] ?? 0))
  // 6to4 (2002:AABB:CCDD::/48) carries it in bits 16–48.
  if (parts[0] === 0x2002) embedded.push(fromWords(parts[1] ?? 0, parts[2] ?? 0))
  return embedded
}

/** An `allowAddresses` entry parsed: an address and its prefix length; undefined when it does not parse. */
type AllowedRange = readonly [ipaddr.IPv4 | ipaddr.IPv6, number] | undefined

/**
 * Parsed `allowAddresses` lists. Only frozen lists are kept (`resolvePolicy` freezes its copy): they cannot
 * change, so parsing them once is exact. Any other list is parsed on every call, as it may have changed.
 */
const parsedLists = new WeakMap<readonly string[], readonly AllowedRange[]>()

function allowedRanges(entries: readonly string[]): readonly AllowedRange[] {
  if (!Object.isFrozen(entries)) return entries.map(parseRange)
  let ranges = parsedLists.get(entries)
  if (ranges === undefined) {
    ranges = entries.map(parseRange)
    parsedLists.set(entries, ranges)
  }
  return ranges
}

function parseRange(entry: string): AllowedRange {
  try {
    return entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : ([ipaddr.parse(entry), entry.includes(':') ? 128 : 32] as const)
  } catch {
    return undefined
  }
}

function matches(address: ipaddr.IPv4 | ipaddr.IPv6, range: NonNullable<AllowedRange>): boolean {
  try {
    const normalised =
      address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
        ? (address as ipaddr.IPv6).toIPv4Address()
        : address
    return sameKind(normalised, range[0]) && normalised.match(range[0], range[1])
  } catch {
    return false
  }
}

function sameKind(a: ipaddr.IPv4 | ipaddr.IPv6, b: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return a.kind() === b.kind()
}

/**
 * Every range name ipaddr.js reports, with its article, written out: deriving the words from the camel-case
 * names produced "an as 112v 6 address".
 */
const RANGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  linkLocal: 'a link-local',
  loopback: 'a loopback',
  carrierGradeNat: 'a carrier-grade NAT (CGNAT)',
  private: 'a private',
  reserved: 'a reserved',
  uniqueLocal: 'a unique-local (private)',
  ipv4Mapped: 'an IPv4-mapped',
  deprecatedSiteLocal: 'a deprecated site-local',
  discard: 'a discard-only (RFC 6666)',
  rfc6145: 'an IPv4-translated (RFC 6145)',
  rfc6052: 'a NAT64 (RFC 6052)',
  '6to4': 'a 6to4',
  teredo: 'a Teredo',
  benchmarking: 'a benchmarking (RFC 2544/5180)',
  amt: 'an AMT relay (RFC 7450)',
  as112: 'an AS112 DNS sink (RFC 7534)',
  as112v6: 'an AS112 DNS sink (RFC 7534)',
  deprecatedOrchid: 'a deprecated ORCHID',
  orchid2: 'an ORCHIDv2 (RFC 7343)',
  droneRemoteIdProtocolEntityTags: 'a drone remote ID (RFC 9374)',
}

/** The range with its article, e.g. `a private`; a range ipaddr.js adds later is named as it is, never split. */
function describeRange(range: string): string {
  return RANGE_DESCRIPTIONS[range] ?? `a non-public (${range})`
}

/** The reason a host name is refused, from the verdict on one of its addresses: `x resolves to 10.0.0.8, a private address`. */
export function resolvedReason(hostname: string, address: string, reason: string): string {
  return `${hostname} resolves to ${reason.replace(`${address} is `, `${address}, `)}`
}
