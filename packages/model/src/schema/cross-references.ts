import type { ApiDefinition } from '../definition/api-definition.js'
import type { PathPart } from '../definition/commons.js'
import type {
  EndpointDefinition,
  HttpRequestBodyShape,
  HttpResponseBodyShape,
} from '../definition/endpoint.js'
import type { ObjectProperty, ObjectType, TypeReference, TypeShape } from '../definition/type-shape.js'
import type { WebSocketChannel } from '../definition/websocket.js'
import type { DefinitionIssue, PathSegment } from './issues.js'
import { formatPath } from './issues.js'

/**
 * The checks between parts of a structurally valid definition that a schema cannot express: record keys equal
 * the ids of their entries, `id` references and `extends` name existing types, `auth` ids exist in `auths`,
 * every path parameter of a path has a `pathParameters` entry, `namespace` ids exist in `subpackages`, and an
 * OAuth scheme's token endpoint exists. One pass over the definition, without following references, so the
 * cost grows linearly with its size.
 */
export function crossReferenceIssues(definition: ApiDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = []
  const path: PathSegment[] = []
  const report = (message: string, ...segments: PathSegment[]): void => {
    issues.push({ path: formatPath([...path, ...segments]), message })
  }
  const at = (segments: PathSegment[], visit: () => void): void => {
    path.push(...segments)
    visit()
    path.length -= segments.length
  }
  const has = (record: object, key: string): boolean => Object.hasOwn(record, key)
  const each = <T>(key: string, items: readonly T[] | undefined, visit: (item: T) => void): void => {
    items?.forEach((item, index) => at([key, index], () => visit(item)))
  }

  const checkIdMatchesKey = (records: Record<string, { id: string }>, name: string): void => {
    for (const [key, entry] of Object.entries(records)) {
      if (entry.id !== key) {
        report(
          `expected ${JSON.stringify(key)} (its key in ${name}), received ${JSON.stringify(entry.id)}`,
          name,
          key,
          'id',
        )
      }
    }
  }

  const checkTypeId = (id: string, verb: string, ...segments: PathSegment[]): void => {
    if (!has(definition.types, id)) {
      report(`${verb} the type ${JSON.stringify(id)}, which is not in types`, ...segments)
    }
  }

  const visitObject = (object: ObjectType): void => {
    object.extends.forEach((id, index) => checkTypeId(id, 'extends', 'extends', index))
    visitProperties('properties', object.properties)
    const { extraProperties } = object
    if (extraProperties != null) {
      at(['extraProperties'], () => visitShape(extraProperties))
    }
  }

  const visitProperties = (key: string, properties: readonly ObjectProperty[] | undefined): void => {
    each(key, properties, (property) => at(['valueShape'], () => visitShape(property.valueShape)))
  }

  const visitShape = (shape: TypeShape | TypeReference): void => {
    switch (shape.type) {
      case 'alias':
        return at(['value'], () => visitShape(shape.value))
      case 'object':
        return visitObject(shape)
      case 'discriminatedUnion':
        return each('variants', shape.variants, visitObject)
      case 'undiscriminatedUnion':
        return each('variants', shape.variants, (variant) => at(['shape'], () => visitShape(variant.shape)))
      case 'id':
        return checkTypeId(shape.id, 'refers to', 'id')
      case 'optional':
      case 'nullable':
        return at(['shape'], () => visitShape(shape.shape))
      case 'list':
      case 'set':
        return at(['itemShape'], () => visitShape(shape.itemShape))
      case 'map':
        at(['keyShape'], () => visitShape(shape.keyShape))
        return at(['valueShape'], () => visitShape(shape.valueShape))
      case 'enum':
      case 'primitive':
      case 'literal':
      case 'unknown':
        return
      default:
        shape satisfies never
    }
  }

  const visitBody = (body: HttpRequestBodyShape | HttpResponseBodyShape): void => {
    switch (body.type) {
      case 'object':
        return visitObject(body)
      case 'alias':
        return at(['value'], () => visitShape(body.value))
      case 'stream':
        return at(['shape'], () => visitShape(body.shape))
      case 'formData':
        return each('fields', body.fields, (field) => {
          if (field.type === 'property') {
            at(['valueShape'], () => visitShape(field.valueShape))
          }
        })
      default:
        return
    }
  }

  const checkAuthIds = (ids: readonly string[] | undefined, ...segments: PathSegment[]): void => {
    ids?.forEach((id, index) => {
      if (!has(definition.auths, id)) {
        report(`refers to the auth scheme ${JSON.stringify(id)}, which is not in auths`, ...segments, index)
      }
    })
  }

  const checkNamespace = (namespace: readonly string[] | undefined): void => {
    namespace?.forEach((id, index) => {
      if (!has(definition.subpackages, id)) {
        report(
          `refers to the subpackage ${JSON.stringify(id)}, which is not in subpackages`,
          'namespace',
          index,
        )
      }
    })
  }

  const checkPathParameters = (
    parts: readonly PathPart[],
    parameters: readonly ObjectProperty[] | undefined,
  ): void => {
    const keys = new Set(parameters?.map((parameter) => parameter.key))
    parts.forEach((part, index) => {
      if (part.type === 'pathParameter' && !keys.has(part.value)) {
        report(
          `the path parameter ${JSON.stringify(part.value)} has no entry in pathParameters`,
          'path',
          index,
          'value',
        )
      }
    })
  }

  const visitEndpoint = (endpoint: EndpointDefinition): void => {
    checkNamespace(endpoint.namespace)
    checkAuthIds(endpoint.auth, 'auth')
    endpoint.multiAuth?.forEach((entry, index) => checkAuthIds(entry.schemes, 'multiAuth', index, 'schemes'))
    checkPathParameters(endpoint.path, endpoint.pathParameters)
    visitProperties('pathParameters', endpoint.pathParameters)
    visitProperties('queryParameters', endpoint.queryParameters)
    visitProperties('requestHeaders', endpoint.requestHeaders)
    visitProperties('responseHeaders', endpoint.responseHeaders)
    each('requests', endpoint.requests, (request) => at(['body'], () => visitBody(request.body)))
    each('responses', endpoint.responses, (response) => at(['body'], () => visitBody(response.body)))
    each('errors', endpoint.errors, (error) => {
      const { shape } = error
      if (shape != null) {
        at(['shape'], () => visitShape(shape))
      }
      visitProperties('headers', error.headers)
    })
  }

  const visitChannel = (channel: WebSocketChannel): void => {
    checkNamespace(channel.namespace)
    checkAuthIds(channel.auth, 'auth')
    checkPathParameters(channel.path, channel.pathParameters)
    visitProperties('pathParameters', channel.pathParameters)
    visitProperties('queryParameters', channel.queryParameters)
    visitProperties('requestHeaders', channel.requestHeaders)
    each('messages', channel.messages, (message) => at(['body'], () => visitShape(message.body)))
  }

  checkIdMatchesKey(definition.endpoints, 'endpoints')
  checkIdMatchesKey(definition.websockets, 'websockets')
  checkIdMatchesKey(definition.webhooks, 'webhooks')
  checkIdMatchesKey(definition.subpackages, 'subpackages')
  for (const [id, type] of Object.entries(definition.types)) {
    at(['types', id, 'shape'], () => visitShape(type.shape))
  }
  for (const [id, endpoint] of Object.entries(definition.endpoints)) {
    at(['endpoints', id], () => visitEndpoint(endpoint))
  }
  for (const [id, channel] of Object.entries(definition.websockets)) {
    at(['websockets', id], () => visitChannel(channel))
  }
  for (const [id, webhook] of Object.entries(definition.webhooks)) {
    at(['webhooks', id], () => {
      checkNamespace(webhook.namespace)
      visitProperties('headers', webhook.headers)
      at(['payload', 'shape'], () => visitShape(webhook.payload.shape))
    })
  }
  for (const [id, scheme] of Object.entries(definition.auths)) {
    if (scheme.type === 'oAuth' && !has(definition.endpoints, scheme.value.value.endpointId)) {
      const endpointId = JSON.stringify(scheme.value.value.endpointId)
      report(
        `refers to the endpoint ${endpointId}, which is not in endpoints`,
        'auths',
        id,
        'value',
        'value',
        'endpointId',
      )
    }
  }
  visitProperties('globalHeaders', definition.globalHeaders)
  return issues
}
