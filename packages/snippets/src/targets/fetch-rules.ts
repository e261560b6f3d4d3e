import type { FileValue, HttpRequestBody } from '@api-explorer/model'
import { bodyContentType } from '@api-explorer/model'

/**
 * What fetch, `Headers`, `Blob` and `FormData` do to a request on its way out, in one place: every target
 * that writes bodies or headers by hand reproduces Send through these.
 */

/** fetch's Content-Type for a string body sent without one. */
export const FETCH_TEXT_TYPE = 'text/plain;charset=UTF-8'

/** Whether a header is `Content-Type` (any case). Module-level: a closure per render costs a `defineProperty` under tsx. */
export function isContentType([name]: readonly [string, string]): boolean {
  return name.toLowerCase() === 'content-type'
}

/** HTTP whitespace trimmed from both ends of a header value, as `Headers` does. */
function trimHttpWhitespace(value: string): string {
  return value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '')
}

/**
 * The Content-Type Send sends for a body when the request names none: the one its kind implies
 * (`bodyContentType`), else fetch's own default for a text body.
 */
export function defaultContentType(
  body: Exclude<HttpRequestBody, { type: 'form-data' }>,
): string | undefined {
  const implied = bodyContentType(body)
  if (implied !== undefined && implied !== '') return trimHttpWhitespace(implied)
  return body.type === 'text' ? FETCH_TEXT_TYPE : undefined
}

/** The type Send gives a file's `Blob` (before the `Blob` normalises it): its own, else its data URL's. */
export function fileType(file: FileValue): string {
  return file.type === '' ? (/^data:([^;,]*)/.exec(file.dataUrl)?.[1] ?? '') : file.type
}

/** A `Blob`'s type: lower case, or empty when it holds anything outside U+0020–U+007E. */
export function blobType(type: string): string {
  return /^[\x20-\x7e]*$/.test(type) ? type.toLowerCase() : ''
}

/** A `Blob`'s type as `FormData` writes it: lower case; `application/octet-stream` when empty or not ASCII. */
export function formPartType(type: string): string {
  return blobType(type) || 'application/octet-stream'
}

/** How `FormData` writes line breaks of field names and values: CRLF. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r?\n|\r/g, '\r\n')
}

/** How `FormData` escapes names and file names inside `Content-Disposition`. */
export function escapeFormName(text: string): string {
  return text.replaceAll('\n', '%0A').replaceAll('\r', '%0D').replaceAll('"', '%22')
}
