import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createServer, STATUS_CODES } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'
import { PROXY_HEADERS } from '@api-explorer/model'
import type { Dispatcher } from 'undici'
import { Agent, request as undiciRequest } from 'undici'
import type { AllowedOrigins } from './cors.js'
import { corsHeaders, preflightHeaders } from './cors.js'
import { forwardedRequestHeaders, isStreamingResponse, returnedResponseHeaders } from './header-rules.js'
import { PROXY_MESSAGES } from './messages.js'
import { parseTargetUrl } from './target-url.js'

/** Settings of the proxy. */
export type ProxyOptions = {
  /** Browser origins allowed to call the proxy. Default `'*'`: any origin, without credentials. */
  allowOrigins?: AllowedOrigins
  /** The HTTP agent for upstream calls (keep-alive pool). */
  dispatcher?: Dispatcher
}

/** A running proxy. */
export type RunningProxy = {
  /** e.g. `http://127.0.0.1:8787` */
  url: string
  server: Server
  close: () => Promise<void>
}

const USER_AGENT = 'ApiExplorerProxy'

/**
 * The proxy as a Node request listener: `/<absolute target URL>` is forwarded with the listed headers, the
 * answer comes back with the proxy protocol headers and CORS. `GET /healthz` answers `ok`.
 */
export function createProxyListener(
  options: ProxyOptions = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  const allowOrigins = options.allowOrigins ?? '*'
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 128 })
  return (request, response) => {
    void handle(request, response, allowOrigins, dispatcher).catch((error: unknown) => {
      if (!response.headersSent) {
        sendText(
          response,
          502,
          PROXY_MESSAGES.upstreamFailed(errorReason(error)),
          corsHeaders(request.headers.origin, allowOrigins),
        )
      } else {
        response.destroy(error instanceof Error ? error : undefined)
      }
    })
  }
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  allowOrigins: AllowedOrigins,
  dispatcher: Dispatcher,
): Promise<void> {
  const origin = request.headers.origin
  if (request.url === '/healthz' && request.method === 'GET') {
    sendText(response, 200, 'ok', [])
    return
  }
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] != null) {
    response.writeHead(
      204,
      preflightHeaders(origin, allowOrigins, request.headers['access-control-request-headers']),
    )
    response.end()
    return
  }
  const target = parseTargetUrl(request.url ?? '/')
  if (!target.ok) {
    sendText(response, target.status, target.message, corsHeaders(origin, allowOrigins))
    return
  }

  const method = request.method ?? 'GET'
  const headers = forwardedRequestHeaders(request.rawHeaders)
  if (!headers.some((_, index) => index % 2 === 0 && headers[index]?.toLowerCase() === 'user-agent')) {
    headers.push('User-Agent', USER_AGENT)
  }
  const startedAt = performance.now()
  const upstream = await undiciRequest(target.url, {
    method: method as Dispatcher.HttpMethod,
    headers,
    body: method === 'GET' || method === 'HEAD' ? null : request,
    dispatcher,
  })
  const originLatency = performance.now() - startedAt
  const upstreamHeaders = returnedResponseHeaders(upstream.headers)
  const names = [...new Set(upstreamHeaders.map(([name]) => name))]
  const protocolHeaders: Array<[string, string]> = [
    [PROXY_HEADERS.responseHeaders, names.join(',')],
    [PROXY_HEADERS.originLatency, originLatency.toFixed(2)],
    ...corsHeaders(origin, allowOrigins, names),
  ]

  if (isStreamingResponse(upstream.headers)) {
    response.writeHead(upstream.statusCode, STATUS_CODES[upstream.statusCode] ?? '', [
      ...upstreamHeaders,
      ...protocolHeaders,
    ])
    response.flushHeaders()
    await pipeline(upstream.body, response)
    return
  }
  const body = Buffer.from(await upstream.body.arrayBuffer())
  const responseTime = performance.now() - startedAt
  response.writeHead(upstream.statusCode, STATUS_CODES[upstream.statusCode] ?? '', [
    ...upstreamHeaders,
    ...protocolHeaders,
    [PROXY_HEADERS.responseTime, responseTime.toFixed(2)],
  ])
  response.end(body)
}

function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Array<[string, string]>,
): void {
  response.writeHead(status, [['Content-Type', 'text/plain; charset=utf-8'], ...headers])
  response.end(text)
}

function errorReason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' ? `${error.message} (${code})` : error.message
  }
  return String(error)
}

/** Options of {@link startProxyServer}. */
export type StartProxyOptions = ProxyOptions & {
  /** Port to listen on; `0` picks a free one. Default 8787. */
  port?: number
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string
}

/**
 * Starts the proxy on Node.
 *
 * @example
 * const proxy = await startProxyServer({ port: 0 })
 * await fetch(`${proxy.url}/https://api.example.com/users`)
 * await proxy.close()
 */
export async function startProxyServer(options: StartProxyOptions = {}): Promise<RunningProxy> {
  const server = createServer(createProxyListener(options))
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8787, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
