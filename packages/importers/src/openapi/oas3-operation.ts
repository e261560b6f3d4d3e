import type { DocumentRefs } from '../shared/document-refs.js'
import type { Diagnostics } from '../shared/diagnostics.js'
import { arrayOr, isObject, objectOr, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type {
  NamedExample,
  NormalizedBody,
  NormalizedHeader,
  NormalizedMedia,
  NormalizedOperation,
  NormalizedParameter,
  NormalizedResponse,
} from './normalized.js'
import { sharedParameter } from './shared-parameters.js'

/** Reads an OpenAPI 3.x operation (with its path item's parameters) into the normalized form. */
export function normalizeOas3Operation(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  input: {
    method: string
    path: string
    pathItem: JsonObject
    operation: JsonObject
    pointer: string
    pathItemPointer: string
  },
): NormalizedOperation {
  const parameters = mergeParameters([
    ...readParameters(
      refs,
      diagnostics,
      input.pathItem['parameters'],
      childPointer(input.pathItemPointer, 'parameters'),
      true,
    ),
    ...readParameters(
      refs,
      diagnostics,
      input.operation['parameters'],
      childPointer(input.pointer, 'parameters'),
      false,
    ),
  ])
  const bodyPointer = childPointer(input.pointer, 'requestBody')
  const body =
    input.operation['requestBody'] === undefined
      ? undefined
      : readBody(refs, input.operation['requestBody'], bodyPointer)
  const responses: NormalizedResponse[] = []
  for (const [code, response] of Object.entries(objectOr(input.operation['responses']))) {
    const pointer = childPointer(input.pointer, 'responses', code)
    const resolved = refs.follow(response, pointer)
    if (resolved === undefined || !isObject(resolved.value)) continue
    const description = textOr(resolved.value['description'])
    responses.push({
      code,
      ...(description === undefined ? {} : { description }),
      media: readContent(refs, resolved.value['content'], childPointer(resolved.pointer, 'content')),
      headers: readHeaders(
        refs,
        diagnostics,
        resolved.value['headers'],
        childPointer(resolved.pointer, 'headers'),
      ),
      pointer: resolved.pointer,
    })
  }
  return {
    method: input.method,
    path: input.path,
    pointer: input.pointer,
    operation: input.operation,
    parameters,
    ...(body === undefined ? {} : { body }),
    responses,
  }
}

/** Operation parameters override path-item parameters with the same name and location. */
export function mergeParameters(parameters: NormalizedParameter[]): NormalizedParameter[] {
  const merged = new Map<string, NormalizedParameter>()
  for (const parameter of parameters) {
    merged.set(
      `${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`,
      parameter,
    )
  }
  return [...merged.values()]
}

function readParameters(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  list: unknown,
  pointer: string,
  pathLevel: boolean,
): NormalizedParameter[] {
  const result: NormalizedParameter[] = []
  arrayOr(list).forEach((entry, index) => {
    const resolved = refs.follow(entry, childPointer(pointer, index))
    if (resolved === undefined) return
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
    result.push(
      sharedParameter(refs, parameter, resolved.pointer, pathLevel || parameter !== entry, () =>
        readParameter(refs, parameter, name, location, resolved.pointer),
      ),
    )
  })
  return result
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
  const content = parameter['content']
  if (schema === undefined && isObject(content)) {
    const [mediaType, media] = Object.entries(content)[0] ?? []
    if (mediaType !== undefined && isObject(media)) {
      schema = media['schema']
      schemaPointer = childPointer(pointer, 'content', mediaType, 'schema')
      examples.push(...readExamples(refs, media, childPointer(pointer, 'content', mediaType)))
    }
  }
  const style = stringOr(parameter['style'])
  const description = textOr(parameter['description'])
  return {
    name,
    in: location,
    required: location === 'path' || parameter['required'] === true,
    schema,
    schemaPointer,
    pointer,
    ...(description === undefined ? {} : { description }),
    deprecated: parameter['deprecated'] === true,
    explode:
      typeof parameter['explode'] === 'boolean'
        ? parameter['explode']
        : style === undefined || style === 'form',
    ...(style === undefined ? {} : { style }),
    examples,
  }
}

/** Response headers (Header objects, which may be references); a header with `content` uses its first schema. */
function readHeaders(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  headers: unknown,
  pointer: string,
): NormalizedHeader[] {
  const result: NormalizedHeader[] = []
  if (!isObject(headers)) return result
  for (const [name, header] of Object.entries(headers)) {
    const resolved = refs.follow(header, childPointer(pointer, name))
    if (resolved === undefined) continue
    if (!isObject(resolved.value)) {
      diagnostics.error(resolved.pointer, 'A header must be an object; skipped.')
      continue
    }
    const facts = resolved.value
    let schema: unknown = facts['schema']
    let schemaPointer = childPointer(resolved.pointer, 'schema')
    const [mediaType, media] = Object.entries(objectOr(facts['content']))[0] ?? []
    if (schema === undefined && mediaType !== undefined && isObject(media)) {
      schema = media['schema']
      schemaPointer = childPointer(resolved.pointer, 'content', mediaType, 'schema')
    }
    const description = textOr(facts['description'])
    result.push({
      name,
      schema,
      schemaPointer,
      pointer: resolved.pointer,
      ...(description === undefined ? {} : { description }),
      required: facts['required'] === true,
      deprecated: facts['deprecated'] === true,
    })
  }
  return result
}

function readBody(refs: DocumentRefs, body: unknown, pointer: string): NormalizedBody | undefined {
  const resolved = refs.follow(body, pointer)
  if (resolved === undefined || !isObject(resolved.value)) return undefined
  const description = textOr(resolved.value['description'])
  return {
    required: resolved.value['required'] === true,
    ...(description === undefined ? {} : { description }),
    media: readContent(refs, resolved.value['content'], childPointer(resolved.pointer, 'content')),
    pointer: resolved.pointer,
  }
}

/** The media types of a `content` map, in declaration order. */
function readContent(refs: DocumentRefs, content: unknown, pointer: string): NormalizedMedia[] {
  return Object.entries(objectOr(content)).map(([mediaType, media]) => {
    const mediaPointer = childPointer(pointer, mediaType)
    const facts = objectOr(media)
    return {
      mediaType,
      schema: facts['schema'],
      schemaPointer: childPointer(mediaPointer, 'schema'),
      pointer: mediaPointer,
      examples: readExamples(refs, facts, mediaPointer),
      encoding: objectOr(facts['encoding']),
    }
  })
}

/** `example` and `examples` (a map of Example objects, which may be references) of a node. */
function readExamples(refs: DocumentRefs, node: JsonObject, pointer: string): NamedExample[] {
  const examples: NamedExample[] = []
  if (node['example'] !== undefined) {
    examples.push({ value: node['example'] })
  }
  for (const [name, example] of Object.entries(objectOr(node['examples']))) {
    const resolved = refs.follow(example, childPointer(pointer, 'examples', name))
    if (resolved === undefined || !isObject(resolved.value) || resolved.value['value'] === undefined) continue
    const summary = textOr(resolved.value['summary'])
    const description = textOr(resolved.value['description'])
    examples.push({
      name: summary ?? name,
      ...(description === undefined ? {} : { description }),
      value: resolved.value['value'],
    })
  }
  return examples
}

function isLocation(value: unknown): value is NormalizedParameter['in'] {
  return value === 'path' || value === 'query' || value === 'header' || value === 'cookie'
}
