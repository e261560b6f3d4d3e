import type { FetcherArgs, QueryValue } from './types.js'

/** The parts of a request that stay the same across its attempts. */
export interface RequestParts {
  readonly headers: Headers
  /** The query to send, merged with any query already in the URL; undefined when there is none to add. */
  readonly searchParams: string | undefined
  /** Set for `requestType: 'json'`: ky stringifies it. */
  readonly json: unknown
  /** Set for the other request types: sent as given. */
  readonly body: BodyInit | undefined
  /** False for one-shot bodies (streams, async iterables), which cannot be sent a second time. */
  readonly replayable: boolean
}

/**
 * Headers, query and body of a call. Headers with null or undefined values are left out. `contentType`
 * becomes the Content-Type whenever there is a body, over a Content-Type in `headers`; a `FormData` body never
 * gets one, because only the runtime knows the multipart boundary it writes.
 */
export function prepareRequest(args: FetcherArgs): RequestParts {
  const headers = new Headers()
  for (const [name, value] of Object.entries(args.headers ?? {})) {
    if (value != null) headers.set(name, value)
  }
  const requestType = args.requestType ?? 'json'
  const hasBody = args.body !== undefined
  if (hasBody && isFormData(args.body)) headers.delete('content-type')
  else if (hasBody && args.contentType) headers.set('content-type', args.contentType)
  return {
    headers,
    searchParams: mergeQuery(args.url, args.queryParameters ?? {}),
    json: hasBody && requestType === 'json' ? args.body : undefined,
    body: hasBody && requestType !== 'json' ? (args.body as BodyInit) : undefined,
    replayable: requestType === 'json' || !isOneShotBody(args.body),
  }
}

/**
 * The query string to hand ky, which (in 1.x) replaces the URL's query with it: so the URL's own query comes
 * first and the parameters are appended. Arrays repeat the name; null and undefined are left out.
 */
function mergeQuery(url: string, parameters: Record<string, QueryValue>): string | undefined {
  const added = new URLSearchParams()
  for (const [name, value] of Object.entries(parameters)) {
    if (value == null) continue
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number | boolean | null | undefined)[]) {
        if (item != null) added.append(name, String(item))
      }
    } else {
      added.append(name, String(value))
    }
  }
  const addedText = added.toString()
  if (addedText === '') return undefined
  const withoutHash = url.split('#', 1)[0] ?? ''
  const queryStart = withoutHash.indexOf('?')
  const existing = queryStart === -1 ? '' : withoutHash.slice(queryStart + 1)
  return existing === '' ? addedText : `${existing}&${addedText}`
}

function isFormData(body: unknown): boolean {
  return typeof FormData !== 'undefined' && body instanceof FormData
}

function isOneShotBody(body: unknown): boolean {
  if (body == null || typeof body !== 'object') return false
  if (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) return true
  return Symbol.asyncIterator in body
}
