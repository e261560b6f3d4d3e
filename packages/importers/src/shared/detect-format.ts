import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from './errors.js'
import type { JsonObject } from './guards.js'

/** The formats the importers read. */
export type DefinitionFormat =
  'openapi-3.0' | 'openapi-3.1' | 'swagger-2.0' | 'asyncapi-1' | 'asyncapi-2' | 'asyncapi-3' | 'openrpc'

/** The formats the OpenAPI importer reads. */
type OpenApiFormat = Extract<DefinitionFormat, 'openapi-3.0' | 'openapi-3.1' | 'swagger-2.0'>

/** Whether `format` is one the OpenAPI importer reads (OpenAPI 3.x or Swagger 2.0). */
export function isOpenApiFormat(format: DefinitionFormat): format is OpenApiFormat {
  return format === 'openapi-3.0' || format === 'openapi-3.1' || format === 'swagger-2.0'
}

/** Which format a parsed document is in, from its version field; throws for anything else. */
export function detectFormat(document: JsonObject): DefinitionFormat {
  // YAML reads an unquoted `swagger: 2.0` as the number 2 (and `openapi: 3.0` as 3): give the digits back.
  const version = (field: string): string => {
    const value = document[field]
    return typeof value === 'number' && Number.isInteger(value) ? value.toFixed(1) : String(value)
  }
  if (document['openapi'] !== undefined) {
    const openapi = version('openapi')
    if (/^3\.0(\.|$)/.test(openapi)) return 'openapi-3.0'
    // OpenAPI 3.2 only adds to 3.1; its extra fields are reported as unsupported where they occur.
    if (/^3\.[12](\.|$)/.test(openapi)) return 'openapi-3.1'
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.unsupportedVersion('openapi', openapi), {
      pointer: '/openapi',
    })
  }
  if (document['swagger'] !== undefined) {
    const swagger = version('swagger')
    if (/^2\.0(\.|$)/.test(swagger)) return 'swagger-2.0'
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.unsupportedVersion('swagger', swagger), {
      pointer: '/swagger',
    })
  }
  if (document['asyncapi'] !== undefined) {
    const asyncapi = version('asyncapi')
    if (/^1\./.test(asyncapi)) return 'asyncapi-1'
    if (/^2\./.test(asyncapi)) return 'asyncapi-2'
    if (/^3\./.test(asyncapi)) return 'asyncapi-3'
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.unsupportedVersion('asyncapi', asyncapi), {
      pointer: '/asyncapi',
    })
  }
  if (document['openrpc'] !== undefined) {
    return 'openrpc'
  }
  throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.unknownFormat, { pointer: '' })
}
