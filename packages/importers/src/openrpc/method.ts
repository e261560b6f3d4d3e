import type {
  EndpointDefinition,
  HttpResponseDefinition,
  ObjectProperty,
  SubpackageId,
} from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import { availabilityOf, UNKNOWN_SHAPE } from '../shared/schema/schema-facts.js'
import { methodErrors } from './errors.js'
import { methodExamples } from './examples.js'
import { rpcLocation, type RpcLocation } from './servers.js'

/** What every method of one OpenRPC import shares. */
export type MethodContext = {
  refs: DocumentRefs
  diagnostics: Diagnostics
  converter: SchemaConverter
  /** The document's servers, for methods without their own. */
  location: RpcLocation
  baseUrl?: string
  namespaceOf: (tag: string) => SubpackageId
}

/**
 * One method → a `POST` endpoint with the OpenRPC protocol: its params are the properties of one JSON object
 * body (declared order kept: the playground sends them by position), its result the 200 response, its errors
 * JSON-RPC errors. The first tag is the namespace.
 */
export function importMethod(
  context: MethodContext,
  method: JsonObject,
  name: string,
  pointer: string,
  id: string,
): EndpointDefinition {
  const { diagnostics } = context
  const location =
    method['servers'] === undefined
      ? context.location
      : rpcLocation(
          method['servers'],
          childPointer(pointer, 'servers'),
          context.refs,
          diagnostics,
          context.baseUrl,
        )
  const properties = methodParams(context, method['params'], childPointer(pointer, 'params'))
  if (method['paramStructure'] === 'by-name') {
    diagnostics.warning(
      childPointer(pointer, 'paramStructure'),
      'The method takes params by name only, but the playground sends "params" as a list in declared order (by position); the server may reject it.',
    )
  }
  if (method['links'] !== undefined) {
    diagnostics.info(childPointer(pointer, 'links'), 'Method links are not imported.')
  }
  const summary = textOr(method['summary'])
  const description = textOr(method['description'])
  const availability = availabilityOf(method)
  const tag = firstTag(context, method, pointer)
  const errors = methodErrors(method['errors'], childPointer(pointer, 'errors'), context.refs, diagnostics)
  const examples = methodExamples({
    refs: context.refs,
    diagnostics,
    pairings: method['examples'] ?? method['examplePairings'],
    pointer: childPointer(pointer, method['examples'] === undefined ? 'examplePairings' : 'examples'),
    paramNames: properties.map((property) => property.key),
    path: location.path,
  })
  return {
    id,
    method: 'POST',
    path: [{ type: 'literal', value: location.path }],
    operationId: name,
    displayName: summary ?? name,
    protocol: { type: 'openrpc', methodName: name },
    requests: [{ contentType: 'application/json', body: { type: 'object', extends: [], properties } }],
    responses: [methodResult(context, method['result'], childPointer(pointer, 'result'), name)],
    ...(description === undefined ? {} : { description }),
    ...(availability === undefined ? {} : { availability }),
    ...(tag === undefined ? {} : { namespace: [context.namespaceOf(tag)] }),
    ...(location.environments.length === 0 ? {} : { environments: location.environments }),
    ...(errors.length === 0 ? {} : { errors }),
    ...(examples.length === 0 ? {} : { examples }),
  }
}

/** Content descriptors → body properties, required when `required: true` (OpenRPC's default is false). */
function methodParams(context: MethodContext, params: unknown, pointer: string): ObjectProperty[] {
  const properties: ObjectProperty[] = []
  const seen = new Set<string>()
  arrayOr(params).forEach((entry, index) => {
    const paramPointer = childPointer(pointer, index)
    const resolved = context.refs.follow(entry, paramPointer)
    if (resolved === undefined) return
    const descriptor = isObject(resolved.value) ? resolved.value : {}
    const name = stringOr(descriptor['name'])
    if (name === undefined || seen.has(name)) {
      context.diagnostics.error(paramPointer, 'A param needs a unique "name"; skipped.')
      return
    }
    seen.add(name)
    properties.push(descriptorProperty(context, descriptor, name, resolved.pointer))
  })
  return properties
}

function descriptorProperty(
  context: MethodContext,
  descriptor: JsonObject,
  name: string,
  pointer: string,
): ObjectProperty {
  const property = context.converter.property(
    name,
    descriptor['schema'],
    childPointer(pointer, 'schema'),
    descriptor['required'] === true,
  )
  const description =
    textOr(descriptor['description']) ?? textOr(descriptor['summary']) ?? property.description
  const availability = availabilityOf(descriptor) ?? property.availability
  return {
    ...property,
    ...(description === undefined ? {} : { description }),
    ...(availability === undefined ? {} : { availability }),
  }
}

/**
 * The `result` content descriptor → the 200 response. Its body is the JSON-RPC `result` member (the envelope
 * `{ jsonrpc, id, result }` around it is implied, as the request's is). A method without a result is a
 * notification: an empty response.
 */
function methodResult(
  context: MethodContext,
  result: unknown,
  pointer: string,
  methodName: string,
): HttpResponseDefinition {
  if (result === undefined) {
    context.diagnostics.info(pointer, 'The method has no result (a notification); its response is empty.')
    return { statusCode: 200, body: { type: 'empty' } }
  }
  const resolved = context.refs.follow(result, pointer)
  const descriptor = isObject(resolved?.value) ? resolved.value : {}
  const at = resolved?.pointer ?? pointer
  const schemaPointer = childPointer(at, 'schema')
  const shape =
    descriptor['schema'] === undefined
      ? UNKNOWN_SHAPE
      : context.converter.shape(descriptor['schema'], schemaPointer)
  const description = textOr(descriptor['description']) ?? textOr(descriptor['summary'])
  const body: HttpResponseDefinition['body'] =
    shape.type === 'alias'
      ? shape
      : shape.type === 'object'
        ? shape
        : {
            type: 'alias',
            value: {
              type: 'id',
              id: context.converter.defineType(
                schemaPointer,
                `${methodName}Result`,
                shape,
                descriptor['schema'],
              ),
            },
          }
  return { statusCode: 200, body, ...(description === undefined ? {} : { description }) }
}

function firstTag(context: MethodContext, method: JsonObject, pointer: string): string | undefined {
  const tag = context.refs.follow(arrayOr(method['tags'])[0], childPointer(pointer, 'tags', 0))?.value
  return isObject(tag) ? textOr(tag['name']) : undefined
}
