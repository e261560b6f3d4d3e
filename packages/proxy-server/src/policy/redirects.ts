/** Where a redirect leads and how the next request is made. */
export type RedirectStep = { url: URL; method: string; keepBody: boolean; crossOrigin: boolean }

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * The next hop of a redirect, as browsers make it: 303 (and 301/302 after a POST) becomes a GET without body;
 * 307 and 308 repeat the method and body. Undefined when the response is not a redirect with a Location.
 * The caller re-checks the new URL like the first one and drops credentials when it leaves the origin.
 */
export function redirectStep(
  status: number,
  location: string | undefined,
  current: URL,
  method: string,
): RedirectStep | undefined {
  if (!REDIRECT_STATUSES.has(status) || location === undefined || location === '') {
    return undefined
  }
  let url: URL
  try {
    url = new URL(location, current)
  } catch {
    return undefined
  }
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST'
  return {
    url,
    method: toGet ? 'GET' : method,
    keepBody: !toGet,
    crossOrigin: url.origin !== current.origin,
  }
}

/** Request headers never carried to another origin by a redirect (as browsers and curl do). */
export const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'cookie',
  'proxy-authorization',
])
