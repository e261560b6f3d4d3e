import type { ApiDefinition } from '@api-explorer/model'

import type { DefinitionFormat } from '../shared/detect-format.js'
import { Diagnostics } from '../shared/diagnostics.js'
import { DocumentRefs } from '../shared/document-refs.js'
import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from '../shared/errors.js'
import { isObject, objectOr, type JsonObject } from '../shared/guards.js'
import type { OpenApiImportOptions } from './import-openapi.js'
import { openApiOutline } from './outline.js'
import { importSecuritySchemes, type ImportedSecurity } from './security.js'
import { serverEnvironments, swaggerEnvironments } from './servers.js'

// What the import and its outline both read first. Apart from import-openapi.ts, which brings the whole
// conversion with it: the outline's worker module loads only what an outline reads (see outline-definition.ts).

/** What the import reads before the outline: the resolved document, its servers and its security schemes. */
type OpenApiParts = {
  document: JsonObject
  refs: DocumentRefs
  diagnostics: Diagnostics
  swagger: boolean
  components: JsonObject
  environments: ReturnType<typeof serverEnvironments>
  security: ImportedSecurity
}

export async function readOpenApiParts(
  input: JsonObject,
  format: DefinitionFormat,
  options: OpenApiImportOptions,
): Promise<OpenApiParts> {
  for (const field of ['paths', 'components', 'info', 'definitions', 'securityDefinitions']) {
    if (input[field] !== undefined && !isObject(input[field])) {
      throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.invalidField(`/${field}`, 'an object'), {
        pointer: `/${field}`,
      })
    }
  }
  const diagnostics = new Diagnostics()
  const refs = await DocumentRefs.create(input, diagnostics, options)
  const document = refs.document
  const swagger = format === 'swagger-2.0'
  const components = objectOr(document['components'])
  // Servers and security schemes before the outline, which lists their token endpoints (neither reads a schema,
  // and the converter reports nothing before it converts, so the diagnostics keep their order).
  const environments = swagger
    ? swaggerEnvironments(document, diagnostics, options.baseUrl)
    : serverEnvironments(document['servers'], '/servers', refs, diagnostics, options.baseUrl)
  const security = importSecuritySchemes(
    swagger ? document['securityDefinitions'] : components['securitySchemes'],
    swagger ? '/securityDefinitions' : '/components/securitySchemes',
    diagnostics,
    { swagger, ...withBase(environments[0]?.baseUrl ?? options.baseUrl) },
  )
  return { document, refs, diagnostics, swagger, components, environments, security }
}

/**
 * The outline `onOutline` would be given for an OpenAPI or Swagger document already read and detected, without
 * the conversion that follows it (see {@link outlineDefinition}).
 */
export async function outlineOpenApiDocument(
  input: JsonObject,
  format: DefinitionFormat,
  options: Omit<OpenApiImportOptions, 'onOutline'>,
): Promise<ApiDefinition> {
  const { document, refs, swagger, security } = await readOpenApiParts(input, format, options)
  return openApiOutline(document, refs, swagger, security, options.id)
}

function withBase(baseUrl: string | undefined): { tokenBaseUrl?: string } {
  return baseUrl === undefined ? {} : { tokenBaseUrl: baseUrl }
}
