import type { HttpRequest } from '@api-explorer/model'
import { requestUrl } from '@api-explorer/model'
import { isFileValue } from '../src/files.js'
import { isHeaderName } from '../src/header-list.js'

/**
 * The ways a request could not be sent as it is, as readable lines (empty when it can be): a URL `new URL`
 * rejects, header names that are not tokens, header values with CR, LF or NUL, headers `new Headers()` rejects
 * (a value above U+00FF), a JSON body that does not
 * round-trip through JSON text, a multipart body with a Content-Type header, without parts or with a non-file file
 * part, a bytes body without a file.
 */
export function requestProblems(request: HttpRequest): string[] {
  const problems: string[] = []
  try {
    new URL(requestUrl(request))
  } catch {
    problems.push(`URL does not parse: ${requestUrl(request)}`)
  }
  for (const [name, value] of request.headers) {
    if (!isHeaderName(name)) {
      problems.push(`header name is not a token: ${JSON.stringify(name)}`)
    }
    if (/[\r\n\0]/.test(value)) {
      problems.push(`header value has CR, LF or NUL: ${JSON.stringify(value)}`)
    }
  }
  try {
    new Headers(request.headers)
  } catch (error) {
    problems.push(`new Headers() rejects the headers: ${String(error)}`)
  }
  const body = request.body
  switch (body?.type) {
    case 'json': {
      const text = JSON.stringify(body.value)
      if (text === undefined) {
        problems.push('JSON body has no JSON text')
      } else {
        JSON.parse(text)
      }
      break
    }
    case 'form-data':
      if (request.headers.some(([name]) => name.toLowerCase() === 'content-type')) {
        problems.push('multipart body with a Content-Type header (the transport must write the boundary)')
      }
      if (body.parts.length === 0) {
        problems.push('multipart body has no parts')
      }
      for (const part of body.parts) {
        if (part.type === 'file' ? !isFileValue(part.file) : typeof part.value !== 'string') {
          problems.push(`multipart part ${part.name} is not a ${part.type}`)
        }
      }
      break
    case 'bytes':
      if (!isFileValue(body.file)) {
        problems.push('bytes body is not a file')
      }
      break
    case 'urlencoded':
      for (const field of body.fields) {
        if (typeof field[0] !== 'string' || typeof field[1] !== 'string') {
          problems.push('urlencoded field is not a pair of strings')
        }
      }
      break
    case 'text':
    case undefined:
      break
  }
  return problems
}
