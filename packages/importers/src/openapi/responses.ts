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
 * browser handles those itself (an info diagnostic each).
 */
export function importResponses(
  converter: SchemaConverter,
  responses: NormalizedResponse[],
  typeName: string,
): {
  responses: HttpResponseDefinition[]
  errors: ErrorResponse[]
  headers: ObjectProperty[]
  success?: { response: NormalizedResponse; media?: NormalizedMedia }
} {
  for (const response of responses) {
    if (/^[13](\d\d|XX)$/i.test(response.code)) {
      converter.diagnostics.info(
        response.pointer,
        `Response ${response.code} is not imported: the explorer shows successful (2xx) and error (4xx, 5xx) responses.`,
      )
    }
  }
  const { chosen, fallback } = successResponses(responses)
  const result: HttpResponseDefinition[] = chosen.map((response, index) => {
    const media = preferredMedia(converter.refs, response.media)
    const { statusCode, isWildcard } = statusOf(response.code, 200)
    return {
      statusCode,
      ...(isWildcard ? { isWildcard } : {}),
      ...(response.description === undefined ? {} : { description: response.description }),
      body: responseBody(
        converter,
        media,
        index === 0 ? `${typeName}Response` : `${typeName}Response${statusCode}`,
      ),
    }
  })
  const errors: ErrorResponse[] = responses
    .filter(
      (response) =>
        /^[45](\d\d|XX)$/i.test(response.code) || (response.code === 'default' && fallback === undefined),
    )
    .map((response) => errorResponse(converter, response))
  const first = chosen[0]
  return {
    responses: result,
    errors,
    headers: first === undefined ? [] : responseHeaders(converter, first),
    ...(first === undefined
      ? {}
      : { success: { response: first, ...withMedia(preferredMedia(converter.refs, first.media)) } }),
  }
}

/**
 * The responses an endpoint shows as successes: the 2xx ones, else `default` (then also returned as
 * `fallback`, which is no error response). The first is the one the explorer shows.
 */
export function successResponses<T extends { code: string }>(responses: T[]): { chosen: T[]; fallback?: T } {
  const success = responses.filter((response) => /^2(\d\d|XX)$/i.test(response.code))
  const fallback =
    success.length === 0 ? responses.find((response) => response.code === 'default') : undefined
  return fallback === undefined ? { chosen: success } : { chosen: [fallback], fallback }
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
    const property = converter.property(header.name, header.schema, header.schemaPointer, header.required)
    properties.push({
      ...property,
      ...(header.description === undefined ? {} : { description: header.description }),
      ...(header.deprecated ? { availability: 'Deprecated' as const } : {}),
    })
  }
  return properties
}

function withMedia(media: NormalizedMedia | undefined): { media?: NormalizedMedia } {
  return media === undefined ? {} : { media }
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
        : { type: 'alias', value: converter.reference(media.schema, media.schemaPointer, typeName) }
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
  return {
    name: refPointer === undefined ? errorName(response.code) : lastPointerSegment(refPointer),
    statusCode,
    ...(isWildcard ? { isWildcard } : {}),
    ...(response.description === undefined ? {} : { description: response.description }),
    ...(media?.schema === undefined ? {} : { shape: converter.shape(media.schema, media.schemaPointer) }),
    ...(example === undefined
      ? {}
      : { examples: [{ responseBody: { type: 'json' as const, value: example.value } }] }),
    ...(headers.length === 0 ? {} : { headers }),
  }
}

/** `404` → 404; `4XX` → 400 as a wildcard; `default` → the fallback as a wildcard. */
export function statusOf(code: string, fallback: number): { statusCode: number; isWildcard: boolean } {
  if (/^\d{3}$/.test(code)) return { statusCode: Number(code), isWildcard: false }
  if (/^[1-5]XX$/i.test(code)) return { statusCode: Number(code[0]) * 100, isWildcard: true }
  return { statusCode: fallback, isWildcard: true }
}
