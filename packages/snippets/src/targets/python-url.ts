/**
 * The URL as fetch puts it on the request line (WHATWG URL serialisation: `'` in the query, non-ASCII and
 * spaces percent-encoded, dot segments resolved, the fragment dropped), for clients that send their URL as
 * written. Text that is not an absolute URL is returned unchanged.
 */
export function fetchedUrl(url: string): string {
  if (!URL.canParse(url)) {
    return url
  }
  const parsed = new URL(url)
  parsed.hash = ''
  return parsed.href
}

/**
 * Whether `requests` would change this URL before sending it: its `requote_uri` decodes percent-escapes of
 * unreserved characters (`%7E` → `~`, `%41` → `A`). Setting the prepared request's URL avoids that. (urllib3
 * itself still encodes characters outside RFC 3986 and upper-cases escapes; nothing in `requests` avoids that.)
 */
export function requestsRequotes(url: string): boolean {
  return /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/i.test(url)
}
