import type { FetcherError } from '@api-explorer/fetcher'
import type { RegistryErrorName } from './error-catalogue.js'
import { REGISTRY_ERROR_CONTENT_SCHEMAS, REGISTRY_ERRORS } from './error-catalogue.js'
import type { RegistryError } from './registry-error.js'

/** The names a call declares, as a set whose type lists them exactly (a missing or extra key is a type error). */
export type DeclaredErrors<N extends RegistryErrorName> = Readonly<Record<N, true>>

/** The HTTP status of each of oRPC's common error codes. */
export const ORPC_CODE_STATUS: Readonly<Record<string, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  NOT_ACCEPTABLE: 406,
  TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isDeclared<N extends RegistryErrorName>(declared: DeclaredErrors<N>, name: unknown): name is N {
  return typeof name === 'string' && Object.hasOwn(declared, name)
}

function named<N extends RegistryErrorName>(
  name: N,
  candidates: readonly unknown[],
): RegistryError<N> | undefined {
  const schema = REGISTRY_ERROR_CONTENT_SCHEMAS[name]
  for (const candidate of candidates) {
    const parsed = schema.safeParse(candidate)
    if (parsed.success) return { error: name, content: parsed.data } as RegistryError<N>
  }
  return undefined
}

/** The classic Fern encoding: `{"error": "<Name>", "content": <payload?>}`. */
function decodeClassic<N extends RegistryErrorName>(
  body: Record<string, unknown>,
  declared: DeclaredErrors<N>,
): RegistryError<N> | undefined {
  if (!isDeclared(declared, body.error)) return undefined
  return named(body.error, [body.content])
}

/**
 * The oRPC encoding: `{defined, code, status, message, data?}`. A code that is itself a declared name wins;
 * otherwise the status picks the declared error, but only when exactly one declared error has that status
 * (and the code, when oRPC knows it, agrees with the status).
 */
function decodeOrpc<N extends RegistryErrorName>(
  body: Record<string, unknown>,
  statusCode: number,
  declared: DeclaredErrors<N>,
): RegistryError<N> | undefined {
  const { code, message, data } = body
  if (typeof code !== 'string' || typeof message !== 'string') return undefined
  const candidates = data === undefined ? [message] : [data, message]
  if (isDeclared(declared, code)) return named(code, candidates)
  const status = typeof body.status === 'number' ? body.status : statusCode
  const codeStatus = ORPC_CODE_STATUS[code]
  if (codeStatus !== undefined && codeStatus !== status) return undefined
  const matches = (Object.keys(declared) as N[]).filter((name) => REGISTRY_ERRORS[name].status === status)
  const [only] = matches
  if (only === undefined || matches.length > 1) return undefined
  return named(only, candidates)
}

/**
 * Turns a fetcher failure into the call's error: a declared named error when the status-code body decodes
 * to one in either wire encoding, otherwise `{error: undefined, content: <the fetcher error>}`.
 */
export function decodeRegistryError<N extends RegistryErrorName>(
  error: FetcherError,
  declared: DeclaredErrors<N>,
): RegistryError<N> {
  const unknown: RegistryError<N> = { error: undefined, content: error }
  if (error.reason !== 'status-code' || !isRecord(error.body)) return unknown
  const body = error.body
  if ('error' in body) return decodeClassic(body, declared) ?? unknown
  return decodeOrpc(body, error.statusCode, declared) ?? unknown
}
