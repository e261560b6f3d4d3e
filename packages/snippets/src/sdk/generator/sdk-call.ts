import type { ApiDefinition, EndpointDefinition, ObjectProperty, TypeRegistry } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'

import type { CustomSnippetPayload, ParameterPayload } from '../template-types.js'
import type { SdkField, SdkValue } from './sdk-value.js'
import { sdkValue } from './sdk-value.js'

/** How the SDK client is constructed, by the endpoint's first auth scheme. */
export type ClientAuth =
  | { type: 'none' }
  | { type: 'bearer'; token: string }
  | { type: 'basic'; username: string; password: string }
  | { type: 'header'; header: string; value: string }
  | { type: 'oauth'; clientId: string; clientSecret: string }

/** A file argument: the name it is read from. */
export interface SdkFile {
  key: string
  fileNames: string[]
  /** Several files in one field. */
  multiple: boolean
}

/** What an SDK call needs, whatever the language: the endpoint's place in the client and its arguments. */
export interface SdkCall {
  /** Subpackage names, outermost first (`client.users.posts`). */
  namespace: string[]
  /** The endpoint's name as written in the definition (operation id, else endpoint id). */
  methodName: string
  /** The class of the request argument, for languages that have one. */
  requestTypeName: string
  /**
   * The request class is the body's named type (imported from the SDK's types), not a request class of the
   * endpoint: the body is a named object and there are no query or header parameters.
   */
  requestTypeIsNamed: boolean
  /** Path parameters, passed positionally in path order. */
  pathParameters: Array<{ key: string; value: SdkValue }>
  /** Query and header parameters, passed in the request value. */
  parameterFields: SdkField[]
  /** The fields of an object body or the text fields of a multipart body, which join the request value. */
  bodyFields: SdkField[]
  /** The named type of an object body. */
  bodyTypeName: string | undefined
  /** Files of a multipart body, passed as arguments before the request value. */
  files: SdkFile[]
  /** The body when it is not an object whose fields join the request (a list, a scalar, raw bytes). */
  body: { type: 'value'; value: SdkValue } | { type: 'bytes'; fileName: string } | undefined
  auth: ClientAuth
  /** The endpoint pages and the SDK iterates over its items. */
  paginated: boolean
}

/** The parts of a call: where it sits in the client, its arguments, and how the client authenticates. */
export function sdkCall(
  definition: ApiDefinition,
  endpoint: EndpointDefinition,
  payload: CustomSnippetPayload,
  options: { paginated: boolean; oauth: boolean },
): SdkCall {
  const types = definition.types
  const methodName = endpoint.operationId ?? endpoint.id
  const parameterFields = [
    ...parameterValues(endpoint.queryParameters, payload.queryParameters, types),
    ...parameterValues(endpoint.requestHeaders, payload.headers, types),
  ]
  const body = bodyArguments(endpoint, payload.requestBody, types)
  const requestTypeIsNamed = body.typeName !== undefined && parameterFields.length === 0
  return {
    namespace: (endpoint.namespace ?? []).map((id) =>
      Object.hasOwn(definition.subpackages, id) ? (definition.subpackages[id]?.name ?? id) : id,
    ),
    methodName,
    requestTypeName:
      requestTypeIsNamed && body.typeName !== undefined ? body.typeName : requestClassName(methodName),
    requestTypeIsNamed,
    pathParameters: endpoint.path.flatMap((part) => {
      if (part.type !== 'pathParameter') return []
      const declared = endpoint.pathParameters?.find((parameter) => parameter.key === part.value)
      const value = parameterValue(payload.pathParameters, part.value) ?? ''
      return [{ key: part.value, value: sdkValue(value, declared?.valueShape, types) }]
    }),
    parameterFields,
    bodyFields: body.fields,
    bodyTypeName: body.typeName,
    files: body.files,
    body: body.body,
    auth: clientAuth(definition, endpoint, payload, options.oauth),
    paginated: options.paginated && endpoint.pagination !== undefined,
  }
}

/** The request class an endpoint's SDK method takes: `createUser` → `CreateUserRequest`. */
export function requestClassName(methodName: string): string {
  return `${methodName.charAt(0).toUpperCase()}${methodName.slice(1)}Request`
}

