import type { RegistryErrorName } from '../errors/error-catalogue.js'
import { REGISTRY_ERRORS } from '../errors/error-catalogue.js'
import { ORPC_CODE_STATUS } from '../errors/decode-error.js'

/** The content a server sends with a named error in the classic encoding (`undefined`: no `content` key). */
export function classicContent(name: RegistryErrorName): unknown {
  const { payload } = REGISTRY_ERRORS[name]
  if (payload === 'string') return `${name} happened`
  if (payload === 'object') return { provided_version: '9.9.9' }
  return undefined
}

/** The oRPC code whose HTTP status is `status`. */
export function orpcCode(status: number): string {
  const entry = Object.entries(ORPC_CODE_STATUS).find(([, codeStatus]) => codeStatus === status)
  if (entry === undefined) throw new Error(`No oRPC code has status ${status}`)
  return entry[0]
}

/** An oRPC error body as the newest registry server encodes the named error. */
export function orpcBody(name: RegistryErrorName): Record<string, unknown> {
  const { status, payload } = REGISTRY_ERRORS[name]
  return {
    defined: false,
    code: orpcCode(status),
    status,
    message: `${name} (oRPC)`,
    ...(payload === 'object' ? { data: { provided_version: '9.9.9' } } : {}),
  }
}

/** What an oRPC body decodes to: the content taken from `data` for object payloads, else the message. */
export function orpcContent(name: RegistryErrorName): unknown {
  return REGISTRY_ERRORS[name].payload === 'object' ? { provided_version: '9.9.9' } : `${name} (oRPC)`
}

/** Whether `name` is the only one of `declared` with its status, so oRPC's code and status identify it. */
export function orpcIdentifies(name: RegistryErrorName, declared: readonly RegistryErrorName[]): boolean {
  const { status } = REGISTRY_ERRORS[name]
  return declared.filter((other) => REGISTRY_ERRORS[other].status === status).length === 1
}
