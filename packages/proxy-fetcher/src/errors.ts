import { PROXY_FETCHER_MESSAGES } from './messages.js'

/** Why Send could not produce a response. HTTP error statuses are not errors: they are results. */
export class SendRequestError extends Error {
  override name = 'SendRequestError'
}

/** The request never got an HTTP response: DNS, connection, TLS or CORS failure, or a proxy that is down. */
export class NetworkError extends SendRequestError {
  override name = 'NetworkError'
}

/** The request was cancelled by its abort signal. */
export class RequestAbortedError extends SendRequestError {
  override name = 'RequestAbortedError'
}

/** A response read as a stream had no body ("Response body is null"). */
export class NullResponseBodyError extends SendRequestError {
  override name = 'NullResponseBodyError'
}

/**
 * User-facing messages of this package.
 *
 * @deprecated Use {@link PROXY_FETCHER_MESSAGES}, the same map (kept under this name for existing imports).
 */
export const SEND_ERROR_MESSAGES: typeof PROXY_FETCHER_MESSAGES = PROXY_FETCHER_MESSAGES
