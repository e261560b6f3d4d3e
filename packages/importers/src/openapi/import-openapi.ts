import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'

import { detectFormat, isOpenApiFormat, type DefinitionFormat } from '../shared/detect-format.js'
import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs, RefOptions } from '../shared/document-refs.js'
import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from '../shared/errors.js'
import { emptyRecord, plainRecord, type JsonObject } from '../shared/guards.js'
import { definitionIdentity } from '../shared/definition-parts.js'
import type { ImportResult } from '../shared/import-result.js'
import { readDocument } from '../shared/read-document.js'
import { SchemaConverter } from '../shared/schema/schema-converter.js'
import { UniqueIds } from '../shared/unique-ids.js'
import { normalizeOas3Operation } from './oas3-operation.js'
import type { NormalizedOperation } from './normalized.js'
import { SharedEndpointParts } from './endpoint-parts.js'
import { importOperation, type OperationContext } from './operation.js'
import { openApiOutline } from './outline.js'
import { readOpenApiParts } from './openapi-parts.js'
import { declaredTags, endpointIdBase, forEachPathOperation, type PathOperation } from './path-operations.js'
import { serverEnvironments } from './servers.js'
import { normalizeSwagger2Operation } from './swagger2-operation.js'
import { importWebhooks } from './webhooks.js'

/** Options of {@link importOpenApi}. */
export type OpenApiImportOptions = RefOptions & {
  /** The definition's id (default: a slug of `info.title`). */
  id?: string
  /**
   * Called with an outline of the definition as soon as an OpenAPI 3.0 / 3.1 or Swagger 2.0 document is read,
   * before any operation or schema is converted; the import waits for what it returns (a rejection rejects the
   * import). The outline is a valid definition with what the endpoint list needs: the identity fields, the
   * subpackages, and every endpoint (token endpoints included) with the id and position it has in the full
   * import, its method, path, title fields, availability, namespace and `includeInApiExplorer`, and a first
   * response only when that response streams (so `isStreamingEndpoint` answers as for the full definition).
   * `types`, `websockets`, `webhooks` and `auths` are empty. An operation whose conversion fails (an error
   * diagnostic in the full import) is still listed. AsyncAPI and OpenRPC imports never call it.
   */
  onOutline?: (outline: ApiDefinition) => void | PromiseLike<void>
}

/**
 * Imports an OpenAPI 3.0 / 3.1 or Swagger 2.0 document (JSON or YAML text, or a parsed object) into the model.
 * Component schemas become named types; operations become endpoints grouped by their first tag. What the model
 * cannot hold exactly is reported in `diagnostics` with a JSON pointer; only input that is not an OpenAPI
 * document at all throws an {@link InvalidDocumentError}.
 */
export async function importOpenApi(
  input: string | object,
  options: OpenApiImportOptions = {},
): Promise<ImportResult> {
  const document = readDocument(input)
  const format = detectFormat(document)
  if (!isOpenApiFormat(format)) {
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.wrongFormat('an OpenAPI or Swagger', format), {
      pointer: '',
    })
  }
  return importOpenApiDocument(document, format, options)
}

/** {@link importOpenApi} for a document already read and detected. */
export async function importOpenApiDocument(
  input: JsonObject,
  format: DefinitionFormat,
  options: OpenApiImportOptions,
): Promise<ImportResult> {
  const { document, refs, diagnostics, swagger, components, environments, security } = await readOpenApiParts(
    input,
    format,
    options,
  )
  if (options.onOutline !== undefined) {
    // Awaited: the caller paints the endpoint list before the conversion below holds the thread.
    await options.onOutline(openApiOutline(document, refs, swagger, security, options.id))
  }
  const converter = new SchemaConverter({
    refs,
    diagnostics,
    namedSchemaPrefixes: swagger ? ['/definitions/'] : ['/components/schemas/'],
  })
  converter.registerNamedSchemas(
    swagger ? document['definitions'] : components['schemas'],
    swagger ? '/definitions' : '/components/schemas',
  )
  const subpackages = declaredTags(document)
  const normalize = operationNormalizer(refs, diagnostics, document, swagger)
  const context: OperationContext = {
    converter,
    security,
    defaultSecurity: document['security'],
    environments,
    namespaceOf: subpackages.namespaceOf,
    defaultPagination: document['x-fern-pagination'],
    examples: { refs, normalize },
    parts: new SharedEndpointParts(),
  }
  // Ids and tags come from the document (`__proto__`, `constructor`): collect them without a prototype.
  const endpoints = emptyRecord<EndpointDefinition>()
  const ids = new UniqueIds()
  forEachPathOperation(document, refs, diagnostics, (input) => {
    const operation = normalize(input)
    const id = ids.allocate(endpointIdBase(operation))
    try {
      const servers = operation.operation['servers'] ?? input.pathItem['servers']
      const local =
        swagger || servers === undefined
          ? context
          : {
              ...context,
              environments: serverEnvironments(
                servers,
                `${operation.pointer}/servers`,
                refs,
                diagnostics,
                options.baseUrl,
              ),
            }
      endpoints[id] = importOperation(local, operation, id)
    } catch (error) {
      diagnostics.error(
        operation.pointer,
        `The operation could not be imported: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  })
  for (const endpoint of security.tokenEndpoints) {
    const id = ids.allocate(endpoint.id)
    endpoints[id] = { ...endpoint, id }
    for (const auth of Object.values(security.auths)) {
      if (auth.type === 'oAuth' && auth.value.value.endpointId === endpoint.id)
        auth.value.value.endpointId = id
    }
  }
  const webhooks = importWebhooks(
    converter,
    refs,
    document['webhooks'] ?? document['x-webhooks'],
    document['webhooks'] === undefined ? '/x-webhooks' : '/webhooks',
  )
  const definition: ApiDefinition = {
    ...definitionIdentity(document['info'], options.id),
    endpoints: plainRecord(endpoints),
    websockets: {},
    webhooks: plainRecord(webhooks),
    types: converter.finish(),
    subpackages: plainRecord(subpackages.record),
    auths: plainRecord(security.auths),
  }
  return { definition, diagnostics: diagnostics.list, format }
}

/**
 * Reads a declared operation into the normalized form, as the document's version says. Made here rather than as
 * an arrow in {@link importOpenApiDocument}: every endpoint's lazy examples keep this function, and a closure made
 * there would keep that function's whole scope (the converter and all it built) for as long as they do.
 */
function operationNormalizer(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  document: JsonObject,
  swagger: boolean,
): (input: PathOperation) => NormalizedOperation {
  return swagger
    ? (input) => normalizeSwagger2Operation(refs, diagnostics, document, input)
    : (input) => normalizeOas3Operation(refs, diagnostics, input)
}
