import type { HttpRequestBody } from '../http-request.js'

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
