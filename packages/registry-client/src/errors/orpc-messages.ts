import type { RegistryErrorName } from './error-catalogue.js'

/** A server message of the oRPC registry that identifies one named error. */
export interface OrpcMessageRule {
  readonly name: RegistryErrorName
  /** The oRPC code the server sends it with. */
  readonly code: string
  /** Matches the start of the message, in any case. */
  readonly message: RegExp
}

/**
 * The messages the newest (oRPC) registry server is documented to send for named errors. A message that
 * matches wins over the status; an error listed here with `exclusive` is only ever decoded from its message.
 */
export const ORPC_MESSAGE_RULES: readonly (OrpcMessageRule & { readonly exclusive: boolean })[] = [
  { name: 'ApiDoesNotExistError', code: 'NOT_FOUND', message: /^API does not exist/i, exclusive: true },
  {
    name: 'DomainNotRegisteredError',
    code: 'NOT_FOUND',
    message: /^Domain not registered/i,
    exclusive: true,
  },
  {
    name: 'DocsRegistrationIdNotFound',
    code: 'NOT_FOUND',
    message: /^Docs registration ID not found/i,
    exclusive: true,
  },
  {
    name: 'InvalidCustomDomainError',
    code: 'BAD_REQUEST',
    message: /^Invalid custom domain/i,
    exclusive: true,
  },
  { name: 'InvalidDomainError', code: 'BAD_REQUEST', message: /^Domain URL is malformed/i, exclusive: true },
  // The preview host is built from the organization's name; one too long makes the domain invalid.
  {
    name: 'InvalidDomainError',
    code: 'BAD_REQUEST',
    message: /^Organization name is too long/i,
    exclusive: true,
  },
  {
    name: 'DomainBelongsToAnotherOrgError',
    code: 'FORBIDDEN',
    message: /^The following domains belong to another organization/i,
    exclusive: true,
  },
  // Other UNAUTHORIZED messages are still UnauthorizedError (by status), so this one is not exclusive.
  {
    name: 'UnauthorizedError',
    code: 'UNAUTHORIZED',
    message: /^Authorization header was not specified/i,
    exclusive: false,
  },
]

/** Errors decoded from the oRPC encoding only when the server's message names them. */
export const MESSAGE_ONLY_ERRORS: ReadonlySet<RegistryErrorName> = new Set(
  ORPC_MESSAGE_RULES.filter((rule) => rule.exclusive).map((rule) => rule.name),
)