function parameterValues(
  declared: readonly ObjectProperty[] | undefined,
  given: readonly ParameterPayload[] | undefined,
  types: TypeRegistry,
): SdkField[] {
  return (given ?? []).flatMap(({ name, value }) => {
    if (value === undefined) return []
    const property = declared?.find((candidate) => candidate.key.toLowerCase() === name.toLowerCase())
    return [
      {
        key: property?.key ?? name,
        value: sdkValue(value, property?.valueShape, types),
        optional: property === undefined || unwrapShape(property.valueShape, types).isOptional,
      },
    ]
  })
}

function parameterValue(given: readonly ParameterPayload[] | undefined, key: string): unknown {
  return given?.find((parameter) => parameter.name === key)?.value
}

interface BodyArguments {
  fields: SdkField[]
  files: SdkFile[]
  body: SdkCall['body']
  typeName: string | undefined
}

function bodyArguments(endpoint: EndpointDefinition, value: unknown, types: TypeRegistry): BodyArguments {
  const shape = endpoint.requests?.[0]?.body
  const none: BodyArguments = { fields: [], files: [], body: undefined, typeName: undefined }
  if (shape === undefined || value === undefined) return none
  switch (shape.type) {
    case 'bytes':
      return { ...none, body: { type: 'bytes', fileName: fileNames(value)[0] ?? 'file' } }
    case 'formData': {
      const record = isRecord(value) ? value : {}
      const files: SdkFile[] = []
      const fields: SdkField[] = []
      for (const field of shape.fields) {
        if (!Object.hasOwn(record, field.key) || record[field.key] === undefined) continue
        if (field.type === 'property') {
          const optional = unwrapShape(field.valueShape, types).isOptional
          fields.push({
            key: field.key,
            value: sdkValue(record[field.key], field.valueShape, types),
            optional,
          })
        } else {
          files.push({
            key: field.key,
            fileNames: fileNames(record[field.key]),
            multiple: field.type === 'files',
          })
        }
      }
      return { ...none, fields, files }
    }
    default: {
      const typed = sdkValue(value, shape.type === 'object' ? shape : shape.value, types)
      if (typed.kind === 'object') return { ...none, fields: typed.fields, typeName: typed.typeName }
      if (typed.kind === 'map' && shape.type === 'object') {
        const properties = objectProperties(shape, types)
        return {
          ...none,
          fields: typed.entries.map(({ key, value: item }) => mapField(key, item, properties)),
        }
      }
      return { ...none, body: { type: 'value', value: typed } }
    }
  }
}

function mapField(key: string, value: SdkValue, properties: readonly ObjectProperty[]): SdkField {
  return { key, value, optional: !properties.some((property) => property.key === key) }
}

/** The names of the files a form value holds (file values carry `name`); a placeholder when it has none. */
function fileNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value]
  return items.map((item, index) =>
    isRecord(item) && typeof item['name'] === 'string' && item['name'] !== ''
      ? item['name']
      : `file${items.length > 1 ? String(index + 1) : ''}`,
  )
}

function clientAuth(
  definition: ApiDefinition,
  endpoint: EndpointDefinition,
  payload: CustomSnippetPayload,
  oauth: boolean,
): ClientAuth {
  const schemeId = endpoint.auth?.[0]
  const scheme =
    schemeId !== undefined && Object.hasOwn(definition.auths, schemeId)
      ? definition.auths[schemeId]
      : undefined
  const given = payload.auth
  switch (scheme?.type) {
    case undefined:
      return { type: 'none' }
    case 'basicAuth':
      return {
        type: 'basic',
        username: given?.type === 'basic' ? given.username : 'YOUR_USERNAME',
        password: given?.type === 'basic' ? given.password : 'YOUR_PASSWORD',
      }
    case 'header': {
      const supplied = parameterValue(payload.headers, scheme.headerWireValue)
      return {
        type: 'header',
        header: scheme.nameOverride ?? scheme.headerWireValue,
        value: typeof supplied === 'string' ? supplied : 'YOUR_API_KEY',
      }
    }
    case 'oAuth':
      if (oauth) return { type: 'oauth', clientId: 'YOUR_CLIENT_ID', clientSecret: 'YOUR_CLIENT_SECRET' }
      return { type: 'bearer', token: given?.type === 'bearer' ? given.token : 'YOUR_TOKEN' }
    default:
      return { type: 'bearer', token: given?.type === 'bearer' ? given.token : 'YOUR_TOKEN' }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
