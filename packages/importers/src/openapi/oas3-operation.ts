import type { DocumentRefs, ResolvedRef } from '../shared/document-refs.js'
import type { Diagnostics } from '../shared/diagnostics.js'
import { isObject, objectOr, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import {
  type NamedExample,
  type NormalizedBody,
  type NormalizedHeader,
  type NormalizedMedia,
  type NormalizedOperation,
  type NormalizedParameter,
  type NormalizedResponse,
  unnamedExample,
} from './normalized.js'
import type { PathOperation } from './path-operations.js'
import { keepParameter, knownParameter } from './shared-parameters.js'

/**
 * Reads an OpenAPI 3.x operation (with its path item's parameters) into the normalized form.
 *
 * This runs once per operation, and on an import's first call (a page's only one) it runs unoptimised, where
 * every iterator, destructured entry and spread is work the interpreter does step by step: so the lists are
 * walked by index, maps by `Object.keys`, and the normalized objects have fixed fields (absent ones
 * `undefined`), which no one outside the importer sees.
 */
export function normalizeOas3Operation(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  input: PathOperation,
): NormalizedOperation {
  const parameters: NormalizedParameter[] = []
  readParameters(refs, diagnostics, input.pathItem, input.pathItemPointer, true, parameters)
  readParameters(refs, diagnostics, input.operation, input.pointer, false, parameters)
  const requestBody = input.operation['requestBody']
  const body =
    requestBody === undefined
      ? undefined
      : readBody(refs, requestBody, childPointer(input.pointer, 'requestBody'))
  const responses = normalizeResponses(refs, input.operation, input.pointer, (code, response, pointer) => ({
    code,
    description: textOr(response['description']),
    media: readContent(refs, response['content'], pointer),
    headers: readHeaders(refs, diagnostics, response, pointer),
    pointer,
  }))
  return normalizedOperation(input, parameters, body, responses)
}

/**
 * The responses of an operation (at `pointer`), each followed through `$ref` and read by `read` at its own pointer,
 * in declaration order; one that is not an object is skipped (the reference's diagnostic says why).
 */
export function normalizeResponses(
  refs: DocumentRefs,
  operation: JsonObject,
  pointer: string,
  read: (code: string, response: JsonObject, pointer: string) => NormalizedResponse,
): NormalizedResponse[] {
  const responses: NormalizedResponse[] = []
  forEachFollowed(refs, operation, 'responses', pointer, (code, resolved) => {
    if (isObject(resolved.value)) responses.push(read(code, resolved.value, resolved.pointer))
  })
  return responses
}

/**
 * Each item of the list `owner[field]` (parameters; each may be a `$ref`) followed, with its pointer
 * `ownerPointer/field/index`, in order, beside the item as written. An item whose reference leads nowhere is
 * skipped: following it reported why.
 */
export function forEachFollowedItem(
  refs: DocumentRefs,
  owner: JsonObject,
  field: string,
  ownerPointer: string,
  visit: (item: unknown, resolved: ResolvedRef) => void,
): void {
  const list = owner[field]
  if (!Array.isArray(list)) return
  for (let index = 0; index < list.length; index++) {
    const item: unknown = list[index]
    const resolved = refs.follow(item, childPointer(ownerPointer, field, index))
    if (resolved !== undefined) visit(item, resolved)
  }
}

/**
 * Each entry of the map `owner[field]` (responses, headers, examples; each may be a `$ref`) followed, with its
 * pointer `ownerPointer/field/key`, in declaration order. An entry whose reference leads nowhere is skipped:
 * following it reported why.
 */
function forEachFollowed(
  refs: DocumentRefs,
  owner: JsonObject,
  field: string,
  ownerPointer: string,
  visit: (key: string, resolved: ResolvedRef) => void,
): void {
  const map = owner[field]
  if (!isObject(map)) return
  const keys = Object.keys(map)
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string
    const resolved = refs.follow(map[key], childPointer(ownerPointer, field, key))
    if (resolved !== undefined) visit(key, resolved)
  }
}

/** The normalized operation of `input`, its parameters merged (see {@link mergeParameters}). */
export function normalizedOperation(
  input: PathOperation,
  parameters: NormalizedParameter[],
  body: NormalizedBody | undefined,
  responses: NormalizedResponse[],
): NormalizedOperation {
  return {
    method: input.method,
    path: input.path,
    pointer: input.pointer,
    operation: input.operation,
    parameters: mergeParameters(parameters),
    body,
    responses,
    source: input,
  }
}

/** Operation parameters override path-item parameters with the same name and location. */
function mergeParameters(parameters: NormalizedParameter[]): NormalizedParameter[] {
  // Nothing to override in a list of one (most operations have few parameters, many one or none).
  if (parameters.length < 2) return parameters
  const merged = new Map<string, NormalizedParameter>()
  for (let index = 0; index < parameters.length; index++) {
    const parameter = parameters[index] as NormalizedParameter
    merged.set(
      `${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`,
      parameter,
    )
  }
  return merged.size === parameters.length ? parameters : [...merged.values()]
}

