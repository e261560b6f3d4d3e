import type { APIResponse, FetchFunction, QueryValue, RetryPolicy } from '@api-explorer/fetcher'
import { FETCHER_MESSAGES } from '@api-explorer/fetcher'
import type { z } from 'zod'
import type { RegistryErrorName } from './errors/error-catalogue.js'
import type { DeclaredErrors } from './errors/decode-error.js'
import { decodeRegistryError } from './errors/decode-error.js'
import { voidBodySchema } from './schemas/common.js'
import type { RegistryError, RegistryResponse } from './errors/registry-error.js'
import { mergeHeaders, mergeRetry } from './merge-options.js'

/** A bearer token, or a function that returns one (sync or async) before each call; empty means none. */
export type TokenSupplier = string | undefined | (() => string | undefined | Promise<string | undefined>)

/** Options of one call; they override the client's. */
export interface RequestOptions {
  /** Cancels the call. */
  readonly abortSignal?: AbortSignal
  /** Per attempt, in milliseconds. */
  readonly timeoutMs?: number
  /** Retries beyond the first attempt (status 408, 429, ≥ 500). */
  readonly maxRetries?: number
  /** The rest of the retry policy for this call, field by field over the client's. */
  readonly retry?: Partial<RetryPolicy>
  /**
   * Extra headers, names in any case; `undefined` removes a header the client would send (also the token's
   * `Authorization`).
   */
  readonly headers?: Readonly<Record<string, string | undefined>>
}

/** What every call of one client shares. */
export interface CallContext {
  readonly baseUrl: string
  readonly fetcher: FetchFunction
  readonly token: TokenSupplier
  /** Default headers, names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly timeoutMs?: number
  readonly maxRetries?: number
  readonly retry?: Partial<RetryPolicy>
  readonly withCredentials?: boolean
  readonly fetch?: typeof globalThis.fetch
}

/** One registry call on the wire. */
interface RegistryRequest<Body, N extends RegistryErrorName> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The path under the base URL, with its parameters already encoded. */
  readonly path: string
  readonly query?: Record<string, QueryValue>
  /** Sent as JSON when not `undefined`. */
  readonly body?: unknown
  /** Parses the success body. */
  readonly schema: z.ZodType<Body>
  /** The named errors the call can return. */
  readonly errors: DeclaredErrors<N>
}

async function resolveToken(token: TokenSupplier): Promise<string | undefined> {
  const value = typeof token === 'function' ? await token() : token
  return value === undefined || value === '' ? undefined : value
}

/** The result of a token supplier that threw or rejected: an unknown error, raw status 0 "Unknown Error". */
function tokenFailure(error: unknown, url: string): APIResponse<never, RegistryError<never>> {
  const errorMessage = error instanceof Error ? error.message || error.name : String(error)
  return {
    ok: false,
    error: { error: undefined, content: { reason: 'unknown', errorMessage } },
    rawResponse: {
      status: 0,
      statusText: FETCHER_MESSAGES.unknownError,
      headers: new Headers(),
      url,
      redirected: false,
      type: 'error',
    },
  }
}

/** Sends one registry call through the fetcher and turns a failure into the call's {@link RegistryError}. */
async function call<Body, N extends RegistryErrorName>(
  context: CallContext,
  request: RegistryRequest<Body, N>,
  options: RequestOptions = {},
): RegistryResponse<Body, N> {
  const url = `${context.baseUrl}${request.path}`
  let token: string | undefined
  try {
    token = await resolveToken(context.token)
  } catch (error) {
    return tokenFailure(error, url)
  }
  const hasBody = request.body !== undefined
  const retry = mergeRetry(context, options)
  const response = await context.fetcher<Body>({
    url,
    method: request.method,
    headers: mergeHeaders(
      context.headers,
      token === undefined ? {} : { Authorization: `Bearer ${token}` },
      options.headers ?? {},
    ),
    ...(request.query === undefined ? {} : { queryParameters: request.query }),
    ...(hasBody ? { body: request.body, contentType: 'application/json', requestType: 'json' as const } : {}),
    // A call that answers nothing may still send text ("OK"); read it as text so it cannot fail as non-JSON.
    responseType: request.schema === voidBodySchema ? 'text' : 'json',
    schema: request.schema,
    timeoutMs: options.timeoutMs ?? context.timeoutMs,
    ...(retry === undefined ? {} : { retry }),
    ...(context.withCredentials === true ? { withCredentials: true } : {}),
    ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    ...(context.fetch === undefined ? {} : { fetch: context.fetch }),
  })
  if (response.ok) return response
  return {
    ok: false,
    error: decodeRegistryError(response.error, request.errors),
    rawResponse: response.rawResponse,
  }
}

/** Sends the call `name` of an area, with the named errors the area declares for it. */
export type AreaCaller<E extends object> = <Body, K extends keyof E & string>(
  name: K,
  request: Omit<RegistryRequest<Body, E[K] & RegistryErrorName>, 'errors'>,
  options: RequestOptions | undefined,
) => RegistryResponse<Body, E[K] & RegistryErrorName>

/** The declared errors of every call of an area, keyed by method name. */
export type AreaErrors<E extends object> = {
  readonly [K in keyof E]: DeclaredErrors<E[K] & RegistryErrorName>
}

/** Binds {@link call} to a client's context and an area's declared errors. */
export function areaCaller<E extends object>(context: CallContext, errors: AreaErrors<E>): AreaCaller<E> {
  return (name, request, options) => call(context, { ...request, errors: errors[name] }, options)
}
