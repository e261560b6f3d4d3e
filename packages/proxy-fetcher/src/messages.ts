/**
 * Every user-facing (and logged) message of this package, in one place. Wording follows the playground
 * specification's error catalogue where it has one.
 */
export const PROXY_FETCHER_MESSAGES: {
  /** A request that never got an HTTP response. */
  readonly network: (url: string) => string
  /** A request cancelled by its abort signal. */
  readonly aborted: string
  /** A streamed response without a body. */
  readonly nullBody: string
  /** Logged, with the error, when Send fails; the response becomes failed. */
  readonly unexpected: string
  /** Logged, with the error, when the host's analytics callback throws. */
  readonly analyticsFailed: string
  /** The log entry appended when the websocket sample limit is reached. */
  readonly endOfSample: string
  /** The error stored when a websocket closes with a code other than 1000 and gives no reason. */
  readonly websocketClosed: (code: number) => string
  /** The error stored when a websocket cannot even be created (for example an invalid URL). */
  readonly websocketFailed: (reason: string) => string
  /** The error stored when `connect` is called without a URL. */
  readonly websocketNoUrl: string
  /** Logged, with the event, when a websocket reports an error (errors are only logged). */
  readonly websocketError: string
  /** The reason given when there is no `WebSocket` class to connect with. */
  readonly websocketUnavailable: string
} = {
  network: (url) => `Could not reach ${url}. Check the URL, your connection and the proxy.`,
  aborted: 'The request was cancelled.',
  nullBody: 'Response body is null',
  unexpected: 'An unexpected error occurred while sending request to the proxy server',
  analyticsFailed: 'The analytics callback failed',
  endOfSample: 'END OF SAMPLE SESSION',
  websocketClosed: (code) => `The connection closed unexpectedly (code ${code})`,
  websocketFailed: (reason) => `Could not open the connection: ${reason}`,
  websocketNoUrl: 'Could not open the connection: no websocket URL was given',
  websocketError: 'A websocket error occurred',
  websocketUnavailable: 'WebSocket is not available in this environment; pass a WebSocket class',
}
