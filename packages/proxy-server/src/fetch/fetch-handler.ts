import { PROXY_HEADERS } from '@api-explorer/proxy-protocol'

import { corsHeaders, preflightHeaders } from '../cors.js'
import {
  forwardedRequestHeaders,
  isStreamingResponse,
  returnedResponseHeaders,
  safetyHeaders,
} from '../header-rules.js'
import { PROXY_MESSAGES } from '../messages.js'
import { unsafeHeader } from '../policy/header-safety.js'
import {
  createRateLimitStore,
  loggedTarget,
  resolvePolicy,
  type ProxyPolicy,
  type ProxyPolicyOptions,
} from '../policy/proxy-policy.js'
import { redirectHeaders, redirectStep } from '../policy/redirects.js'
import { checkOrigin, checkTarget, type Refusal } from '../policy/target-checks.js'
import { parseTargetUrl } from '../target-url.js'
import { readLimitedBody } from './read-limited-body.js'
import { createTargetGuard, type TargetGuard } from './target-guard.js'
import { detectTargetRuntime } from './target-runtime.js'

/** Settings of {@link createFetchHandler}: the same policy as the Node server, plus platform hooks. */
export type FetchHandlerOptions = ProxyPolicyOptions & {
  /**
   * The fetch used for targets. Default: on Node, undici's fetch over the safe dispatcher (every DNS answer and
   * the connected socket checked); elsewhere the platform's. Your own fetch guards its own connections: the
   * handler then checks only IP literals and, with `resolve`, the addresses of names before fetching.
   */
  fetch?: typeof fetch
  /**
   * Resolves a host name to its addresses (e.g. DNS over HTTPS, or a test's hosts table). On Node it is the
   * resolver of the connection itself, so what it answers is what is checked and connected to. On edge
   * runtimes (and with your own `fetch`) its answers are checked before fetching, which the platform then
   * resolves again: rely on the platform's egress rules there (Cloudflare Workers cannot reach private or
   * loopback addresses). Bun and Deno ignore it and refuse names unless `allowHosts` lists them.
   */
  resolve?: (hostname: string) => Promise<string[]>
  /** The client's key for the rate limit, e.g. `request.headers.get('CF-Connecting-IP')`; none, no limit. */
  clientKey?: (request: Request) => string | null | undefined
}

/**
 * The proxy as a Fetch-API handler `(Request) => Promise<Response>` for edge runtimes (Cloudflare Workers,
 * Deno, Bun, Vercel Edge) and any server that speaks `Request`/`Response`. Same protocol and policy as the
 * Node server; websockets are not relayed here (answer 501) because each platform upgrades differently.
 */
export function createFetchHandler(
  options: FetchHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const policy = resolvePolicy(options)
  const guard = createTargetGuard(options, policy, detectTargetRuntime())
  const limiter = createRateLimitStore(policy)
  return async (request) => {
    const origin = request.headers.get('origin') ?? undefined
    const cors = corsHeaders(origin, policy.allowOrigins)
    const text = (status: number, message: string, headers: Array<[string, string]> = cors): Response =>
      new Response(message, { status, headers: [['Content-Type', 'text/plain; charset=utf-8'], ...headers] })
    const requestUrl = new URL(request.url)
    if (requestUrl.pathname === '/healthz' && request.method === 'GET') return text(200, 'ok', [])
    const originRefused = checkOrigin(origin, policy)
    if (originRefused !== undefined) return text(originRefused.status, originRefused.message, [])
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      const requested = request.headers.get('access-control-request-headers') ?? undefined
      return new Response(null, {
        status: 204,
        headers: preflightHeaders(origin, policy.allowOrigins, requested),
      })
    }
    const key = options.clientKey?.(request)
    const decision = key == null ? undefined : await limiter?.take(key)
    if (decision !== undefined && !decision.allowed) {
      return text(429, PROXY_MESSAGES.rateLimited(decision.retryAfterSeconds), [
        ['Retry-After', String(decision.retryAfterSeconds)],
        ...cors,
      ])
    }
    if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      return text(501, PROXY_MESSAGES.websocketNotRelayed)
    }
    const target = parseTargetUrl(`${requestUrl.pathname}${requestUrl.search}`)
    if (!target.ok) return text(target.status, target.message)
    const method = request.method
    try {
      const flat = [...request.headers].flat()
      const headers = forwardedRequestHeaders(flat, { forwardCookies: policy.forwardCookies })
      const pairs = toPairs(headers)
      const unsafe = unsafeHeader(pairs)
      if (unsafe !== undefined) return text(400, PROXY_MESSAGES.invalidHeader(unsafe))
      const body =
        method === 'GET' || method === 'HEAD'
          ? null
          : await readLimitedBody(request, policy.maxRequestBodyBytes, policy.requestBodyTimeoutMs)
      const startedAt = performance.now()
      const upstream = await followRedirects(guard, { url: target.url, method, headers: pairs, body }, policy)
      const originLatency = performance.now() - startedAt
      const raw = headerRecord(upstream.headers)
      // A decoded body can be far larger than its encoded length: never buffer an encoded one.
      const streaming =
        isStreamingResponse(raw, policy.maxBufferedResponseBytes) || raw['content-encoding'] !== undefined
      // The runtime has decoded the body, so its encoding and length no longer describe what is sent on.
      delete raw['content-encoding']
      delete raw['content-length']
      const returned = returnedResponseHeaders(raw)
      const names = [...new Set(returned.map(([name]) => name))]
      const answer: Array<[string, string]> = [
        ...returned,
        [PROXY_HEADERS.responseHeaders, names.join(',')],
        [PROXY_HEADERS.originLatency, originLatency.toFixed(2)],
        ...safetyHeaders(names),
        ...corsHeaders(origin, policy.allowOrigins, names),
      ]
      const init = { status: upstream.status, statusText: safeReason(upstream.statusText) }
      policy.log({
        type: 'forwarded',
        method,
        target: loggedTarget(target.url),
        status: upstream.status,
        ms: originLatency,
      })
      if (streaming || upstream.body === null)
        return new Response(upstream.body, { ...init, headers: answer })
      const bytes = await upstream.arrayBuffer()
      answer.push([PROXY_HEADERS.responseTime, (performance.now() - startedAt).toFixed(2)])
      return new Response(bytes, { ...init, headers: answer })
    } catch (error) {
      const refusal = refusalOf(error)
      policy.log({
        type: 'refused',
        method,
        target: loggedTarget(target.url),
        status: refusal.status,
        reason: refusal.message,
      })
      return text(refusal.status, refusal.message)
    }
  }
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

