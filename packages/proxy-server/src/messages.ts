/** Every message the proxy answers with, in one place. */
export const PROXY_MESSAGES: {
  readonly missingTarget: string
  readonly invalidTarget: string
  readonly unsupportedProtocol: string
  readonly upstreamFailed: (reason: string) => string
  readonly originNotAllowed: (origin: string) => string
  readonly hostNotAllowed: (host: string) => string
  readonly addressRefused: (reason: string) => string
  readonly invalidHeader: (name: string) => string
  readonly bodyTooLarge: (limit: number) => string
  readonly bodyTimeout: string
  readonly upstreamTimeout: string
  readonly tooManyRedirects: (limit: number) => string
  readonly rateLimited: (seconds: number) => string
  readonly websocketOnly: string
  readonly websocketNotRelayed: string
  readonly invalidJson: string
  readonly expectedHandshake: string
  readonly handshakeTimeout: string
  readonly connectFailed: (reason: string) => string
  readonly forwardedClosed: string
  readonly messageLimit: (limit: number) => string
  readonly idleTimeout: string
  readonly frameTooLarge: string
  readonly absoluteForm: string
  readonly tooManyConnections: string
  readonly tooManyClientConnections: string
  readonly headersTooLarge: string
  readonly requestTimeout: string
  readonly badRequest: string
  readonly internalError: string
  readonly draining: string
} = {
  missingTarget: 'Missing target URL',
  invalidTarget: 'Invalid target URL',
  unsupportedProtocol: 'Only HTTP and HTTPS protocols are supported',
  upstreamFailed: (reason) => `Proxy error: ${reason}`,
  originNotAllowed: (origin) => `Origin not allowed: ${origin}`,
  hostNotAllowed: (host) => `Proxy target host not allowed: ${host}`,
  addressRefused: (reason) => `Proxy target address not allowed: ${reason}`,
  invalidHeader: (name) => `Invalid header: ${name}`,
  bodyTooLarge: (limit) => `Request body larger than ${limit} bytes`,
  bodyTimeout: 'Request body not received in time',
  upstreamTimeout: 'Proxy error: the target did not answer in time',
  tooManyRedirects: (limit) => `Proxy error: more than ${limit} redirects`,
  rateLimited: (seconds) => `Too many requests; retry in ${seconds} s`,
  websocketOnly: 'Only WS and WSS protocols are supported for websockets',
  websocketNotRelayed: 'This proxy does not relay websockets; use the Node server',
  invalidJson: 'Invalid JSON',
  expectedHandshake: 'Expected handshake',
  handshakeTimeout: 'Handshake not received in time',
  connectFailed: (reason) => `Failed to connect to proxy: ${reason}`,
  forwardedClosed: 'Forwarded WebSocket closed',
  messageLimit: (limit) => `Message limit of ${limit} reached`,
  idleTimeout: 'Idle timeout',
  frameTooLarge: 'Message too large',
  absoluteForm: 'Absolute-form request targets are refused: this is not a forward proxy; send /<target URL>',
  tooManyConnections: 'Too many open connections to the proxy; retry shortly',
  tooManyClientConnections: 'Too many open connections from your address; retry shortly',
  headersTooLarge: 'Request headers too large',
  requestTimeout: 'Request not received in time',
  badRequest: 'Malformed HTTP request',
  internalError: 'Proxy error: internal error',
  draining: 'The proxy is shutting down; retry on another instance',
}
