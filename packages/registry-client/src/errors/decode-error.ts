import type { FetcherError } from '@api-explorer/fetcher'
import type { RegistryErrorName } from './error-catalogue.js'
import { REGISTRY_ERROR_CONTENT_SCHEMAS, REGISTRY_ERRORS } from './error-catalogue.js'
import { MESSAGE_ONLY_ERRORS, ORPC_MESSAGE_RULES } from './orpc-messages.js'
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

/** The first candidate that matches the error's payload schema, as that error; undefined when none does. */
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

/**
 * The classic Fern encoding: `{"error": "<Name>", "content": <payload?>}`. Like Fern's generated clients it
 * switches on the name alone: content that matches the payload schema is typed, anything else (wrong shape,
 * absent, null) is returned as sent and flagged `unexpectedContent`.
 */
function decodeClassic<N extends RegistryErrorName>(
  body: Record<string, unknown>,
  declared: DeclaredErrors<N>,
): RegistryError<N> | undefined {
  const name = body.error
  if (!isDeclared(declared, name)) return undefined
  return (
    named(name, [body.content]) ??
    ({ error: name, content: body.content, unexpectedContent: true } as RegistryError<N>)
  )
}

/**
 * The oRPC encoding: `{defined, code, status, message, data?}`. In order:
 * 1. a code that is itself a declared name is that error;
 * 2. oRPC's input validation failures (`data.issues`) are never a named error;
 * 3. a documented server message (see {@link ORPC_MESSAGE_RULES}) names its error;
 * 4. otherwise the status names the declared error whose status the registry documents, when exactly one
 *    declared error has that status and it is not one known only by its message.
 * A known oRPC code must agree with the status. The content is `data` when it matches, else the message.
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
  if (isRecord(data) && 'issues' in data) return undefined
  const status = typeof body.status === 'number' ? body.status : statusCode
  const codeStatus = ORPC_CODE_STATUS[code]
  if (codeStatus !== undefined && codeStatus !== status) return undefined
  const rule = ORPC_MESSAGE_RULES.find((r) => r.code === code && r.message.test(message.trim()))
  if (rule !== undefined) return isDeclared(declared, rule.name) ? named(rule.name, candidates) : undefined
  const sameStatus = (Object.keys(declared) as N[]).filter((name) => REGISTRY_ERRORS[name].status === status)
  const [only] = sameStatus
  if (only === undefined || sameStatus.length > 1) return undefined
  if (!REGISTRY_ERRORS[only].statusDocumented || MESSAGE_ONLY_ERRORS.has(only)) return undefined
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
