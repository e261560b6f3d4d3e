import type { DocumentRefs } from '../shared/document-refs.js'
import type { Diagnostics } from '../shared/diagnostics.js'
import {
  arrayOr,
  emptyRecord,
  isObject,
  objectOr,
  ownValue,
  stringOr,
  textOr,
  type JsonObject,
} from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type {
  NamedExample,
  NormalizedHeader,
  NormalizedMedia,
  NormalizedOperation,
  NormalizedParameter,
  NormalizedResponse,
} from './normalized.js'
import { sharedParameter } from './shared-parameters.js'
import { mergeParameters } from './oas3-operation.js'

type Swagger2Input = {
  document: JsonObject
  method: string
  path: string
  pathItem: JsonObject
  operation: JsonObject
  pointer: string
  pathItemPointer: string
}

/**
 * Reads a Swagger 2.0 operation into the normalized form: `in: body` becomes the JSON body, `in: formData`
 * parameters a multipart body (when `consumes` lists multipart or a parameter is a file) or a urlencoded one,
 * `collectionFormat` becomes explode, `produces` gives the response media types.
 */
export function normalizeSwagger2Operation(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  input: Swagger2Input,
): NormalizedOperation {
  const raw = [
    ...resolveAll(
      refs,
      input.pathItem['parameters'],
      childPointer(input.pathItemPointer, 'parameters'),
      true,
    ),
    ...resolveAll(refs, input.operation['parameters'], childPointer(input.pointer, 'parameters'), false),
  ]
  const consumes = mediaTypes(input.operation['consumes'] ?? input.document['consumes'], 'application/json')
  const produces = producedMediaTypes(input.document, input.operation)
  const parameters: NormalizedParameter[] = []
  const formFields: Array<{ name: string; parameter: JsonObject; pointer: string }> = []
  let body: NormalizedOperation['body']
  for (const { value: parameter, pointer, shared } of raw) {
    const name = stringOr(parameter['name'])
    const location = parameter['in']
    if (name === undefined) {
      diagnostics.error(pointer, 'A parameter needs a "name"; skipped.')
    } else if (location === 'body') {
      const description = textOr(parameter['description'])
      const schemaPointer = childPointer(pointer, 'schema')
      const examples = schemaExamples(parameter['schema'])
      body = {
        required: parameter['required'] === true,
        ...(description === undefined ? {} : { description }),
        media: consumes.map((mediaType) => ({
          mediaType,
          schema: parameter['schema'],
          schemaPointer,
          pointer,
          examples,
          encoding: {},
        })),
        pointer,
      }
    } else if (location === 'formData') {
      formFields.push({ name, parameter, pointer })
    } else if (location === 'path' || location === 'query' || location === 'header') {
      // A path-level parameter or one reached through a `$ref` is the same in every operation that has it.
      parameters.push(
        sharedParameter(refs, parameter, pointer, shared, () =>
          simpleParameter(diagnostics, name, location, parameter, pointer),
        ),
      )
    } else {
      diagnostics.error(
        pointer,
        'A parameter needs an "in" of path, query, header, body or formData; skipped.',
      )
    }
  }
  if (formFields.length > 0) {
    body = formBody(formFields, consumes, input.pointer)
  }
  const responses: NormalizedResponse[] = []
  for (const [code, response] of Object.entries(objectOr(input.operation['responses']))) {
    const resolved = refs.follow(response, childPointer(input.pointer, 'responses', code))
    if (resolved === undefined || !isObject(resolved.value)) continue
    responses.push(swaggerResponse(code, resolved.value, resolved.pointer, produces))
  }
  return {
    method: input.method,
    path: input.path,
    pointer: input.pointer,
    operation: input.operation,
    parameters: mergeParameters(parameters),
    ...(body === undefined ? {} : { body }),
    responses,
  }
}

function resolveAll(
  refs: DocumentRefs,
  list: unknown,
  pointer: string,
  pathLevel: boolean,
): Array<{ value: JsonObject; pointer: string; shared: boolean }> {
  return arrayOr(list).flatMap((entry, index) => {
    const resolved = refs.follow(entry, childPointer(pointer, index))
    return resolved !== undefined && isObject(resolved.value)
      ? [{ value: resolved.value, pointer: resolved.pointer, shared: pathLevel || resolved.value !== entry }]
      : []
  })
}

