import type { ObjectProperty, PathPart } from '@api-explorer/model'

import { pathParameterNames, pathParts } from '../shared/path-parts.js'
import { arrayOr, isObject, objectOr, ownValue, setOwn, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type { AsyncApiContext } from './context.js'

/** The path of a channel, its parameters, and the example values the document gives for them. */
export type ChannelPath = {
  path: PathPart[]
  pathParameters: ObjectProperty[]
  /** Values from parameter `examples`/`example`/`default`, for example sessions. */
  exampleValues: Record<string, unknown>
}

/**
 * The channel address as path parts: `{name}` placeholders become path parameters, typed by the channel's
 * `parameters` (2.x: a `schema`; 3.0: `enum`/`default`/`description`/`examples`, always strings). An address
 * without a leading `/` (a broker topic) gets one, as it is joined to the server URL.
 */
export function channelPath(
  context: AsyncApiContext,
  channel: JsonObject,
  pointer: string,
  address: string | undefined,
): ChannelPath {
  if (address === undefined) {
    context.diagnostics.info(pointer, 'The channel has no address; it connects to the server URL itself.')
    return { path: [], pathParameters: [], exampleValues: {} }
  }
  const template = address.startsWith('/') || address === '' ? address : `/${address}`
  const declared = objectOr(channel['parameters'])
  const names = pathParameterNames(template)
  const pathParameters: ObjectProperty[] = []
  const exampleValues: Record<string, unknown> = {}
  for (const name of names) {
    const parameterPointer = childPointer(pointer, 'parameters', name)
    // Names come from the address: `{constructor}` must not find a member of Object.prototype.
    const entry = ownValue(declared, name)
    if (entry === undefined) {
      context.diagnostics.info(pointer, `Address parameter "${name}" is not declared; imported as a string.`)
      pathParameters.push({ key: name, valueShape: STRING_SHAPE })
      continue
    }
    const resolved = context.refs.follow(entry, parameterPointer)
    const parameter = isObject(resolved?.value) ? resolved.value : {}
    const at = resolved?.pointer ?? parameterPointer
    const { schema, schemaPointer } = parameterSchema(context, parameter, at)
    const description = textOr(parameter['description']) ?? textOr(schema['description'])
    pathParameters.push({
      key: name,
      valueShape: context.converter.shape(schema, schemaPointer),
      ...(description === undefined ? {} : { description }),
    })
    const example = exampleValue(context.major === 3 ? parameter : schema)
    if (example !== undefined) setOwn(exampleValues, name, example)
  }
  for (const name of Object.keys(declared)) {
    if (!names.includes(name)) {
      context.diagnostics.info(
        childPointer(pointer, 'parameters', name),
        `Parameter "${name}" does not occur in the channel address; ignored.`,
      )
    }
  }
  return { path: pathParts(template), pathParameters, exampleValues }
}

function parameterSchema(
  context: AsyncApiContext,
  parameter: JsonObject,
  pointer: string,
): { schema: JsonObject; schemaPointer: string } {
  if (context.major === 3) {
    // 3.0 parameters are strings described by a few schema keywords of their own.
    const { enum: values, default: fallback, description } = parameter
    return {
      schema: {
        type: 'string',
        ...(Array.isArray(values) ? { enum: values } : {}),
        ...(fallback === undefined ? {} : { default: fallback }),
        ...(description === undefined ? {} : { description }),
      },
      schemaPointer: pointer,
    }
  }
  const schemaPointer = childPointer(pointer, 'schema')
  const resolved = context.refs.follow(parameter['schema'], schemaPointer)
  if (parameter['schema'] === undefined || !isObject(resolved?.value)) {
    return { schema: { type: 'string' }, schemaPointer }
  }
  // Keep the `$ref` itself so that a named schema stays a reference to its type.
  return { schema: isObject(parameter['schema']) ? parameter['schema'] : resolved.value, schemaPointer }
}

function exampleValue(node: JsonObject): unknown {
  return arrayOr(node['examples'])[0] ?? node['example'] ?? node['default']
}

const STRING_SHAPE: ObjectProperty['valueShape'] = {
  type: 'alias',
  value: { type: 'primitive', value: { type: 'string' } },
}

/** The query parameters and handshake headers a `ws` channel binding declares (object schemas). */
export function wsBindingProperties(
  context: AsyncApiContext,
  channel: JsonObject,
  pointer: string,
): { queryParameters: ObjectProperty[]; requestHeaders: ObjectProperty[]; hasWsBinding: boolean } {
  const bindings = context.refs.follow(channel['bindings'], childPointer(pointer, 'bindings'))
  const ws = isObject(bindings?.value)
    ? context.refs.follow(bindings.value['ws'], childPointer(bindings.pointer, 'ws'))
    : undefined
  if (ws === undefined || !isObject(ws.value)) {
    return { queryParameters: [], requestHeaders: [], hasWsBinding: false }
  }
  return {
    queryParameters: objectProperties(context, ws.value['query'], childPointer(ws.pointer, 'query')),
    requestHeaders: objectProperties(context, ws.value['headers'], childPointer(ws.pointer, 'headers')),
    hasWsBinding: true,
  }
}

function objectProperties(context: AsyncApiContext, schema: unknown, pointer: string): ObjectProperty[] {
  if (schema === undefined) return []
  const resolved = context.refs.follow(schema, pointer)
  if (resolved === undefined) return []
  if (isObject(resolved.value) && isObject(resolved.value['properties'])) {
    return context.converter.properties(resolved.value, resolved.pointer)
  }
  const object = context.converter.objectOf(resolved.value, resolved.pointer)
  if (object === undefined || object.extends.length > 0) {
    context.diagnostics.warning(
      pointer,
      'A ws binding query or headers schema must be an object with "properties"; not imported.',
    )
    return []
  }
  return object.properties
}
