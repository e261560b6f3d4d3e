import type { HttpRequest } from '../http-request.js'

/**
 * The full URL of a request: its URL plus the query pairs in order, each name and value percent-encoded with
 * `encodeURIComponent` (so a space is `%20`, never `+`). Snippets and Send both use it, so they target the
 * same URL byte for byte.
 */
export function requestUrl(request: Pick<HttpRequest, 'url' | 'query'>): string {
  if (request.query.length === 0) {
    return request.url
  }
  const query = request.query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')
  return `${request.url}${request.url.includes('?') ? '&' : '?'}${query}`
}
