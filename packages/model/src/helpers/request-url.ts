import type { HttpRequest } from '../http-request.js'
import { wellFormed } from './well-formed.js'

/**
 * The full URL of a request: its URL plus the query pairs in order, each name and value percent-encoded with
 * `encodeURIComponent` (so a space is `%20`, never `+`) and `'` as `%27`, which is what a WHATWG URL parser
 * (fetch) makes of it in a query anyway. Snippets and Send both use it, so they target the same URL byte for
 * byte: clients such as curl send a URL as they are given it. A lone UTF-16 surrogate (which has no UTF-8 form, and
 * on which `encodeURIComponent` throws) is written as U+FFFD, as `URLSearchParams` writes it.
 */
export function requestUrl(request: Pick<HttpRequest, 'url' | 'query'>): string {
  if (request.query.length === 0) {
    return request.url
  }
  const query = request.query
    .map(([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`)
    .join('&')
  return `${request.url}${request.url.includes('?') ? '&' : '?'}${query}`
}

function encodeQueryComponent(text: string): string {
  return encodeURIComponent(wellFormed(text)).replaceAll("'", '%27')
}
