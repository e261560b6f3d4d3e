// Reading option values from text (flags, environment variables, Workers bindings), runtime-free so the
// CLI and the Workers entry share one set of rules and error messages. `name` is what the error names: the
// flag on the command line, the binding on Workers.

/** An integer from `min` to `max`, or an error naming `name`. */
export function integer(name: string, text: string, min: number, max: number): number {
  const parsed = Number(text)
  if (text.trim() === '' || !Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${text}".`)
  }
  return parsed
}

/** A comma-separated list, entries trimmed, empty ones dropped. */
export function list(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** `true`, `1` or `yes`. */
export function truthy(value: string | undefined): boolean {
  return value === 'true' || value === '1' || value === 'yes'
}

/** Browser origins (`https://docs.example.com`), or an error naming `name`. */
export function checkedOrigins(name: string, origins: string[]): string[] {
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new Error(`${name} must be an origin such as https://docs.example.com, got "${origin}".`)
    }
  }
  return origins
}

/** Target host names (`api.example.com`, `*.example.com`) or IP literals, or an error naming `name`. */
export function checkedHosts(name: string, hosts: string[]): string[] {
  for (const entry of hosts) {
    if (!/^(\*\.)?[a-z0-9.-]+$|^\[?[0-9a-f:.]+\]?$/i.test(entry)) {
      throw new Error(`${name} must be a host name such as api.example.com or *.example.com, got "${entry}".`)
    }
  }
  return hosts
}

/**
 * A Redis or Valkey URL (`redis://`, `rediss://` for TLS), or an error naming `name`. The error never
 * repeats a password the text may hold.
 */
export function redisUrl(name: string, text: string): string {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (url === undefined || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    const shown = text.replace(/\/\/[^@/]*@/, '//***@')
    throw new Error(
      `${name} must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got "${shown}".`,
    )
  }
  return text
}
