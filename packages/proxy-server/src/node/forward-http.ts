import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'

import { PROXY_HEADERS } from '@api-explorer/proxy-protocol'
import type { Dispatcher } from 'undici'

import { corsHeaders } from '../cors.js'
import {
  forwardedRequestHeaders,
  isStreamingResponse,
  returnedResponseHeaders,
  safetyHeaders,
} from '../header-rules.js'
import { PROXY_MESSAGES } from '../messages.js'
import { isUnsafeHeader } from '../policy/header-safety.js'
import { loggedTarget, type ProxyPolicy } from '../policy/proxy-policy.js'
import { redirectHeaders, redirectStep } from '../policy/redirects.js'
import { checkTarget, type Refusal } from '../policy/target-checks.js'
import { NO_METRICS, type ProxyMetrics } from './metrics/proxy-metrics.js'
import { proxyErrorBody, sendProxyError } from './proxy-error.js'
import { readRequestBody, RequestBodyError } from './read-body.js'
import { BlockedAddressError } from './safe-lookup.js'
import { Cancellation, upstreamRequest, type UpstreamResponse } from './upstream-request.js'

const USER_AGENT = 'ApiExplorerProxy'

/** A refused or failed request, answered with a status and a plain-text reason. */
class ProxyRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

/**
 * Forwards one request to `target`, which the caller has checked (`checkTarget`): listed headers only, the
 * body read under its limits, redirects followed by hand (each hop checked like the first, credentials
 * dropped across origins), then the answer streamed or buffered with the protocol headers.
 */
export async function forwardHttp(
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
  policy: ProxyPolicy,
  dispatcher: Dispatcher,
  metrics: ProxyMetrics = NO_METRICS,
): Promise<void> {
  const origin = request.headers.origin
  const method = request.method ?? 'GET'
  const cancellation = new Cancellation()
  response.once('close', () => {
    if (!response.writableFinished) cancellation.cancel(new Error('client closed the connection'))
  })
  try {
    const headers = outgoingHeaders(request.rawHeaders, policy.forwardCookies)
    const body = hasBody(request)
      ? await readRequestBody(request, policy.maxRequestBodyBytes, policy.requestBodyTimeoutMs, {
          tooLarge: PROXY_MESSAGES.bodyTooLarge(policy.maxRequestBodyBytes),
          timeout: PROXY_MESSAGES.bodyTimeout,
        })
      : null
    const startedAt = performance.now()
    const upstream = await followRedirects(
      dispatcher,
      { url: target, method, headers, body, cancellation },
      policy,
    )
    const originLatency = performance.now() - startedAt
    metrics.upstreamHeaders(originLatency / 1000)
    const upstreamHeaders = returnedResponseHeaders(upstream.headers)
    const names = [...new Set(upstreamHeaders.map(([name]) => name))]
    const protocolHeaders: Array<[string, string]> = [
      ...upstreamHeaders,
      [PROXY_HEADERS.responseHeaders, names.join(',')],
      [PROXY_HEADERS.originLatency, originLatency.toFixed(2)],
      ...safetyHeaders(names),
      ...corsHeaders(origin, policy.allowOrigins, names),
    ]
    if (isStreamingResponse(upstream.headers, policy.maxBufferedResponseBytes)) {
      response.writeHead(upstream.statusCode, reasonPhrase(upstream), protocolHeaders)
      response.flushHeaders()
      await pipeline(upstream.body.stream(), response)
    } else {
      const whole = await upstream.body.collect()
      const responseTime = performance.now() - startedAt
      response.writeHead(upstream.statusCode, reasonPhrase(upstream), [
        ...protocolHeaders,
        [PROXY_HEADERS.responseTime, responseTime.toFixed(2)],
      ])
      response.end(whole)
    }
    policy.log({
      type: 'forwarded',
      method,
      target: loggedTarget(target),
      status: upstream.statusCode,
      ms: originLatency,
    })
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal.reason !== undefined) metrics.refused(refusal.reason)
    policy.log(
      refusal.status === 502
        ? { type: 'failed', method, target: loggedTarget(target), reason: refusal.message }
        : {
            type: 'refused',
            method,
            target: loggedTarget(target),
            status: refusal.status,
            reason: refusal.message,
          },
    )
    if (response.headersSent) {
      response.destroy()
      return
    }
    const cors = corsHeaders(origin, policy.allowOrigins)
    if (request.readableEnded) sendProxyError(response, refusal.status, refusal.message, cors)
    else answerThenDiscard(request, response, refusal, cors, policy.requestBodyTimeoutMs)
  }
}

/** How much of a refused body is read and thrown away so that the client gets to read the answer. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024

/**
 * Answers while the body is still arriving, then reads and discards the rest (up to a bound and the body
 * timeout) before closing. Closing at once would reset the connection under a client still sending, and
 * fetch and browsers would report "fetch failed" instead of the 413 and its message.
 */
