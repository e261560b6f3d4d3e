import type { FetchFunction, QueryValue, RetryPolicy } from '@api-explorer/fetcher'
import type { z } from 'zod'
import type { RegistryErrorName } from './errors/error-catalogue.js'
import type { DeclaredErrors } from './errors/decode-error.js'
import { decodeRegistryError } from './errors/decode-error.js'
import { voidBodySchema } from './schemas/common.js'
import type { RegistryResponse } from './errors/registry-error.js'

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
  /** Extra headers; `undefined` removes a header the client would send. */
  readonly headers?: Readonly<Record<string, string | undefined>>
}

/** What every call of one client shares. */
export interface CallContext {
  readonly baseUrl: string
  readonly fetcher: FetchFunction
  readonly token: TokenSupplier
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly timeoutMs?: number
  readonly maxRetries?: number
  readonly retry?: Partial<RetryPolicy>
  readonly fetch?: typeof globalThis.fetch
}

/** One registry call on the wire. */
export interface RegistryRequest<Body, N extends RegistryErrorName> {
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
  /** `false` for calls the registry serves without authentication: no Authorization header at all. */
  readonly auth?: boolean
}

async function resolveToken(token: TokenSupplier): Promise<string | undefined> {
  const value = typeof token === 'function' ? await token() : token
  return value === undefined || value === '' ? undefined : value
}

/** Sends one registry call through the fetcher and turns a failure into the call's {@link RegistryError}. */
export async function call<Body, N extends RegistryErrorName>(
  context: CallContext,
  request: RegistryRequest<Body, N>,
  options: RequestOptions = {},
): RegistryResponse<Body, N> {
  const token = request.auth === false ? undefined : await resolveToken(context.token)
  const hasBody = request.body !== undefined
  const response = await context.fetcher<Body>({
    url: `${context.baseUrl}${request.path}`,
    method: request.method,
    headers: {
      ...context.headers,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...options.headers,
    },
    ...(request.query === undefined ? {} : { queryParameters: request.query }),
    ...(hasBody ? { body: request.body, contentType: 'application/json', requestType: 'json' as const } : {}),
    // A call that answers nothing may still send text ("OK"); read it as text so it cannot fail as non-JSON.
    responseType: request.schema === voidBodySchema ? 'text' : 'json',
    schema: request.schema,
    timeoutMs: options.timeoutMs ?? context.timeoutMs,
    maxRetries: options.maxRetries ?? context.maxRetries,
    ...(context.retry === undefined ? {} : { retry: context.retry }),
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
