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

/**
 * Request headers carried to another origin by a redirect. Browsers drop only Authorization and Cookie, but an
 * API playground also sends keys in custom headers (`X-Api-Key`), so across origins only the headers that
 * describe the content and the client go along.
 */
const CROSS_ORIGIN_HEADERS: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'content-length',
  'content-language',
  'user-agent',
])

/**
 * The headers of the next hop: all of them on the same origin, content headers only across origins, and no
 * body headers once the method became GET.
 */
export function redirectHeaders(
  headers: ReadonlyArray<readonly [string, string]>,
  step: RedirectStep,
): Array<[string, string]> {
  return headers
    .filter(([name]) => {
      const lower = name.toLowerCase()
      if (step.crossOrigin && !CROSS_ORIGIN_HEADERS.has(lower)) return false
      return step.keepBody || (lower !== 'content-type' && lower !== 'content-length')
    })
    .map(([name, value]): [string, string] => [name, value])
}
