import type { RawResponse } from './types.js'

/** The texts of the synthetic failures. */
export const FETCHER_MESSAGES: {
  readonly userAborted: 'The user aborted a request'
  readonly clientClosedRequest: 'Client Closed Request'
  readonly unknownError: 'Unknown Error'
  readonly responseBodyNull: 'Response body is null'
} = Object.freeze({
  userAborted: 'The user aborted a request',
  clientClosedRequest: 'Client Closed Request',
  unknownError: 'Unknown Error',
  responseBodyNull: 'Response body is null',
})

/** The response as it came off the wire, without its body. */
export function toRawResponse(response: Response): RawResponse {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    url: response.url,
    redirected: response.redirected,
    type: response.type,
  }
}

/** Stands in for a response after an abort or a timeout: status 499 "Client Closed Request". */
export function closedRequestRawResponse(url: string): RawResponse {
  return syntheticRawResponse(499, FETCHER_MESSAGES.clientClosedRequest, url)
}

/** Stands in for a response after any other failure: status 0 "Unknown Error". */
export function unknownRawResponse(url: string): RawResponse {
  return syntheticRawResponse(0, FETCHER_MESSAGES.unknownError, url)
}

function syntheticRawResponse(status: number, statusText: string, url: string): RawResponse {
  return { status, statusText, headers: new Headers(), url, redirected: false, type: 'error' }
}

/** Response headers as a plain object, names in lower case; repeated headers are joined with `, `. */
export function headersToRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {}
  headers.forEach((value, name) => {
    record[name] = Object.hasOwn(record, name) ? `${record[name]}, ${value}` : value
  })
  return record
}
