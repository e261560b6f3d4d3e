/** Every message the proxy answers with, in one place. */
export const PROXY_MESSAGES: {
  readonly missingTarget: string
  readonly invalidTarget: string
  readonly unsupportedProtocol: string
  readonly upstreamFailed: (reason: string) => string
} = {
  missingTarget: 'Missing target URL',
  invalidTarget: 'Invalid target URL',
  unsupportedProtocol: 'Only HTTP and HTTPS protocols are supported',
  upstreamFailed: (reason) => `Proxy error: ${reason}`,
}
