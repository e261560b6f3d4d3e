import type { HttpRequest } from '@api-explorer/model'
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
