import { type ApiDefinition, type EndpointDefinition } from '@api-explorer/model'

import { detectFormat } from '../shared/detect-format.js'
import { Diagnostics } from '../shared/diagnostics.js'
import { DocumentRefs, type RefOptions } from '../shared/document-refs.js'
import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from '../shared/errors.js'
import {
  arrayOr,
  emptyRecord,
  isObject,
  objectOr,
  plainRecord,
  stringOr,
  type JsonObject,
} from '../shared/guards.js'
import { definitionIdentity, TagSubpackages } from '../shared/definition-parts.js'
import type { ImportResult } from '../shared/import-result.js'
import { childPointer } from '../shared/json-pointer.js'
import { readDocument } from '../shared/read-document.js'
import { SchemaConverter } from '../shared/schema/schema-converter.js'
import { UniqueIds } from '../shared/unique-ids.js'
import { importMethod, type MethodContext } from './method.js'
import { rpcLocation } from './servers.js'

/** Options of {@link importOpenRpc}. */
export type OpenRpcImportOptions = RefOptions & {
  /** The definition's id (default: a slug of `info.title`). */
  id?: string
}

/**
 * Imports an OpenRPC 1.x document (JSON or YAML text, or a parsed object) into the model: each method becomes a
 * `POST` endpoint with `protocol: { type: 'openrpc', methodName }`, grouped by its first tag; component schemas
 * become named types. What the model cannot hold exactly is reported in `diagnostics` with a JSON pointer;
 * only input that is not an OpenRPC document at all throws an {@link InvalidDocumentError}.
 */
export async function importOpenRpc(
  input: string | object,
  options: OpenRpcImportOptions = {},
): Promise<ImportResult> {
  const document = readDocument(input)
  requireOpenRpc(document)
  const diagnostics = new Diagnostics()
  const refs = await DocumentRefs.create(document, diagnostics, options)
  const root = refs.document
  const converter = new SchemaConverter({ refs, diagnostics, namedSchemaPrefixes: ['/components/schemas/'] })
  converter.registerNamedSchemas(objectOr(root['components'])['schemas'], '/components/schemas')
  const subpackages = new TagSubpackages()
  const context: MethodContext = {
    refs,
    diagnostics,
    converter,
    location: rpcLocation(root['servers'], '/servers', refs, diagnostics, options.baseUrl),
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    namespaceOf: subpackages.namespaceOf,
  }
  if (root['methods'] === undefined) {
    diagnostics.error('', 'The document has no "methods".')
  }
  const endpoints = emptyRecord<EndpointDefinition>()
  const ids = new UniqueIds()
  arrayOr(root['methods']).forEach((entry, index) => {
    const pointer = childPointer('/methods', index)
    const resolved = refs.follow(entry, pointer)
    const method = isObject(resolved?.value) ? resolved.value : undefined
    const name = stringOr(method?.['name'])
    if (resolved === undefined || method === undefined || name === undefined) {
      diagnostics.error(pointer, 'A method must be an object with a "name"; skipped.')
      return
    }
    const id = ids.allocate(name)
    try {
      endpoints[id] = importMethod(context, method, name, resolved.pointer, id)
    } catch (error) {
      diagnostics.error(
        pointer,
        `The method could not be imported: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  })
  const definition: ApiDefinition = {
    ...definitionIdentity(root['info'], options.id),
    endpoints: plainRecord(endpoints),
    websockets: {},
    webhooks: {},
    types: converter.finish(),
    subpackages: plainRecord(subpackages.record),
    auths: {},
  }
  return { definition, diagnostics: diagnostics.list, format: 'openrpc' }
}

/** Throws unless the document is OpenRPC 1.x with the top-level fields in their required shapes. */
function requireOpenRpc(document: JsonObject): void {
  const field = document['openrpc']
  if (field === undefined) {
    const found = detectFormat(document)
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.wrongFormat('an OpenRPC', found), { pointer: '' })
  }
  if (!/^1\./.test(String(field))) {
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.unsupportedVersion('openrpc', String(field)), {
      pointer: '/openrpc',
    })
  }
  const shapes: Array<[string, 'an object' | 'an array']> = [
    ['info', 'an object'],
    ['components', 'an object'],
    ['methods', 'an array'],
    ['servers', 'an array'],
  ]
  for (const [name, expected] of shapes) {
    const value = document[name]
    const ok = value === undefined || (expected === 'an array' ? Array.isArray(value) : isObject(value))
    if (!ok) {
      throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.invalidField(`/${name}`, expected), {
        pointer: `/${name}`,
      })
    }
  }
}
