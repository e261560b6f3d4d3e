import type { DocumentRefs } from '../shared/document-refs.js'
import { isObject } from '../shared/guards.js'

/** How a media type is edited and sent. */
export type MediaKind =
  'json' | 'multipart' | 'urlencoded' | 'binary' | 'event-stream' | 'json-lines' | 'text'

/** A media type with the schema that tells its kind apart (see {@link mediaKind}). */
export type MediaSchema = { mediaType: string; schema: unknown; schemaPointer: string }

/** The kind of a media type, its schema followed through `$ref` (`quiet`: without diagnostics). */
export function mediaKindOf(refs: DocumentRefs, media: MediaSchema, quiet = false): MediaKind {
  return mediaKind(media.mediaType, refs.follow(media.schema, media.schemaPointer, quiet)?.value)
}

/** Kinds whose response body the explorer reads as a stream of events or lines. */
export function isStreamKind(kind: MediaKind): boolean {
  return kind === 'event-stream' || kind === 'json-lines'
}

/** The kind of a media type (parameters such as `; charset=utf-8` ignored), with the schema as tie-breaker. */
export function mediaKind(mediaType: string, schema: unknown): MediaKind {
  // Swagger 2.0 `type: file` is a file whatever `produces` says.
  if (isObject(schema) && schema['type'] === 'file') return 'binary'
  const type = typeClassOf(mediaType)
  switch (type) {
    case 'event-stream':
    case 'json-lines':
    case 'multipart':
    case 'urlencoded':
    case 'json':
      return type
    case 'any':
      return isBinarySchema(schema) ? 'binary' : 'json'
  }
  if (isBinarySchema(schema)) return 'binary'
  switch (type) {
    case 'binary':
      return 'binary'
    case 'text':
      return 'text'
    case 'mentions-json':
      return 'json'
  }
  return isObject(schema) && schema['type'] === 'string' ? 'text' : 'binary'
}

/**
 * What the media type alone says, in the order {@link mediaKind} asks: a kind it decides whatever the schema
 * (but Swagger's `type: file`), `any` for the wildcard type (JSON unless the schema is bytes), or, after a bytes
 * schema has had its say, `binary`, `text`, `mentions-json` (a type with "json" in it) or `other`.
 */
type TypeClass =
  | 'event-stream'
  | 'json-lines'
  | 'multipart'
  | 'urlencoded'
  | 'json'
  | 'any'
  | 'binary'
  | 'text'
  | 'mentions-json'
  | 'other'

/**
 * Classes of the media types seen so far, by the text as written. An import asks about the same few types for
 * every body and response (Kubernetes: 5,510 times, five types), and each answer took two regular expressions.
 * Bounded, since the texts come from documents: past the bound a type is classed every time.
 */
const typeClasses = new Map<string, TypeClass>()
const MAX_REMEMBERED_TYPES = 512

function typeClassOf(mediaType: string): TypeClass {
  let known = typeClasses.get(mediaType)
  if (known === undefined) {
    known = classify(essence(mediaType))
    if (typeClasses.size < MAX_REMEMBERED_TYPES) typeClasses.set(mediaType, known)
  }
  return known
}

function classify(type: string): TypeClass {
  if (type === 'text/event-stream') return 'event-stream'
  if (JSON_LINES_TYPES.has(type)) return 'json-lines'
  if (type.startsWith('multipart/')) return 'multipart'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/json') return 'json'
  if (type === '*/*') return 'any'
  if (/^(image|audio|video|font)\//.test(type) || BINARY_TYPES.has(type)) return 'binary'
  if (type.startsWith('text/') || type.endsWith('+xml') || type === 'application/xml') return 'text'
  if (type.includes('json')) return 'mentions-json'
  return 'other'
}

/** Newline-delimited JSON: `application/` and an optional `x-` before each of these. */
const JSON_LINES_TYPES = new Set(
  ['ndjson', 'jsonl', 'json-seq', 'jsonlines', 'x-jsonlines'].flatMap((name) => [
    `application/${name}`,
    `application/x-${name}`,
  ]),
)

/**
 * The media type without parameters, trimmed and in lower case. Asked for every media type of every body and
 * response, often several times: the usual `application/json` is returned as it is, without the array and
 * strings that splitting, trimming and lower-casing would allocate.
 */
function essence(mediaType: string): string {
  const semicolon = mediaType.indexOf(';')
  const type = semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)
  return PLAIN_MEDIA_TYPE.test(type) ? type : type.trim().toLowerCase()
}

/** A media type with nothing to trim or lower-case: printable ASCII without capitals, no space at either end. */
const PLAIN_MEDIA_TYPE = /^[!-@[-~](?:[ -@[-~]*[!-@[-~])?$/

const BINARY_TYPES = new Set([
  'application/octet-stream',
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
])

/** A schema for raw bytes: `format: binary`, Swagger's `type: file`, or a 3.1 `contentMediaType` without base64. */
export function isBinarySchema(schema: unknown): boolean {
  if (!isObject(schema)) return false
  if (schema['type'] === 'file' || schema['format'] === 'binary') return true
  return (
    schema['contentMediaType'] !== undefined &&
    schema['contentEncoding'] === undefined &&
    schema['type'] !== 'object'
  )
}
