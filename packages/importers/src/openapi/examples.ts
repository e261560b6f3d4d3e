import type {
  ExampleEndpointCall,
  ExampleEndpointRequest,
  ExampleFormValue,
  PropertyKey,
} from '@api-explorer/model'

import type { DocumentRefs } from '../shared/document-refs.js'
import { isObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { mediaKind } from './media-types.js'
import type { NamedExample, NormalizedMedia, NormalizedParameter } from './normalized.js'

/** Schema-level examples are gathered from properties this many levels deep. */
const MAX_EXAMPLE_DEPTH = 4

type ExampleInput = {
  refs: DocumentRefs
  pathTemplate: string
  parameters: NormalizedParameter[]
  request?: NormalizedMedia
  fileKeys: Set<string>
  response?: NormalizedMedia
  statusCode: number
}

/**
 * The endpoint's examples, from the examples the document gives: media-type `example`/`examples` (one call per
 * named request example), parameter examples, and, where none is given, schema-level `example`s gathered from
 * the properties. No example is invented: without any, the endpoint has none.
 */
export function operationExamples(input: ExampleInput): ExampleEndpointCall[] {
  const pathParameters: Record<PropertyKey, unknown> = {}
  const queryParameters: Record<PropertyKey, unknown> = {}
  const headers: Record<PropertyKey, unknown> = {}
  for (const parameter of input.parameters) {
    const value =
      parameter.examples[0]?.value ?? schemaExample(input.refs, parameter.schema, parameter.schemaPointer)
    if (value === undefined) continue
    const target =
      parameter.in === 'path'
        ? pathParameters
        : parameter.in === 'query'
          ? queryParameters
          : parameter.in === 'header'
            ? headers
            : undefined
    if (target !== undefined) target[parameter.name] = value
  }
  const requestExamples = mediaExamples(input.refs, input.request)
  const responseValue = responseExample(input.refs, input.response)
  const hasParameters = [pathParameters, queryParameters, headers].some((map) => Object.keys(map).length > 0)
  if (requestExamples.length === 0 && !hasParameters && responseValue === undefined) {
    return []
  }
  const path = input.pathTemplate.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = pathParameters[name]
    return value === undefined || value === null ? whole : encodeURIComponent(String(value))
  })
  const base: ExampleEndpointCall = {
    path,
    responseStatusCode: input.statusCode,
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    ...(Object.keys(queryParameters).length > 0 ? { queryParameters } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(responseValue === undefined ? {} : { responseBody: { type: 'json' as const, value: responseValue } }),
  }
  if (requestExamples.length === 0) {
    return [base]
  }
  return requestExamples.map((example) => {
    const requestBody = requestBodyExample(input, example.value)
    return {
      ...base,
      ...(example.name === undefined ? {} : { name: example.name }),
      ...(example.description === undefined ? {} : { description: example.description }),
      ...(requestBody === undefined ? {} : { requestBody }),
    }
  })
}

function requestBodyExample(input: ExampleInput, value: unknown): ExampleEndpointRequest | undefined {
  const media = input.request
  if (media === undefined) return undefined
  const kind = mediaKind(media.mediaType, media.schema)
  if (kind === 'binary') return undefined
  if (kind !== 'multipart') return { type: 'json', value }
  if (!isObject(value)) return undefined
  const form: Record<string, ExampleFormValue> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (!input.fileKeys.has(key)) form[key] = { type: 'json', value: entry }
  }
  return { type: 'form', value: form }
}

function mediaExamples(refs: DocumentRefs, media: NormalizedMedia | undefined): NamedExample[] {
  if (media === undefined) return []
  if (media.examples.length > 0) return media.examples
  const value = schemaExample(refs, media.schema, media.schemaPointer)
  return value === undefined ? [] : [{ value }]
}

function responseExample(refs: DocumentRefs, media: NormalizedMedia | undefined): unknown {
  if (media === undefined || mediaKind(media.mediaType, media.schema) !== 'json') return undefined
  return media.examples[0]?.value ?? schemaExample(refs, media.schema, media.schemaPointer)
}

/**
 * A value from schema-level examples: the schema's own `example` (or first of 3.1 `examples`), else an object
 * of its properties' examples, else a one-item list of its items' example. Cycle-safe and depth-limited.
 */
export function schemaExample(
  refs: DocumentRefs,
  schema: unknown,
  pointer: string,
  depth = 0,
  path: Set<string> = new Set(),
): unknown {
  const resolved = refs.follow(schema, pointer)
  if (resolved === undefined || !isObject(resolved.value) || path.has(resolved.pointer)) return undefined
  const value = resolved.value
  if (value['example'] !== undefined) return value['example']
  if (Array.isArray(value['examples']) && value['examples'].length > 0) return value['examples'][0]
  if (depth >= MAX_EXAMPLE_DEPTH) return undefined
  path.add(resolved.pointer)
  try {
    if (isObject(value['properties']) || Array.isArray(value['allOf'])) {
      const result: Record<string, unknown> = {}
      if (Array.isArray(value['allOf'])) {
        value['allOf'].forEach((member, index) => {
          const part = schemaExample(
            refs,
            member,
            childPointer(resolved.pointer, 'allOf', index),
            depth + 1,
            path,
          )
          if (isObject(part)) Object.assign(result, part)
        })
      }
      for (const [key, property] of Object.entries(
        isObject(value['properties']) ? value['properties'] : {},
      )) {
        const example = schemaExample(
          refs,
          property,
          childPointer(resolved.pointer, 'properties', key),
          depth + 1,
          path,
        )
        if (example !== undefined) result[key] = example
      }
      return Object.keys(result).length > 0 ? result : undefined
    }
    if (value['type'] === 'array' && value['items'] !== undefined) {
      const item = schemaExample(
        refs,
        value['items'],
        childPointer(resolved.pointer, 'items'),
        depth + 1,
        path,
      )
      return item === undefined ? undefined : [item]
    }
    return undefined
  } finally {
    path.delete(resolved.pointer)
  }
}
