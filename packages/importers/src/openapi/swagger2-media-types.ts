import { arrayOr, type JsonObject } from '../shared/guards.js'

// Apart from swagger2-operation.ts, which brings the normalization with it: the outline reads these too, and its
// worker module loads only what an outline reads (see outline-definition.ts).

/** The strings of a Swagger 2.0 `consumes` or `produces` list, else `[fallback]`. */
export function mediaTypes(value: unknown, fallback: string): string[] {
  const list = arrayOr(value).filter((entry): entry is string => typeof entry === 'string')
  return list.length > 0 ? list : [fallback]
}

/** The media types of an operation's responses: its `produces`, else the document's, else JSON. */
export function producedMediaTypes(document: JsonObject, operation: JsonObject): string[] {
  return mediaTypes(operation['produces'] ?? document['produces'], 'application/json')
}
