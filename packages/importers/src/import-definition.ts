import type { ApiDefinition } from '@api-explorer/model'

import { importAsyncApi } from './asyncapi/import-asyncapi-lazily.js'
import {
  importOpenApiDocument,
  outlineOpenApiDocument,
  type OpenApiImportOptions,
} from './openapi/import-openapi.js'
import { importOpenRpc } from './openrpc/import-openrpc-lazily.js'
import { detectFormat, isOpenApiFormat } from './shared/detect-format.js'
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

/**
 * The outline `importDefinition(input, { onOutline })` would be given, without the import that follows: the
 * endpoint list of an OpenAPI 3.0 / 3.1 or Swagger 2.0 document (identity, subpackages, every endpoint with the
 * id, position, method, path and title fields of the full import; see `onOutline`), or `undefined` for an
 * AsyncAPI or OpenRPC document, which has none. Throws as `importDefinition` does for input that is not a
 * document. For a thread that only lists the endpoints (a worker, while the page's own thread is busy): the
 * same input and options give the same ids as the full import.
 */
export async function outlineDefinition(
  input: string | object,
  options: Omit<ImportOptions, 'onOutline'> = {},
): Promise<ApiDefinition | undefined> {
  const document = readDocument(input)
  const format = detectFormat(document)
  return isOpenApiFormat(format) ? outlineOpenApiDocument(document, format, options) : undefined
}
