import { importAsyncApi } from './asyncapi/import-asyncapi-lazily.js'
import { importOpenApiDocument, type OpenApiImportOptions } from './openapi/import-openapi.js'
import { importOpenRpc } from './openrpc/import-openrpc-lazily.js'
import { detectFormat } from './shared/detect-format.js'
import type { ImportResult } from './shared/import-result.js'
import { readDocument } from './shared/read-document.js'

/** Options of {@link importDefinition}: those every importer shares. */
export type ImportOptions = OpenApiImportOptions

/**
 * Imports an API definition in any supported format, detected from its version field: OpenAPI 3.0 / 3.1,
 * Swagger 2.0, AsyncAPI 1.x / 2.x / 3.0 or OpenRPC, as JSON or YAML text or a parsed object.
 * Throws {@link InvalidDocumentError} for text that is not JSON/YAML or not one of these formats.
 */
export async function importDefinition(
  input: string | object,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const document = readDocument(input)
  const format = detectFormat(document)
  switch (format) {
    case 'openapi-3.0':
    case 'openapi-3.1':
    case 'swagger-2.0':
      return importOpenApiDocument(document, format, options)
    case 'asyncapi-1':
    case 'asyncapi-2':
    case 'asyncapi-3':
      return importAsyncApi(document, options)
    case 'openrpc':
      return importOpenRpc(document, options)
  }
}
