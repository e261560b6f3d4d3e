import type {
  ExampleEndpointCall,
  ExampleEndpointRequest,
  ExampleFormValue,
  HttpRequestDefinition,
  PropertyKey,
} from '@api-explorer/model'

import type { DocumentRefs } from '../shared/document-refs.js'
import { isObject, ownValue, setOwn } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { ExampleReach } from './example-reach.js'
import { mediaKind } from './media-types.js'
import {
  type NamedExample,
  type NormalizedMedia,
  type NormalizedParameter,
  unnamedExample,
} from './normalized.js'

/** Schema-level examples are gathered from properties this many levels deep. */
const MAX_EXAMPLE_DEPTH = 4

/** At most this many schema nodes are read for one example; what lies beyond is left out. */
const MAX_EXAMPLE_NODES = 2000

/** What an endpoint's examples are gathered from (operation.ts keeps it until they are first read). */
export type ExampleInput = {
  refs: DocumentRefs
  pathTemplate: string
  parameters: NormalizedParameter[]
  /** The first media type of the request body; a binary one gives no example. */
  request: NormalizedMedia | undefined
  /** The endpoint's requests: the file fields of a form are left out of its example. */
  requests: HttpRequestDefinition[]
  response: NormalizedMedia | undefined
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
    if (target !== undefined) setOwn(target, parameter.name, value)
  }
  const request = input.request
  const requestExamples =
    request === undefined || mediaKind(request.mediaType, request.schema) === 'binary'
      ? []
      : mediaExamples(input.refs, request)
  const responseValue = responseExample(input.refs, input.response)
  const hasParameters = [pathParameters, queryParameters, headers].some((map) => Object.keys(map).length > 0)
  if (requestExamples.length === 0 && !hasParameters && responseValue === undefined) {
    return []
  }
  const path = input.pathTemplate.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = ownValue(pathParameters, name)
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
  const first = input.requests[0]
  const files =
    first?.body.type === 'formData'
      ? first.body.fields.filter((field) => field.type !== 'property').map((field) => field.key)
      : []
  const form: Record<string, ExampleFormValue> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (!files.includes(key)) setOwn(form, key, { type: 'json', value: entry })
  }
  return { type: 'form', value: form }
}

function mediaExamples(refs: DocumentRefs, media: NormalizedMedia | undefined): NamedExample[] {
  if (media === undefined) return []
  if (media.examples.length > 0) return media.examples
  const value = schemaExample(refs, media.schema, media.schemaPointer)
  return value === undefined ? [] : [unnamedExample(value)]
}

function responseExample(refs: DocumentRefs, media: NormalizedMedia | undefined): unknown {
  if (media === undefined || mediaKind(media.mediaType, media.schema) !== 'json') return undefined
  return media.examples[0]?.value ?? schemaExample(refs, media.schema, media.schemaPointer)
}

/** A gathered example, and how many schema nodes were visited for it (a reuse counts them again). */
type CachedExample = { value: unknown; visits: number }

/**
 * Schema examples per import (the document's refs stand for it): one map per depth, by resolved pointer, and
 * which schemas lead to an example at all.
 */
const exampleCache = new WeakMap<
  DocumentRefs,
  { byDepth: Array<Map<string, CachedExample>>; reach: ExampleReach }
>()

/**
 * One example being gathered: the cache of the import, the nodes visited so far, and how many times a part was
 * left out (a cycle cut or the node limit), which makes the enclosing results depend on the way in.
 */
type ExampleWalk = {
  refs: DocumentRefs
  cache: Array<Map<string, CachedExample>>
  visits: number
  cuts: number
}

/**
 * A value from schema-level examples: the schema's own `example` (or first of 3.1 `examples`), else an object
 * of its properties' examples, else a one-item list of its items' example. Cycle-safe, depth-limited and capped
 * at {@link MAX_EXAMPLE_NODES} visited schema nodes, which also bounds the size of the value. A schema shared
 * by many properties and operations is read once per depth and import; reusing it counts its nodes again, so
 * the cache changes the time an example takes, never the example.
 */
