import type { ApiDefinition } from '@api-explorer/model'

import type { ImportOptions } from './import-definition.js'
import { outlineOpenApiDocument } from './openapi/openapi-parts.js'
import { detectFormat, isOpenApiFormat } from './shared/detect-format.js'
import { readJsonText } from './shared/read-json.js'

/**
 * The outline `importDefinition(input, { onOutline })` would be given, without the import that follows: the
 * endpoint list of an OpenAPI 3.0 / 3.1 or Swagger 2.0 document (identity, subpackages, every endpoint with the
 * id, position, method, path and title fields of the full import; see `onOutline`), or `undefined` for an
 * AsyncAPI or OpenRPC document, which has none. Throws as `importDefinition` does for input that is not a
 * document. For a thread that only lists the endpoints (a worker, while the page's own thread is busy): the
 * same input and options give the same ids as the full import.
 *
 * This module and what it imports are only what an outline reads, so a bundle can give it a chunk of its own:
 * JSON text is read here, and YAML text or a parsed object loads the full reader (js-yaml) first. The web
 * component's fetch worker outlines GitHub's document with 42 KB of code this way (its chunks included), not the
 * importers' whole first load (133 KB, js-yaml and the schema conversion included); over 40 interleaved loads in
 * Chromium its endpoint list showed 11 ms sooner (the worker compiles less on the two cores the page shares).
 */
export async function outlineDefinition(
  input: string | object,
  options: Omit<ImportOptions, 'onOutline'> = {},
): Promise<ApiDefinition | undefined> {
  const json = typeof input === 'string' ? readJsonText(input) : undefined
  // Anything else through the main entry's reader, not read-document.js: a bundle already has a chunk for the main
  // entry, and a module of its own here would split the code every import loads into one more chunk (411 B more
  // gzip in the importers' first load).
  const document =
    json !== undefined && 'document' in json
      ? json.document
      : (await import('./index.js')).readDocument(input)
  const format = detectFormat(document)
  return isOpenApiFormat(format) ? outlineOpenApiDocument(document, format, options) : undefined
}