/** The parameters of `owner` (a path item or an operation, at `ownerPointer`), appended to `result`. */
function readParameters(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  owner: JsonObject,
  ownerPointer: string,
  pathLevel: boolean,
  result: NormalizedParameter[],
): void {
  forEachFollowedItem(refs, owner, 'parameters', ownerPointer, (entry, resolved) => {
    const parameter = resolved.value
    const name = isObject(parameter) ? stringOr(parameter['name']) : undefined
    const location = isObject(parameter) ? parameter['in'] : undefined
    if (!isObject(parameter) || name === undefined || !isLocation(location)) {
      diagnostics.error(
        resolved.pointer,
        'A parameter needs a "name" and an "in" of path, query, header or cookie; skipped.',
      )
      return
    }
    // A path-level parameter or one reached through a `$ref` is the same in every operation that has it.
    const shared = pathLevel || parameter !== entry
    const known = shared ? knownParameter(refs, parameter, resolved.pointer) : undefined
    if (known !== undefined) {
      result.push(known)
      return
    }
    const made = readParameter(refs, parameter, name, location, resolved.pointer)
    result.push(shared ? keepParameter(refs, parameter, made) : made)
  })
}

/** One parameter object (valid: it has a name and a location), at its pointer, in the normalized form. */
function readParameter(
  refs: DocumentRefs,
  parameter: JsonObject,
  name: string,
  location: NormalizedParameter['in'],
  pointer: string,
): NormalizedParameter {
  let schema: unknown = parameter['schema']
  let schemaPointer = childPointer(pointer, 'schema')
  const examples = readExamples(refs, parameter, pointer)
  const first = schema === undefined ? firstMedia(parameter) : undefined
  if (first !== undefined) {
    const [mediaType, media] = first
    schema = media['schema']
    schemaPointer = childPointer(pointer, 'content', mediaType, 'schema')
    examples.push(...readExamples(refs, media, childPointer(pointer, 'content', mediaType)))
  }
  const style = stringOr(parameter['style'])
  return {
    name,
    in: location,
    required: location === 'path' || parameter['required'] === true,
    schema,
    schemaPointer,
    pointer,
    description: textOr(parameter['description']),
    deprecated: parameter['deprecated'] === true,
    explode:
      typeof parameter['explode'] === 'boolean'
        ? parameter['explode']
        : style === undefined || style === 'form',
    style,
    examples,
  }
}

/** The first media type of a node's `content` (a parameter's or a header's), when it is an object. */
function firstMedia(node: JsonObject): [mediaType: string, media: JsonObject] | undefined {
  const content = node['content']
  if (!isObject(content)) return undefined
  const mediaType = Object.keys(content)[0]
  const media = mediaType === undefined ? undefined : content[mediaType]
  return mediaType !== undefined && isObject(media) ? [mediaType, media] : undefined
}

/**
 * The headers (Header objects, which may be references) of the response at `responsePointer`; a header with
 * `content` uses its first schema.
 */
function readHeaders(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  response: JsonObject,
  responsePointer: string,
): NormalizedHeader[] {
  const result: NormalizedHeader[] = []
  forEachFollowed(refs, response, 'headers', responsePointer, (name, resolved) => {
    if (!isObject(resolved.value)) {
      diagnostics.error(resolved.pointer, 'A header must be an object; skipped.')
      return
    }
    const facts = resolved.value
    let schema: unknown = facts['schema']
    let schemaPointer = childPointer(resolved.pointer, 'schema')
    const first = schema === undefined ? firstMedia(facts) : undefined
    if (first !== undefined) {
      schema = first[1]['schema']
      schemaPointer = childPointer(resolved.pointer, 'content', first[0], 'schema')
    }
    result.push({
      name,
      schema,
      schemaPointer,
      pointer: resolved.pointer,
      description: textOr(facts['description']),
      required: facts['required'] === true,
      deprecated: facts['deprecated'] === true,
    })
  })
  return result
}

function readBody(refs: DocumentRefs, body: unknown, pointer: string): NormalizedBody | undefined {
  const resolved = refs.follow(body, pointer)
  if (resolved === undefined || !isObject(resolved.value)) return undefined
  return {
    required: resolved.value['required'] === true,
    description: textOr(resolved.value['description']),
    media: readContent(refs, resolved.value['content'], resolved.pointer),
    pointer: resolved.pointer,
  }
}

/** The media types of the `content` map of the body or response at `ownerPointer`, in declaration order. */
function readContent(refs: DocumentRefs, content: unknown, ownerPointer: string): NormalizedMedia[] {
  const result: NormalizedMedia[] = []
  if (!isObject(content)) return result
  const mediaTypes = Object.keys(content)
  for (let index = 0; index < mediaTypes.length; index++) {
    const mediaType = mediaTypes[index] as string
    const mediaPointer = childPointer(ownerPointer, 'content', mediaType)
    const facts = objectOr(content[mediaType])
    result.push({
      mediaType,
      schema: facts['schema'],
      schemaPointer: childPointer(mediaPointer, 'schema'),
      pointer: mediaPointer,
      examples: readExamples(refs, facts, mediaPointer),
      encoding: objectOr(facts['encoding']),
      fieldPointers: undefined,
    })
  }
  return result
}

/** `example` and `examples` (a map of Example objects, which may be references) of a node. */
function readExamples(refs: DocumentRefs, node: JsonObject, pointer: string): NamedExample[] {
  const examples: NamedExample[] = []
  if (node['example'] !== undefined) {
    examples.push(unnamedExample(node['example']))
  }
  forEachFollowed(refs, node, 'examples', pointer, (name, resolved) => {
    if (!isObject(resolved.value) || resolved.value['value'] === undefined) return
    examples.push({
      name: textOr(resolved.value['summary']) ?? name,
      description: textOr(resolved.value['description']),
      value: resolved.value['value'],
    })
  })
  return examples
}

function isLocation(value: unknown): value is NormalizedParameter['in'] {
  return value === 'path' || value === 'query' || value === 'header' || value === 'cookie'
}
