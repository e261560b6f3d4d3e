import type {
  ErrorResponse,
  HttpResponseBodyShape,
  HttpResponseDefinition,
  ObjectProperty,
} from '@api-explorer/model'

import { isObject, stringOr } from '../shared/guards.js'
import { lastPointerSegment, refToPointer } from '../shared/json-pointer.js'
import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { isStreamKind, mediaKindOf, type MediaSchema } from './media-types.js'
import type { NormalizedMedia, NormalizedResponse } from './normalized.js'
import { errorName } from './status-names.js'

/**
 * Success responses (2xx; `default` when there is none) and errors (4xx, 5xx, `default`) of an operation, with
 * the headers of the first success (`headers`) and of each error. 1xx and 3xx responses are not imported: the
 * browser handles those itself (an info diagnostic each). Runs for every operation, on an import's first call
 * unoptimised: lists by index, status codes classed without regular expressions, objects built in the model's
 * field order without conditional spreads.
 */
export function importResponses(
  converter: SchemaConverter,
  responses: NormalizedResponse[],
  typeName: string,
): {
  responses: HttpResponseDefinition[]
  errors: ErrorResponse[]
  headers: ObjectProperty[]
} {
  for (let index = 0; index < responses.length; index++) {
    const response = responses[index] as NormalizedResponse
    const kind = statusClass(response.code)
    if (kind === 1 || kind === 3) {
      converter.diagnostics.info(
        response.pointer,
        `Response ${response.code} is not imported: the explorer shows successful (2xx) and error (4xx, 5xx) responses.`,
      )
    }
  }
  const { chosen, fallback } = successResponses(responses)
  const result: HttpResponseDefinition[] = []
  for (let index = 0; index < chosen.length; index++) {
    const response = chosen[index] as NormalizedResponse
    const media = preferredMedia(converter.refs, response.media)
    const { statusCode, isWildcard } = statusOf(response.code, 200)
    const body = responseBody(
      converter,
      media,
      index === 0 ? `${typeName}Response` : `${typeName}Response${statusCode}`,
    )
    const description = response.description
    // One literal per case (see `schemaProperty` for why); a wildcard is rare.
    let definition: HttpResponseDefinition
    if (isWildcard) {
      definition = { statusCode, isWildcard } as HttpResponseDefinition
      if (description !== undefined) definition.description = description
      definition.body = body
    } else {
      definition = description === undefined ? { statusCode, body } : { statusCode, description, body }
    }
    result.push(definition)
  }
  const errors: ErrorResponse[] = []
  for (let index = 0; index < responses.length; index++) {
    const response = responses[index] as NormalizedResponse
    const kind = statusClass(response.code)
    if (kind === 4 || kind === 5 || (response.code === 'default' && fallback === undefined)) {
      errors.push(errorResponse(converter, response))
    }
  }
  const first = chosen[0]
  return {
    responses: result,
    errors,
    headers: first === undefined ? [] : responseHeaders(converter, first),
  }
}

/**
 * The class of a status code as OpenAPI writes it: 1–5 for `404` or `4XX` (`4xx` too) and the like, 0 for
 * anything else (`default`, `600`, `2X0`). The same codes as `/^[1-5](\d\d|XX)$/i`.
 */
