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

/** User-facing messages of this package. */
export const SEND_ERROR_MESSAGES: {
  readonly network: (url: string) => string
  readonly aborted: string
  readonly nullBody: string
} = {
  network: (url) => `Could not reach ${url}. Check the URL, your connection and the proxy.`,
  aborted: 'The request was cancelled.',
  nullBody: 'Response body is null',
}