type Hop = {
  url: URL
  method: string
  headers: Array<[string, string]>
  body: Uint8Array<ArrayBuffer> | null
}

async function followRedirects(guard: TargetGuard, first: Hop, policy: ProxyPolicy): Promise<Response> {
  const fetchTarget = await guard.fetch()
  let hop = first
  for (let count = 0; ; count++) {
    // Every hop, the first included: fetch itself would happily read a data: or file: URL a redirect names.
    if (hop.url.protocol !== 'http:' && hop.url.protocol !== 'https:')
      throw new Refused({ status: 502, message: PROXY_MESSAGES.unsupportedProtocol })
    const refused = checkTarget(hop.url, policy) ?? (await guard.checkHost(hop.url))
    if (refused !== undefined) throw new Refused(refused)
    // The timeout covers the wait for headers only; a fetch signal would also cut long streams off.
    const controller = new AbortController()
    const timer = setTimeout(
      () => controller.abort(new DOMException('timeout', 'TimeoutError')),
      policy.upstreamHeadersTimeoutMs,
    )
    let response: Response
    try {
      response = await fetchTarget(hop.url, {
        method: hop.method,
        headers: hop.headers,
        body: hop.body,
        redirect: 'manual',
        signal: controller.signal,
      })
    } finally {
      clearTimeout(timer)
    }
    const step = redirectStep(
      response.status,
      response.headers.get('location') ?? undefined,
      hop.url,
      hop.method,
    )
    if (step === undefined) return response
    await response.body?.cancel()
    if (count >= policy.maxRedirects)
      throw new Refused({ status: 502, message: PROXY_MESSAGES.tooManyRedirects(policy.maxRedirects) })
    const headers = redirectHeaders(hop.headers, step)
    hop = { url: step.url, method: step.method, headers, body: step.keepBody ? hop.body : null }
  }
}

function refusalOf(error: unknown): Refusal {
  if (error instanceof Refused) return error.refusal
  // The safe dispatcher's BlockedAddressError, as undici's fetch wraps it ("fetch failed", cause).
  const blocked = error instanceof Error ? error.cause : undefined
  if (blocked instanceof Error && (blocked as { code?: unknown }).code === 'EBLOCKED') {
    const reason = (blocked as { reason?: unknown }).reason
    return { status: 403, message: PROXY_MESSAGES.addressRefused(String(reason ?? blocked.message)) }
  }
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
    return { status: error.status, message: error.message }
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { status: 504, message: PROXY_MESSAGES.upstreamTimeout }
  }
  const reason =
    error instanceof Error
      ? error.cause instanceof Error
        ? `${error.message}: ${error.cause.message}`
        : error.message
      : String(error)
  return { status: 502, message: PROXY_MESSAGES.upstreamFailed(reason) }
}

/** A reason phrase a Response can carry (no control characters), else none. */
function safeReason(text: string): string {
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(text) ? text : ''
}

function toPairs(flat: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  for (let index = 0; index + 1 < flat.length; index += 2)
    pairs.push([flat[index] ?? '', flat[index + 1] ?? ''])
  return pairs
}

function headerRecord(headers: Headers): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  headers.forEach((value, name) => {
    record[name] = value
  })
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) record['set-cookie'] = cookies
  return record
}
