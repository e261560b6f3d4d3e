import type {
  ApiDefinition,
  EndpointDefinition,
  HttpMethod,
  HttpResponseDefinition,
  ObjectProperty,
} from '@api-explorer/model'

import { definitionIdentity } from '../shared/definition-parts.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { emptyRecord, isObject, objectOr, plainRecord, type JsonObject } from '../shared/guards.js'
import { pathParameterNames } from '../shared/path-parts.js'
import { UniqueIds } from '../shared/unique-ids.js'
import { firstOf, SharedEndpointParts } from './endpoint-parts.js'
import { isStreamKind, mediaKindOf, type MediaSchema } from './media-types.js'
import { listedFacts, stringPathParameter } from './listed-facts.js'
import { declaredTags, endpointIdBase, forEachPathOperation, type PathOperation } from './path-operations.js'
import { preferredMedia, statusOf, successResponses } from './responses.js'
import type { ImportedSecurity } from './security.js'
import { producedMediaTypes } from './swagger2-media-types.js'

/**
 * The outline of an OpenAPI or Swagger import (see `onOutline`): the endpoints with the ids, order, titles and
 * namespaces the full import gives them, without normalizing an operation or converting a schema. It walks the
 * paths the import walks, quietly: the import reports what is wrong in them, once.
 */
export function openApiOutline(
  document: JsonObject,
  refs: DocumentRefs,
  swagger: boolean,
  security: ImportedSecurity,
  id: string | undefined,
): ApiDefinition {
  const subpackages = declaredTags(document)
  // Ids come from the document (`__proto__`): collected without a prototype, like the import's.
  const endpoints = emptyRecord<EndpointDefinition>()
  const ids = new UniqueIds()
  const shared = new SharedObjects()
  forEachPathOperation(document, refs, undefined, (operation) => {
    const endpointId = ids.allocate(endpointIdBase(operation))
    const listed = listedFacts(operation.operation)
    const endpoint: EndpointDefinition = {
      id: endpointId,
      method: operation.method.toUpperCase() as HttpMethod,
      path: shared.path(operation.path),
    }
    // A valid definition names every `{name}` of the path; the outline does not read their schemas.
    const names = pathParameterNames(operation.path)
    if (names.length > 0) endpoint.pathParameters = names.map(shared.pathParameter)
    if (listed.displayName !== undefined) endpoint.displayName = listed.displayName
    if (listed.operationId !== undefined) endpoint.operationId = listed.operationId
    if (listed.availability !== undefined) endpoint.availability = listed.availability
    if (listed.tag !== undefined) endpoint.namespace = shared.namespace(subpackages.namespaceOf(listed.tag))
    const stream = streamingResponse(document, refs, swagger, operation)
    if (stream !== undefined) endpoint.responses = [stream]
    endpoints[endpointId] = endpoint
  })
  // After the operations, from the same ids, as the import appends them.
  for (const token of security.tokenEndpoints) {
    const tokenId = ids.allocate(token.id)
    const endpoint: EndpointDefinition = { id: tokenId, method: token.method, path: token.path }
    if (token.pathParameters !== undefined) endpoint.pathParameters = token.pathParameters
    if (token.displayName !== undefined) endpoint.displayName = token.displayName
    if (token.includeInApiExplorer !== undefined) endpoint.includeInApiExplorer = token.includeInApiExplorer
    endpoints[tokenId] = endpoint
  }
  return {
    ...definitionIdentity(document['info'], id),
    endpoints: plainRecord(endpoints),
    websockets: {},
    webhooks: {},
    types: {},
    subpackages: plainRecord(subpackages.record),
    auths: {},
  }
}

/**
 * One object per distinct path, path part, path parameter and namespace in an outline, where an import without
 * them made one per endpoint: the outline is copied from a worker to the page (a structured clone keeps the
 * sharing), and the page pays for every object it receives before the endpoint list paints. GitHub's outline had
 * 10,078 objects, 3,609 of them the same string shape of a path parameter. Nothing reads an outline's objects to
 * change them.
 */
class SharedObjects extends SharedEndpointParts {
  readonly #parameters = new Map<string, ObjectProperty>()

  /** A bound arrow, for `names.map`. */
  readonly pathParameter = (name: string): ObjectProperty =>
    firstOf(this.#parameters, name, { key: name, valueShape: STRING_SHAPE })
}

/** The shape of a path parameter whose schema the outline does not read: a string, as the import's default. */
const STRING_SHAPE = stringPathParameter('').valueShape

/**
 * A stand-in first response when the import's first response streams (so the list marks the endpoint as one),
 * else undefined. It picks the response and media type as `importResponses` does; pointers only name places
 * in diagnostics, and these lookups are quiet, so the operation's stands for all of them.
 */
function streamingResponse(
  document: JsonObject,
  refs: DocumentRefs,
  swagger: boolean,
  operation: PathOperation,
): HttpResponseDefinition | undefined {
  const responses: Array<{ code: string; value: JsonObject }> = []
  for (const [code, response] of Object.entries(objectOr(operation.operation['responses']))) {
    const value = refs.follow(response, operation.pointer, true)?.value
    if (isObject(value)) responses.push({ code, value })
  }
  const first = successResponses(responses).chosen[0]
  if (first === undefined) return undefined
  const media = preferredMedia(refs, responseMedia(document, swagger, operation, first.value), true)
  if (media === undefined || !isStreamKind(mediaKindOf(refs, media, true))) return undefined
  const { statusCode, isWildcard } = statusOf(first.code, 200)
  return { statusCode, ...(isWildcard ? { isWildcard } : {}), body: { type: 'streamingText' } }
}

/** The media types of a response as the normalizers read them: 3.x `content`, 2.0 `produces` with `schema`. */
function responseMedia(
  document: JsonObject,
  swagger: boolean,
  operation: PathOperation,
  response: JsonObject,
): MediaSchema[] {
  const schemaPointer = operation.pointer
  if (swagger) {
    const schema = response['schema']
    return schema === undefined
      ? []
      : producedMediaTypes(document, operation.operation).map((mediaType) => ({
          mediaType,
          schema,
          schemaPointer,
        }))
  }
  return Object.entries(objectOr(response['content'])).map(([mediaType, media]) => ({
    mediaType,
    schema: objectOr(media)['schema'],
    schemaPointer,
  }))
}
