import * as z from 'zod'

/** The 27 named registry errors of the specification's error catalogue, in its order. */
export const REGISTRY_ERROR_NAMES = [
  'UnauthorizedError',
  'UserNotInOrgError',
  'ApiDoesNotExistError',
  'DomainNotRegisteredError',
  'DocsRegistrationIdNotFound',
  'UnavailableError',
  'InvalidDomainError',
  'InvalidCustomDomainError',
  'DomainBelongsToAnotherOrgError',
  'InvalidURLError',
  'DocsNotFoundError',
  'DocsDefinitionNotFoundError',
  'NoValidClisFoundError',
  'CliVersionNotFoundError',
  'NoValidGeneratorsFoundError',
  'InvalidVersionError',
  'GeneratorVersionNotFoundError',
  'FailedToComputeExistingVersion',
  'FailedToIncrementVersion',
  'OrgIdNotFound',
  'SDKNotFound',
  'ApiIdRequiredError',
  'OrgIdRequiredError',
  'OrgIdAndApiIdNotFound',
  'EndpointNotFound',
  'InvalidPageError',
  'SnippetNotFound',
] as const

/** The name of a registry error. */
export type RegistryErrorName = (typeof REGISTRY_ERROR_NAMES)[number]

/** The payload of the version errors: the version that was asked for. */
export interface InvalidVersionErrorContent {
  provided_version: string
}

/**
 * The `content` each named error carries. String errors carry a message. Errors declared without a payload
 * carry nothing in the classic encoding and the server's message when decoded from the oRPC encoding.
 */
export interface RegistryErrorContent {
  UnauthorizedError: string
  UserNotInOrgError: string
  ApiDoesNotExistError: string | undefined
  DomainNotRegisteredError: string | undefined
  DocsRegistrationIdNotFound: string | undefined
  UnavailableError: string
  InvalidDomainError: string | undefined
  InvalidCustomDomainError: string | undefined
  DomainBelongsToAnotherOrgError: string
  InvalidURLError: string
  DocsNotFoundError: string | undefined
  DocsDefinitionNotFoundError: string | undefined
  NoValidClisFoundError: string | undefined
  CliVersionNotFoundError: InvalidVersionErrorContent
  NoValidGeneratorsFoundError: string | undefined
  InvalidVersionError: InvalidVersionErrorContent
  GeneratorVersionNotFoundError: InvalidVersionErrorContent
  FailedToComputeExistingVersion: string | undefined
  FailedToIncrementVersion: string | undefined
  OrgIdNotFound: string
  SDKNotFound: string
  ApiIdRequiredError: string
  OrgIdRequiredError: string
  OrgIdAndApiIdNotFound: string
  EndpointNotFound: string
  InvalidPageError: string
  SnippetNotFound: string
}

/** What the catalogue knows about one named error. */
export interface RegistryErrorInfo {
  /** The HTTP status the server answers with. */
  readonly status: number
  /** Whether {@link status} is taken from the registry's definition (`true`) or assumed here (`false`). */
  readonly statusDocumented: boolean
  /** The payload kind: a message string, a typed object, or nothing. */
  readonly payload: 'string' | 'none' | 'object'
  /** A sentence a person can read. */
  readonly message: string
}

const message = z.string()
const noPayload = z.string().optional()
const versionPayload: z.ZodType<InvalidVersionErrorContent> = z.looseObject({ provided_version: z.string() })