/** A non-body parameter is its own schema (type, format, items, enum, bounds). */
function simpleParameter(
  diagnostics: Diagnostics,
  name: string,
  location: 'path' | 'query' | 'header',
  parameter: JsonObject,
  pointer: string,
): NormalizedParameter {
  const format = stringOr(parameter['collectionFormat']) ?? 'csv'
  if (parameter['type'] === 'array' && format !== 'csv' && format !== 'multi') {
    diagnostics.info(pointer, `collectionFormat "${format}" is sent comma-separated.`)
  }
  const description = textOr(parameter['description'])
  const example = parameter['x-example'] ?? parameter['example']
  return {
    name,
    in: location,
    required: location === 'path' || parameter['required'] === true,
    schema: parameter,
    schemaPointer: pointer,
    pointer,
    ...(description === undefined ? {} : { description }),
    deprecated: parameter['deprecated'] === true,
    explode: format === 'multi',
    examples: example === undefined ? [] : [{ value: example }],
  }
}

function formBody(
  fields: Array<{ name: string; parameter: JsonObject; pointer: string }>,
  consumes: string[],
  operationPointer: string,
): NormalizedOperation['body'] {
  const multipart =
    fields.some(({ parameter }) => parameter['type'] === 'file') ||
    consumes.some((type) => type.startsWith('multipart/'))
  // Field names come from the document: a field called `__proto__` must stay a field.
  const properties = emptyRecord<unknown>()
  const required: string[] = []
  const encoding = emptyRecord<unknown>()
  const fieldPointers = emptyRecord<string>()
  for (const { name, parameter, pointer } of fields) {
    properties[name] = parameter
    fieldPointers[name] = pointer
    if (parameter['required'] === true) required.push(name)
    if (parameter['type'] === 'array') encoding[name] = { explode: parameter['collectionFormat'] === 'multi' }
  }
  const schema = { type: 'object', properties, required }
  const media: NormalizedMedia = {
    mediaType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
    schema,
    schemaPointer: childPointer(operationPointer, 'parameters'),
    pointer: childPointer(operationPointer, 'parameters'),
    examples: [],
    encoding,
    // The schema above is made up; diagnostics about a field point at its parameter.
    fieldPointers,
  }
  return {
    required: required.length > 0,
    media: [media],
    pointer: childPointer(operationPointer, 'parameters'),
  }
}

function swaggerResponse(
  code: string,
  response: JsonObject,
  pointer: string,
  produces: string[],
): NormalizedResponse {
  const description = textOr(response['description'])
  const examples = objectOr(response['examples'])
  const schema = response['schema']
  // One pointer and one list of the schema's example for all the media types (Kubernetes lists five); neither
  // is changed after.
  const schemaPointer = childPointer(pointer, 'schema')
  const fromSchema = schemaExamples(schema)
  const media: NormalizedMedia[] =
    schema === undefined
      ? []
      : produces.map((mediaType) => {
          const example = ownValue(examples, mediaType)
          const named: NamedExample[] = example === undefined ? fromSchema : [{ value: example }]
          return {
            mediaType,
            schema,
            schemaPointer,
            pointer,
            examples: named,
            encoding: {},
          }
        })
  // A 2.0 header object is its own schema (type, format, items, enum, …).
  const headers: NormalizedHeader[] = Object.entries(objectOr(response['headers'])).flatMap(
    ([name, header]) => {
      if (!isObject(header)) return []
      const headerPointer = childPointer(pointer, 'headers', name)
      const headerDescription = textOr(header['description'])
      return [
        {
          name,
          schema: header,
          schemaPointer: headerPointer,
          pointer: headerPointer,
          ...(headerDescription === undefined ? {} : { description: headerDescription }),
          required: false,
          deprecated: false,
        },
      ]
    },
  )
  return { code, ...(description === undefined ? {} : { description }), media, headers, pointer }
}

function schemaExamples(schema: unknown): NamedExample[] {
  return isObject(schema) && schema['example'] !== undefined ? [{ value: schema['example'] }] : []
}

function mediaTypes(value: unknown, fallback: string): string[] {
  const list = arrayOr(value).filter((entry): entry is string => typeof entry === 'string')
  return list.length > 0 ? list : [fallback]
}

/** The media types of an operation's responses: its `produces`, else the document's, else JSON. */
export function producedMediaTypes(document: JsonObject, operation: JsonObject): string[] {
  return mediaTypes(operation['produces'] ?? document['produces'], 'application/json')
}
