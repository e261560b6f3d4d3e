/**
 * Where the Fetch handler runs decides how far its address checks can reach:
 * - `node`: undici's dispatcher lets the handler check every DNS answer and the connected socket itself;
 * - `bun`, `deno`: they reach private networks, but their `fetch` gives no hook on DNS or the socket, so a
 *   name checked beforehand may connect elsewhere (DNS rebinding, /etc/hosts);
 * - `edge`: Cloudflare Workers and other isolates, whose platform keeps private and loopback addresses out
 *   of reach.
 */
export type TargetRuntime = 'node' | 'bun' | 'deno' | 'edge'

type RuntimeGlobals = {
  process?: { versions?: { node?: string; bun?: string } }
  Deno?: unknown
  navigator?: { userAgent?: string }
}

/** The runtime the handler runs on. Bun and Deno are looked for first: both pretend to be Node. */
export function detectTargetRuntime(globals: RuntimeGlobals = globalThis as RuntimeGlobals): TargetRuntime {
  if (globals.process?.versions?.bun !== undefined) return 'bun'
  if (globals.Deno !== undefined) return 'deno'
  // Workers with nodejs_compat define process.versions.node too; their user agent tells them apart.
  if (globals.navigator?.userAgent === 'Cloudflare-Workers') return 'edge'
  if (globals.process?.versions?.node !== undefined) return 'node'
  return 'edge'
}