/** The schema each error's `content` must match to be decoded as that error. */
export const REGISTRY_ERROR_CONTENT_SCHEMAS: {
  readonly [N in RegistryErrorName]: z.ZodType<RegistryErrorContent[N]>
} = {
  UnauthorizedError: message,
  UserNotInOrgError: message,
  ApiDoesNotExistError: noPayload,
  DomainNotRegisteredError: noPayload,
  DocsRegistrationIdNotFound: noPayload,
  UnavailableError: message,
  InvalidDomainError: noPayload,
  InvalidCustomDomainError: noPayload,
  DomainBelongsToAnotherOrgError: message,
  InvalidURLError: message,
  DocsNotFoundError: noPayload,
  DocsDefinitionNotFoundError: noPayload,
  NoValidClisFoundError: noPayload,
  CliVersionNotFoundError: versionPayload,
  NoValidGeneratorsFoundError: noPayload,
  InvalidVersionError: versionPayload,
  GeneratorVersionNotFoundError: versionPayload,
  FailedToComputeExistingVersion: noPayload,
  FailedToIncrementVersion: noPayload,
  OrgIdNotFound: message,
  SDKNotFound: message,
  ApiIdRequiredError: message,
  OrgIdRequiredError: message,
  OrgIdAndApiIdNotFound: message,
  EndpointNotFound: message,
  InvalidPageError: message,
  SnippetNotFound: message,
}

function info(
  status: number,
  payload: RegistryErrorInfo['payload'],
  text: string,
  statusDocumented = true,
): RegistryErrorInfo {
  return { status, payload, message: text, statusDocumented }
}

/** Status, payload kind and a readable message of every named error. */
export const REGISTRY_ERRORS: { readonly [N in RegistryErrorName]: RegistryErrorInfo } = {
  UnauthorizedError: info(401, 'string', 'You are not signed in, or your token is not valid.'),
  UserNotInOrgError: info(403, 'string', 'You are not a member of this organization.'),
  ApiDoesNotExistError: info(404, 'none', 'The API definition does not exist.'),
  DomainNotRegisteredError: info(404, 'none', 'No documentation is registered for this domain.'),
  DocsRegistrationIdNotFound: info(404, 'none', 'The documentation registration was not found.'),
  UnavailableError: info(503, 'string', 'The registry is unavailable. Try again later.'),
  InvalidDomainError: info(400, 'none', 'The domain is not valid.'),
  InvalidCustomDomainError: info(400, 'none', 'A custom domain is not valid.'),
  DomainBelongsToAnotherOrgError: info(403, 'string', 'The domain belongs to another organization.'),
  InvalidURLError: info(400, 'string', 'The URL is not valid.', false),
  DocsNotFoundError: info(404, 'none', 'The documentation site was not found.', false),
  DocsDefinitionNotFoundError: info(404, 'none', 'The documentation definition was not found.'),
  NoValidClisFoundError: info(404, 'none', 'No CLI release matches the request.'),
  CliVersionNotFoundError: info(404, 'object', 'The CLI version does not exist.'),
  NoValidGeneratorsFoundError: info(404, 'none', 'No generator release matches the request.'),
  InvalidVersionError: info(400, 'object', 'The version is not valid.'),
  GeneratorVersionNotFoundError: info(404, 'object', 'The generator version does not exist.'),
  FailedToComputeExistingVersion: info(
    500,
    'none',
    'The current version of the SDK could not be found.',
    false,
  ),
  FailedToIncrementVersion: info(500, 'none', 'The version of the SDK could not be incremented.', false),
  OrgIdNotFound: info(404, 'string', 'The organization was not found.'),
  SDKNotFound: info(404, 'string', 'The SDK was not found.'),
  ApiIdRequiredError: info(400, 'string', 'An API id is required.'),
  OrgIdRequiredError: info(400, 'string', 'An organization id is required.'),
  OrgIdAndApiIdNotFound: info(404, 'string', 'The organization and API were not found.'),
  EndpointNotFound: info(404, 'string', 'The endpoint was not found.'),
  InvalidPageError: info(400, 'string', 'The page is not valid: pages start at 1.'),
  SnippetNotFound: info(404, 'string', 'The snippet was not found.'),
}

/** Whether a value is one of the 27 {@link RegistryErrorName}s. */
export function isRegistryErrorName(value: unknown): value is RegistryErrorName {
  return typeof value === 'string' && Object.hasOwn(REGISTRY_ERRORS, value)
}
