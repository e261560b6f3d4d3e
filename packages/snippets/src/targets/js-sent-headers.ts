import type { FileValue, HttpRequest } from '@api-explorer/model'
import { bodyContentType } from '@api-explorer/model'

/**
 * The headers Send sends, in order: the request's own, without `Content-Type` for a multipart body (the client
 * writes it with the boundary), and with the type the body kind implies (`bodyContentType`) when the request
 * names none — written out so that no client's own default applies.
 */
export function sentHeaders(request: HttpRequest): Array<[name: string, value: string]> {
  const isContentType = ([name]: [string, string]): boolean => name.toLowerCase() === 'content-type'
  if (request.body?.type === 'form-data') {
    return request.headers.filter((header) => !isContentType(header))
  }
  const headers = [...request.headers]
  const implied = bodyContentType(request.body)
  if (!headers.some(isContentType) && implied !== undefined && implied !== '') {
    headers.push(['Content-Type', implied])
  }
  return headers
}

/** The type Send gives a file's `Blob` (before the `Blob` normalises it): its own, else its data URL's. */
export function fileType(file: FileValue): string {
  return file.type === '' ? (/^data:([^;,]*)/.exec(file.dataUrl)?.[1] ?? '') : file.type
}

/** A `Blob`'s type as `FormData` writes it: lower case; `application/octet-stream` when empty or not ASCII. */
export function formPartType(type: string): string {
  return /^[\x20-\x7e]+$/.test(type) ? type.toLowerCase() : 'application/octet-stream'
}
