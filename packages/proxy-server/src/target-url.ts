import { PROXY_MESSAGES } from './messages.js'

/** Why a proxied request's target was refused (`reason`: the refusals metric's label). */
export type TargetRefusal = { ok: false; status: 400; message: string; reason: 'target' | 'protocol' }

/** The parsed target of a proxied request, or why it was refused. */
export type TargetUrlResult = { ok: true; url: URL } | TargetRefusal

/**
 * Reads the target from a path-style proxy request line: `/<absolute URL>` with its query, e.g.
 * `/https://api.example.com/v1/users?limit=10`. Tolerates collapsed slashes after the scheme (`/https:/host`)
 * and a percent-encoded target (`/https%3A%2F%2Fhost%2F…`).
 */
export function parseTargetUrl(requestTarget: string, basePath = '/'): TargetUrlResult {
  let raw = requestTarget.startsWith(basePath)
    ? requestTarget.slice(basePath.length)
    : requestTarget.replace(/^\/+/, '')
  if (raw === '') {
    return { ok: false, status: 400, message: PROXY_MESSAGES.missingTarget, reason: 'target' }
  }
  // The usual spelling needs neither decoding nor the slash normalisation below (same result, less work).
  if (/^https?:\/\/[^/]/.test(raw)) return checkedUrl(raw)
  if (/^[a-z][a-z0-9+.-]*%3A/i.test(raw)) {
    try {
      raw = decodeURIComponent(raw)
    } catch {
      return { ok: false, status: 400, message: PROXY_MESSAGES.invalidTarget, reason: 'target' }
    }
  }
  return checkedUrl(raw.replace(/^([a-z][a-z0-9+.-]*):\/*/i, '$1://'))
}

function checkedUrl(normalised: string): TargetUrlResult {
  let url: URL
  try {
    url = new URL(normalised)
  } catch {
    return { ok: false, status: 400, message: PROXY_MESSAGES.invalidTarget, reason: 'target' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, status: 400, message: PROXY_MESSAGES.unsupportedProtocol, reason: 'protocol' }
  }
  if (url.hostname === '') {
    return { ok: false, status: 400, message: PROXY_MESSAGES.invalidTarget, reason: 'target' }
  }
  return { ok: true, url }
}