function statusClass(code: string): number {
  if (code.length !== 3) return 0
  const first = code.charCodeAt(0) - 0x30
  if (first < 1 || first > 5) return 0
  const second = code.charCodeAt(1)
  const third = code.charCodeAt(2)
  if (isDigit(second) && isDigit(third)) return first
  return (second === 0x58 || second === 0x78) && (third === 0x58 || third === 0x78) ? first : 0
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/**
 * The responses an endpoint shows as successes: the 2xx ones, else `default` (then also returned as
 * `fallback`, which is no error response). The first is the one the explorer shows.
 */
export function successResponses<T extends { code: string }>(
  responses: T[],
): { chosen: T[]; fallback: T | undefined } {
  const success: T[] = []
  let fallback: T | undefined
  for (let index = 0; index < responses.length; index++) {
    const response = responses[index] as T
    if (statusClass(response.code) === 2) success.push(response)
    else if (fallback === undefined && response.code === 'default') fallback = response
  }
  return success.length === 0 && fallback !== undefined
    ? { chosen: [fallback], fallback }
    : { chosen: success, fallback: undefined }
}

/**
 * The headers of a response as properties (optional unless `required`). `Content-Type` is left out, as OpenAPI
 * says: the media type tells it.
 */
function responseHeaders(converter: SchemaConverter, response: NormalizedResponse): ObjectProperty[] {
  const properties: ObjectProperty[] = []
  for (const header of response.headers) {
    if (header.name.toLowerCase() === 'content-type') {
      converter.diagnostics.info(
        header.pointer,
        'Response header "Content-Type" is ignored, as OpenAPI specifies; the media type gives it.',
      )
      continue
    }
    // A new object of this header's own: the facts are set on it (an existing key keeps its place, a new one
    // comes last, as a spread into a copy would do).
    const property = converter.property(header.name, header.schema, header.schemaPointer, header.required)
    if (header.description !== undefined) property.description = header.description
    if (header.deprecated) property.availability = 'Deprecated'
    properties.push(property)
  }
  return properties
}

/**
 * The media type the explorer shows: JSON when offered, else the first declared (its default answer).
 * `quiet`: without diagnostics for the schema's references (the outline asks before the import does).
 */
export function preferredMedia<M extends MediaSchema>(
  refs: DocumentRefs,
  media: M[],
  quiet = false,
): M | undefined {
  return media.find((entry) => mediaKindOf(refs, entry, quiet) === 'json') ?? media[0]
}

function responseBody(
  converter: SchemaConverter,
  media: NormalizedMedia | undefined,
  typeName: string,
): HttpResponseBodyShape {
  if (media === undefined) {
    return { type: 'empty' }
  }
  const kind = mediaKindOf(converter.refs, media)
  if (isStreamKind(kind)) {
    return media.schema === undefined
      ? { type: 'streamingText' }
      : { type: 'stream', shape: converter.shape(media.schema, media.schemaPointer) }
  }
  switch (kind) {
    case 'binary':
      return { type: 'fileDownload', contentType: media.mediaType }
    case 'text':
      return { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
    default: {
      if (media.schema === undefined) {
        return { type: 'alias', value: { type: 'unknown' } }
      }
      const shape = converter.shape(media.schema, media.schemaPointer)
      return shape.type === 'object'
        ? shape
        : converter.referenceShape(media.schema, media.schemaPointer, typeName)
    }
  }
}

function errorResponse(converter: SchemaConverter, response: NormalizedResponse): ErrorResponse {
  const { statusCode, isWildcard } = statusOf(response.code, 500)
  const media = preferredMedia(converter.refs, response.media)
  const ref = isObject(media?.schema) ? stringOr(media.schema['$ref']) : undefined
  const refPointer = ref === undefined ? undefined : refToPointer(ref)
  const example = media?.examples[0]
  const headers = responseHeaders(converter, response)
  // From an empty literal, which V8 gives room for four fields (a literal of two would have room for two, and
  // the description and shape most errors have would go to a separate property array).
  const error = {} as ErrorResponse
  error.name = refPointer === undefined ? errorName(response.code) : lastPointerSegment(refPointer)
  error.statusCode = statusCode
  if (isWildcard) error.isWildcard = true
  if (response.description !== undefined) error.description = response.description
  if (media?.schema !== undefined) error.shape = converter.shape(media.schema, media.schemaPointer)
  if (example !== undefined) error.examples = [{ responseBody: { type: 'json', value: example.value } }]
  if (headers.length > 0) error.headers = headers
  return error
}

/** `404` → 404; `4XX` → 400 as a wildcard; `default` → the fallback as a wildcard. */
export function statusOf(code: string, fallback: number): { statusCode: number; isWildcard: boolean } {
  // Any three digits (`600` too) are the status itself; `4XX` is its class; anything else the fallback.
  if (
    code.length === 3 &&
    isDigit(code.charCodeAt(0)) &&
    isDigit(code.charCodeAt(1)) &&
    isDigit(code.charCodeAt(2))
  )
    return { statusCode: Number(code), isWildcard: false }
  const kind = statusClass(code)
  return { statusCode: kind === 0 ? fallback : kind * 100, isWildcard: true }
}