export function schemaExample(refs: DocumentRefs, schema: unknown, pointer: string): unknown {
  let cache = exampleCache.get(refs)
  if (cache === undefined) {
    cache = {
      byDepth: Array.from({ length: MAX_EXAMPLE_DEPTH }, () => new Map<string, CachedExample>()),
      reach: new ExampleReach(refs),
    }
    exampleCache.set(refs, cache)
  }
  // The walk would gather nothing: no schema it can reach has an example.
  if (!cache.reach.reaches(schema)) return undefined
  return gather({ refs, cache: cache.byDepth, visits: 0, cuts: 0 }, schema, pointer, 0, new Set())
}

function gather(
  walk: ExampleWalk,
  schema: unknown,
  pointer: string,
  depth: number,
  path: Set<string>,
): unknown {
  // Quiet: the schema conversion reports the same references, and an endpoint's examples are gathered when
  // first read (lazy-examples.ts), after the import returned its diagnostics.
  const resolved = walk.refs.follow(schema, pointer, true)
  if (resolved === undefined || !isObject(resolved.value)) return undefined
  const value = resolved.value
  const own = Array.isArray(value['examples']) ? value['examples'][0] : undefined
  const example = value['example'] !== undefined ? value['example'] : own
  // An example of its own ends the walk here. (Such a schema is never on the path: those had none.)
  if (example !== undefined) {
    walk.visits++
    return example
  }
  const cache = walk.cache[depth]
  if (!hasInside(value)) {
    // Nothing inside to gather from (most properties: a string, a number without an example), and never on
    // the path: one visit, as the walk below would count it (cut at the node limit above the depth limit),
    // without hashing its pointer or keeping a cache entry for it.
    if (cache !== undefined && walk.visits >= MAX_EXAMPLE_NODES) {
      walk.cuts++
      return undefined
    }
    walk.visits++
    return undefined
  }
  if (path.has(resolved.pointer)) {
    // A schema inside itself gives nothing there: what encloses it depends on the way in, so it is not cached.
    walk.cuts++
    return undefined
  }
  // The depth limit ends the walk too (there is no cache that deep).
  if (cache === undefined) {
    walk.visits++
    return undefined
  }
  const cached = cache.get(resolved.pointer)
  if (cached !== undefined && walk.visits + cached.visits <= MAX_EXAMPLE_NODES) {
    walk.visits += cached.visits
    return cached.value
  }
  if (cached !== undefined || walk.visits >= MAX_EXAMPLE_NODES) {
    walk.cuts++
    return undefined
  }
  const visits = walk.visits
  const cuts = walk.cuts
  walk.visits++
  path.add(resolved.pointer)
  const result = gatherInside(walk, value, resolved.pointer, depth, path)
  path.delete(resolved.pointer)
  if (walk.cuts === cuts) cache.set(resolved.pointer, { value: result, visits: walk.visits - visits })
  return result
}

/** Whether {@link gatherInside} would look inside the schema: at properties, `allOf` members or items. */
function hasInside(value: Record<string, unknown>): boolean {
  return (
    isObject(value['properties']) ||
    Array.isArray(value['allOf']) ||
    (value['type'] === 'array' && value['items'] !== undefined)
  )
}

function gatherInside(
  walk: ExampleWalk,
  value: Record<string, unknown>,
  pointer: string,
  depth: number,
  path: Set<string>,
): unknown {
  const allOf = value['allOf']
  const properties = value['properties']
  if (isObject(properties) || Array.isArray(allOf)) {
    // Keys come from the document: `__proto__` is set as an own entry, never as the prototype.
    const result: Record<string, unknown> = {}
    if (Array.isArray(allOf)) {
      allOf.forEach((member, index) => {
        const part = gather(walk, member, childPointer(pointer, 'allOf', index), depth + 1, path)
        if (isObject(part)) for (const [key, entry] of Object.entries(part)) setOwn(result, key, entry)
      })
    }
    if (isObject(properties)) {
      for (const [key, property] of Object.entries(properties)) {
        const example = gather(walk, property, childPointer(pointer, 'properties', key), depth + 1, path)
        if (example !== undefined) setOwn(result, key, example)
      }
    }
    return Object.keys(result).length > 0 ? result : undefined
  }
  if (value['type'] === 'array' && value['items'] !== undefined) {
    const item = gather(walk, value['items'], childPointer(pointer, 'items'), depth + 1, path)
    return item === undefined ? undefined : [item]
  }
  return undefined
}