function answerThenDiscard(
  request: IncomingMessage,
  response: ServerResponse,
  refusal: Refusal,
  cors: Array<[string, string]>,
  timeoutMs: number,
): void {
  const body = proxyErrorBody(refusal.status, refusal.message)
  response.writeHead(refusal.status, [
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Connection', 'close'],
    ...cors,
  ])
  response.write(body)
  let discarded = 0
  const finish = (): void => {
    clearTimeout(timer)
    request.removeListener('data', count)
    if (!response.writableEnded) response.end()
  }
  const count = (chunk: Buffer): void => {
    discarded += chunk.length
    if (discarded > DISCARD_LIMIT_BYTES) finish()
  }
  const timer = setTimeout(finish, timeoutMs)
  request.on('data', count)
  request.once('end', finish)
  request.once('close', finish)
  request.once('error', finish)
  request.resume()
}

/**
 * The request headers to send (see `forwardedRequestHeaders`), without Expect, with the proxy's User-Agent
 * when the client sent none; refused when one could inject another header. One pass over the flat list:
 * this runs for every request.
 */
function outgoingHeaders(rawHeaders: readonly string[], forwardCookies: boolean): string[] {
  const forwarded = forwardedRequestHeaders(rawHeaders, { forwardCookies })
  const headers: string[] = []
  let userAgent = false
  for (let index = 0; index + 1 < forwarded.length; index += 2) {
    const name = forwarded[index] as string
    const value = forwarded[index + 1] as string
    const lower = name.toLowerCase()
    // Expect concerns this hop: the proxy answers `100-continue` itself (undici refuses to send Expect).
    if (lower === 'expect') continue
    if (isUnsafeHeader(name, value))
      throw new ProxyRefusal({ status: 400, message: PROXY_MESSAGES.invalidHeader(name), reason: 'header' })
    if (lower === 'user-agent') userAgent = true
    headers.push(name, value)
  }
  if (!userAgent) headers.push('User-Agent', USER_AGENT)
  return headers
}

/** Whether the request announces a body (a length above 0 or a transfer coding); else there is none to read. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

/** Sends the request and follows redirects; the first URL was checked by the caller, every later hop here. */
async function followRedirects(
  dispatcher: Dispatcher,
  first: { url: URL; method: string; headers: string[]; body: Buffer | null; cancellation: Cancellation },
  policy: ProxyPolicy,
): Promise<UpstreamResponse> {
  let current = first
  for (let hop = 0; ; hop++) {
    if (hop > 0) {
      const refused = checkTarget(current.url, policy)
      if (refused !== undefined) throw new ProxyRefusal(refused)
    }
    const upstream = await upstreamRequest(dispatcher, current)
    const location = upstream.headers['location']
    const step = redirectStep(
      upstream.statusCode,
      Array.isArray(location) ? location[0] : location,
      current.url,
      current.method,
    )
    if (step === undefined) return upstream
    upstream.body.discard()
    if (hop >= policy.maxRedirects) {
      throw new ProxyRefusal({
        status: 502,
        message: PROXY_MESSAGES.tooManyRedirects(policy.maxRedirects),
        reason: 'redirects',
      })
    }
    if (step.url.protocol !== 'http:' && step.url.protocol !== 'https:') {
      throw new ProxyRefusal({ status: 502, message: PROXY_MESSAGES.unsupportedProtocol, reason: 'protocol' })
    }
    const headers = redirectHeaders([...pairs(current.headers)], step).flat()
    current = {
      url: step.url,
      method: step.method,
      headers,
      body: step.keepBody ? current.body : null,
      cancellation: current.cancellation,
    }
  }
}

/** The target's reason phrase when it is one Node can send (no control characters), else the standard one. */
function reasonPhrase(upstream: UpstreamResponse): string {
  const standard = STATUS_CODES[upstream.statusCode]
  if (upstream.statusText === standard) return standard
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(upstream.statusText)
    ? upstream.statusText
    : (STATUS_CODES[upstream.statusCode] ?? '')
}

function refusalOf(error: unknown): Refusal {
  if (error instanceof ProxyRefusal) return error.refusal
  if (error instanceof RequestBodyError)
    return { status: error.status, message: error.message, reason: error.status === 413 ? 'size' : 'timeout' }
  const cause = error instanceof Error && error.cause instanceof BlockedAddressError ? error.cause : error
  if (cause instanceof BlockedAddressError)
    return { status: 403, message: PROXY_MESSAGES.addressRefused(cause.reason), reason: 'address' }
  const code = (error as { code?: unknown } | null)?.code
  if (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return { status: 504, message: PROXY_MESSAGES.upstreamTimeout, reason: 'timeout' }
  }
  return { status: 502, message: PROXY_MESSAGES.upstreamFailed(errorReason(error)) }
}

function errorReason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' ? `${error.message} (${code})` : error.message
  }
  return String(error)
}

function* pairs(flat: readonly string[]): Generator<[string, string]> {
  for (let index = 0; index + 1 < flat.length; index += 2) yield [flat[index] ?? '', flat[index + 1] ?? '']
}

/** A plain-text answer with the given headers. */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Array<[string, string]>,
): void {
  response.writeHead(status, [['Content-Type', 'text/plain; charset=utf-8'], ...headers])
  response.end(text)
}
