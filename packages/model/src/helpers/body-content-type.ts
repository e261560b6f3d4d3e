import type { HttpRequest, HttpRequestBody } from '../http-request.js'

/**
 * The Content-Type a body is sent with when the request's headers name none: JSON → `application/json`, text
 * → its own type, URL-encoded → `application/x-www-form-urlencoded`, bytes → the file's type (else
 * `application/octet-stream`). Multipart has none here: the transport writes it with the boundary. Send and
 * every snippet use this, so they agree.
 */
export function bodyContentType(body: HttpRequestBody | undefined): string | undefined {
  switch (body?.type) {
    case 'json':
      return 'application/json'
    case 'text':
      return body.contentType
    case 'urlencoded':
      return 'application/x-www-form-urlencoded'
    case 'bytes':
      return body.file.type === '' ? 'application/octet-stream' : body.file.type
    default:
      return undefined
  }
}

/**
 * The implied Content-Type rule, the one copy Send, the form and every snippet use: the headers a request
 * is sent with, in order. A name given more than once (in any case) is one header, as fetch sends it
 * ({@link mergeRepeatedHeaders}). A multipart body loses every `Content-Type` (the transport writes one with the
 * boundary); any other body without one gets the type its kind implies ({@link bodyContentType}), appended
 * last, so no client's own default (fetch's `text/plain`, URLSession's form type) applies.
 */
export function sentHeaders(
  request: Pick<HttpRequest, 'headers' | 'body'>,
): Array<[name: string, value: string]> {
  const isContentType = ([name]: readonly [string, string]): boolean => name.toLowerCase() === 'content-type'
  const headers = mergeRepeatedHeaders(request.headers)
  if (request.body?.type === 'form-data') {
    return headers.filter((header) => !isContentType(header))
  }
  const implied = bodyContentType(request.body)
  if (!headers.some(isContentType) && implied !== undefined && implied !== '') {
    headers.push(['Content-Type', implied])
  }
  return headers
}

/** Leading and trailing HTTP whitespace, which fetch strips from every header value. */
const OUTER_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g

/**
 * Headers as fetch's `Headers` sends them: each value stripped of surrounding HTTP whitespace, and a name given
 * more than once, in any case, one header at its first place, spelled as first given, its values joined with
 * `, `. A client that sent the repeats as separate lines would not send the same request: a server keeps only
 * the first `Authorization`, `Content-Type` or `User-Agent` line (Node's does), where fetch sends every value.
 */
export function mergeRepeatedHeaders(
  headers: ReadonlyArray<readonly [string, string]>,
): Array<[name: string, value: string]> {
  if (isPlain(headers)) return headers.map(([name, value]): [string, string] => [name, value])
  const merged = new Map<string, [string, string]>()
  for (const [name, raw] of headers) {
    const value = raw.replace(OUTER_WHITESPACE, '')
    const key = name.toLowerCase()
    const entry = merged.get(key)
    if (entry === undefined) merged.set(key, [name, value])
    else entry[1] = `${entry[1]}, ${value}`
  }
  return [...merged.values()]
}

/**
 * Whether fetch would send the headers as they are: no name twice, no value with whitespace around it. The usual
 * case, checked without a map or a regular expression (names compared in lower case only at equal lengths):
 * every snippet and every Send goes through here.
 */
function isPlain(headers: ReadonlyArray<readonly [string, string]>): boolean {
  for (let index = 0; index < headers.length; index++) {
    const [name, value] = headers[index] as readonly [string, string]
    if (
      value !== '' &&
      (isHttpWhitespace(value.charCodeAt(0)) || isHttpWhitespace(value.charCodeAt(value.length - 1)))
    )
      return false
    for (let earlier = 0; earlier < index; earlier++) {
      const other = (headers[earlier] as readonly [string, string])[0]
      if (other.length === name.length && other.toLowerCase() === name.toLowerCase()) return false
    }
  }
  return true
}

/** Tab, line feed, carriage return or space. */
function isHttpWhitespace(code: number): boolean {
  return code === 0x09 || code === 0x0a || code === 0x0d || code === 0x20
}
