import type { DocumentRefs } from '../shared/document-refs.js'
import type { Diagnostics } from '../shared/diagnostics.js'
import { emptyRecord, isObject, ownValue, stringOr, textOr, type JsonObject } from '../shared/guards.js'
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
import { forEachFollowedItem, normalizedOperation, normalizeResponses } from './oas3-operation.js'
import type { PathOperation } from './path-operations.js'
import { mediaTypes, producedMediaTypes } from './swagger2-media-types.js'
import { keepParameter, knownParameter } from './shared-parameters.js'

/** A parameter object of a Swagger 2.0 operation, followed through `$ref`. */
type RawParameter = { value: JsonObject; pointer: string; shared: boolean }

/**
 * The `encoding` of a Swagger 2.0 body or response media type, which has none: one object for all of them
 * (Kubernetes lists five media types per response), read and never changed.
 */
const NO_ENCODING: JsonObject = Object.freeze({})

/** An `in: formData` parameter: a field of the operation's form body. */
type FormField = { name: string; parameter: JsonObject; pointer: string }

/**
 * Reads a Swagger 2.0 operation into the normalized form: `in: body` becomes the JSON body, `in: formData`
 * parameters a multipart body (when `consumes` lists multipart or a parameter is a file) or a urlencoded one,
 * `collectionFormat` becomes explode, `produces` gives the response media types. Written for unoptimised
 * code, as the OpenAPI 3 one is (see oas3-operation.ts): lists by index, maps by `Object.keys`, fixed fields.
 */
export function normalizeSwagger2Operation(
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  document: JsonObject,
  input: PathOperation,
): NormalizedOperation {
  const raw: RawParameter[] = []
  resolveAll(refs, input.pathItem, input.pathItemPointer, true, raw)
  resolveAll(refs, input.operation, input.pointer, false, raw)
  const consumes = mediaTypes(input.operation['consumes'] ?? document['consumes'], 'application/json')
  const produces = producedMediaTypes(document, input.operation)
  const parameters: NormalizedParameter[] = []
  let formFields: FormField[] | undefined
  let body: NormalizedOperation['body']
  for (let index = 0; index < raw.length; index++) {
    const { value: parameter, pointer, shared } = raw[index] as RawParameter
    const name = stringOr(parameter['name'])
    const location = parameter['in']
    if (name === undefined) {
      diagnostics.error(pointer, 'A parameter needs a "name"; skipped.')
    } else if (location === 'body') {
      body = bodyParameter(parameter, pointer, consumes)
    } else if (location === 'formData') {
      ;(formFields ??= []).push({ name, parameter, pointer })
    } else if (location === 'path' || location === 'query' || location === 'header') {
      // A path-level parameter or one reached through a `$ref` is the same in every operation that has it.
      const known = shared ? knownParameter(refs, parameter, pointer) : undefined
      if (known !== undefined) {
        parameters.push(known)
      } else {
        const made = simpleParameter(diagnostics, name, location, parameter, pointer)
        parameters.push(shared ? keepParameter(refs, parameter, made) : made)
      }
    } else {
      diagnostics.error(
        pointer,
        'A parameter needs an "in" of path, query, header, body or formData; skipped.',
      )
    }
  }
  if (formFields !== undefined) {
    body = formBody(formFields, consumes, input.pointer)
  }
  const responses = normalizeResponses(refs, input.operation, input.pointer, (code, response, pointer) =>
    swaggerResponse(code, response, pointer, produces),
  )
  return normalizedOperation(input, parameters, body, responses)
}

/** The `in: body` parameter: the body, in each media type the operation consumes. */
function bodyParameter(parameter: JsonObject, pointer: string, consumes: string[]): NormalizedBody {
  const schemaPointer = childPointer(pointer, 'schema')
  const examples = schemaExamples(parameter['schema'])
  const media: NormalizedMedia[] = []
  for (let index = 0; index < consumes.length; index++) {
    media.push({
      mediaType: consumes[index] as string,
      schema: parameter['schema'],
      schemaPointer,
      pointer,
      examples,
      encoding: NO_ENCODING,
      fieldPointers: undefined,
    })
  }
  return {
    required: parameter['required'] === true,
    description: textOr(parameter['description']),
    media,
    pointer,
  }
}

/** The parameters of `owner` (a path item or an operation, at `ownerPointer`) that are objects, appended. */
function resolveAll(
  refs: DocumentRefs,
  owner: JsonObject,
  ownerPointer: string,
  pathLevel: boolean,
  result: RawParameter[],
): void {
  forEachFollowedItem(refs, owner, 'parameters', ownerPointer, (entry, resolved) => {
    if (!isObject(resolved.value)) return
    result.push({
      value: resolved.value,
      pointer: resolved.pointer,
      shared: pathLevel || resolved.value !== entry,
    })
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
  const example = parameter['x-example'] ?? parameter['example']
  return {
    name,
    in: location,
    required: location === 'path' || parameter['required'] === true,
    schema: parameter,
    schemaPointer: pointer,
    pointer,
    description: textOr(parameter['description']),
    deprecated: parameter['deprecated'] === true,
    explode: format === 'multi',
    style: undefined,
    examples: example === undefined ? [] : [unnamedExample(example)],
  }
}

function formBody(
  fields: FormField[],
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
    description: undefined,
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
  const declaredExamples = response['examples']
  const examples = isObject(declaredExamples) ? declaredExamples : undefined
  const schema = response['schema']
  // One pointer and one list of the schema's example for all the media types (Kubernetes lists five); neither
  // is changed after.
  const schemaPointer = childPointer(pointer, 'schema')
  const fromSchema = schemaExamples(schema)
  const media: NormalizedMedia[] = []
  if (schema !== undefined) {
    for (let index = 0; index < produces.length; index++) {
      const mediaType = produces[index] as string
      const example = examples === undefined ? undefined : ownValue(examples, mediaType)
      media.push({
        mediaType,
        schema,
        schemaPointer,
        pointer,
        examples: example === undefined ? fromSchema : [unnamedExample(example)],
        encoding: NO_ENCODING,
        fieldPointers: undefined,
      })
    }
  }
  // A 2.0 header object is its own schema (type, format, items, enum, …).
  const headers: NormalizedHeader[] = []
  const declared = response['headers']
  if (isObject(declared)) {
    const names = Object.keys(declared)
    for (let index = 0; index < names.length; index++) {
      const name = names[index] as string
      const header = declared[name]
      if (!isObject(header)) continue
      const headerPointer = childPointer(pointer, 'headers', name)
      headers.push({
        name,
        schema: header,
        schemaPointer: headerPointer,
        pointer: headerPointer,
        description: textOr(header['description']),
        required: false,
        deprecated: false,
      })
    }
  }
  return { code, description: textOr(response['description']), media, headers, pointer }
}

function schemaExamples(schema: unknown): NamedExample[] {
  return isObject(schema) && schema['example'] !== undefined ? [unnamedExample(schema['example'])] : []
}
