import { type ApiDefinition, type WebSocketChannel } from '@api-explorer/model'

import { detectFormat, type DefinitionFormat } from '../shared/detect-format.js'
import { Diagnostics } from '../shared/diagnostics.js'
import { DocumentRefs, type RefOptions } from '../shared/document-refs.js'
import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from '../shared/errors.js'
import { emptyRecord, isObject, objectOr, plainRecord, type JsonObject } from '../shared/guards.js'
import { definitionIdentity, TagSubpackages } from '../shared/definition-parts.js'
import type { ImportResult } from '../shared/import-result.js'
import { readDocument } from '../shared/read-document.js'
import { SchemaConverter } from '../shared/schema/schema-converter.js'
import { UniqueIds } from '../shared/unique-ids.js'
import { buildChannel } from './channel.js'
import { asyncApi1Channels } from './channels-v1.js'
import { asyncApi2Channels } from './channels-v2.js'
import { asyncApi3Channels } from './channels-v3.js'
import type { AsyncApiContext, ChannelSource } from './context.js'
import { AsyncApiSecurity } from './security.js'
import { documentServers } from './servers.js'

/** Options of {@link importAsyncApi}. */
export type AsyncApiImportOptions = RefOptions & {
  /** The definition's id (default: a slug of `info.title`). */
  id?: string
}

/** The newest minor version of each major version this importer was written against. */
const KNOWN_MINOR: Record<number, number> = { 1: 2, 2: 6, 3: 0 }

/**
 * Imports an AsyncAPI 3.0, 2.x (2.0–2.6) or 1.x document (JSON or YAML text, or a parsed object) into the model's
 * websocket channels. Only channels served over WebSocket are imported (the playground opens WebSockets);
 * others are reported. Message payloads become shapes, component schemas named types. What the model cannot
 * hold is reported in `diagnostics` with a JSON pointer; only input that is not an AsyncAPI document at all
 * throws an {@link InvalidDocumentError}.
 */
export async function importAsyncApi(
  input: string | object,
  options: AsyncApiImportOptions = {},
): Promise<ImportResult> {
  const document = readDocument(input)
  const { major, format } = asyncApiVersion(document)
  const diagnostics = new Diagnostics()
  requireShapes(document, major)
  const minor = Number(/^\d+\.(\d+)/.exec(String(document['asyncapi']))?.[1] ?? 0)
  if (minor > (KNOWN_MINOR[major] ?? 0)) {
    diagnostics.info(
      '/asyncapi',
      `AsyncAPI ${String(document['asyncapi'])} is read as ${major}.${KNOWN_MINOR[major]}.`,
    )
  }
  const refs = await DocumentRefs.create(document, diagnostics, options)
  const root = refs.document
  const components = objectOr(root['components'])
  const converter = new SchemaConverter({ refs, diagnostics, namedSchemaPrefixes: ['/components/schemas/'] })
  converter.registerNamedSchemas(components['schemas'], '/components/schemas')
  const security = new AsyncApiSecurity(refs, diagnostics)
  security.registerComponents(components['securitySchemes'], '/components/securitySchemes')
  const subpackages = new TagSubpackages()
  const context: AsyncApiContext = {
    major,
    refs,
    diagnostics,
    converter,
    security,
    servers: documentServers(root, major, refs, diagnostics),
    namespaceOf: subpackages.namespaceOf,
  }
  if (context.servers.length === 0) {
    diagnostics.info('/servers', 'The document declares no servers; the reader enters the WebSocket URL.')
  }
  const sources: ChannelSource[] =
    major === 1
      ? asyncApi1Channels(context, root)
      : major === 2
        ? asyncApi2Channels(context, root)
        : asyncApi3Channels(context, root)
  const websockets = emptyRecord<WebSocketChannel>()
  const ids = new UniqueIds()
  for (const source of sources) {
    try {
      const id = ids.allocate(source.baseId)
      const channel = buildChannel(context, source, id)
      if (channel !== undefined) websockets[id] = channel
    } catch (error) {
      diagnostics.error(
        source.pointer,
        `The channel could not be imported: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  const definition: ApiDefinition = {
    ...definitionIdentity(root['info'], options.id),
    endpoints: {},
    websockets: plainRecord(websockets),
    webhooks: {},
    types: converter.finish(),
    subpackages: plainRecord(subpackages.record),
    auths: plainRecord(security.auths),
  }
  return { definition, diagnostics: diagnostics.list, format }
}

/**
 * The major version, from the `asyncapi` field itself (1.x is read here even where other importers stop).
 * A document of another format, or without a version field, is not AsyncAPI: that throws.
 */
function asyncApiVersion(document: JsonObject): { major: number; format: DefinitionFormat } {
  const field = document['asyncapi']
  if (field === undefined) {
    const found = detectFormat(document)
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.wrongFormat('an AsyncAPI', found), { pointer: '' })
  }
  const version = String(field)
  const major = Number(/^(\d+)\./.exec(version)?.[1])
  if (major === 1) return { major, format: 'asyncapi-1' }
  if (major === 2) return { major, format: 'asyncapi-2' }
  if (major === 3) return { major, format: 'asyncapi-3' }
  throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.unsupportedVersion('asyncapi', version), {
    pointer: '/asyncapi',
  })
}

/** Top-level fields that must be objects (1.x: `servers` is a list); anything else is not AsyncAPI. */
function requireShapes(document: JsonObject, major: number): void {
  const objects = [
    'info',
    'channels',
    'components',
    'operations',
    'topics',
    ...(major === 1 ? [] : ['servers']),
  ]
  for (const field of objects) {
    if (document[field] !== undefined && !isObject(document[field])) {
      throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.invalidField(`/${field}`, 'an object'), {
        pointer: `/${field}`,
      })
    }
  }
  if (major === 1 && document['servers'] !== undefined && !Array.isArray(document['servers'])) {
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.invalidField('/servers', 'an array'), {
      pointer: '/servers',
    })
  }
}
