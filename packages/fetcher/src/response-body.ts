import { FETCHER_MESSAGES } from './raw-response.js'
import { readServerSentEvents } from './server-sent-events.js'
import type { FetcherError, FetcherResponseType } from './types.js'

/** A success body as read, or the `non-json` error when a JSON body was not JSON. */
export type SuccessBody = { ok: true; body: unknown } | { ok: false; error: FetcherError }

/**
 * Reads a success body by `responseType`. `json`: empty → undefined, else parsed; text that does not parse
 * is a `non-json` error carrying the raw text (not returned as the body). `text`, `blob`, `arrayBuffer`:
 * read whole (an empty body is `''`, an empty Blob, an empty ArrayBuffer). `stream`: the body stream.
 * `sse`: an async iterable of parsed events. A `stream` or `sse` response without a body (a 204, an answer
 * to HEAD) is the error `unknown` "Response body is null".
 */
export async function readSuccessBody(
  response: Response,
  responseType: FetcherResponseType,
): Promise<SuccessBody> {
  switch (responseType) {
    case 'text':
      return { ok: true, body: await response.text() }
    case 'blob':
      return { ok: true, body: await response.blob() }
    case 'arrayBuffer':
      return { ok: true, body: await response.arrayBuffer() }
    case 'stream':
      return response.body ? { ok: true, body: response.body } : bodyIsNull()
    case 'sse':
      return response.body ? { ok: true, body: readServerSentEvents(response.body) } : bodyIsNull()
    case 'json': {
      const text = await response.text()
      if (text.trim() === '') return { ok: true, body: undefined }
      try {
        return { ok: true, body: JSON.parse(text) as unknown }
      } catch {
        return { ok: false, error: { reason: 'non-json', statusCode: response.status, rawBody: text } }
      }
    }
  }
}

/**
 * Reads an error body: empty → undefined; JSON for JSON content types (see {@link isJsonContentType}) when
 * it parses; otherwise the text.
 */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  if (isJsonContentType(response.headers.get('content-type'))) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  return text
}

/**
 * Whether a content type carries JSON: `application/json`, `text/json`, or any `+json` suffix
 * (`application/problem+json`, `application/vnd.api+json`, `application/hal+json`, …). Parameters are ignored.
 */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  if (!contentType) return false
  const essence = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase()
  return (
    essence === 'application/json' || essence === 'text/json' || /^[\w.+-]+\/[\w.+-]+\+json$/.test(essence)
  )
}

function bodyIsNull(): SuccessBody {
  return { ok: false, error: { reason: 'unknown', errorMessage: FETCHER_MESSAGES.responseBodyNull } }
}
