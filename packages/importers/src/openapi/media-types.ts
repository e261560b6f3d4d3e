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
  const type = essence(mediaType)
  // Swagger 2.0 `type: file` is a file whatever `produces` says.
  if (isObject(schema) && schema['type'] === 'file') return 'binary'
  if (type === 'text/event-stream') return 'event-stream'
  if (/^application\/(x-)?(ndjson|jsonl|json-seq|jsonlines|x-jsonlines)$/.test(type)) return 'json-lines'
  if (type.startsWith('multipart/')) return 'multipart'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'text/json' ||
    (type === '*/*' && !isBinarySchema(schema))
  ) {
    return 'json'
  }
  if (isBinarySchema(schema)) return 'binary'
  if (/^(image|audio|video|font)\//.test(type) || BINARY_TYPES.has(type)) return 'binary'
  if (type.startsWith('text/') || type.endsWith('+xml') || type === 'application/xml') return 'text'
  if (type.includes('json')) return 'json'
  return isObject(schema) && schema['type'] === 'string' ? 'text' : 'binary'
}

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
