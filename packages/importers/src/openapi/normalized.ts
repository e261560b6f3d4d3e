import type { JsonObject } from '../shared/guards.js'
import type { PathOperation } from './path-operations.js'

/*
 * The normalized forms have fixed fields, an absent one `undefined` rather than missing: they are made once per
 * operation, often by unoptimised code, and one layout per type keeps that cheap. No one outside the importer
 * sees them.
 */

/** A named example of a parameter, body or response. */
export type NamedExample = { name: string | undefined; description: string | undefined; value: unknown }

/** An example without a name or description (an `example` field). */
export function unnamedExample(value: unknown): NamedExample {
  return { name: undefined, description: undefined, value }
}

/** A parameter with its schema, whatever the OpenAPI version wrote. */
export type NormalizedParameter = {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: unknown
  schemaPointer: string
  pointer: string
  description: string | undefined
  deprecated: boolean
  /** Query arrays: repeat the name (true, OpenAPI's default) or join with commas (false). */
  explode: boolean
  style: string | undefined
  examples: NamedExample[]
}

/** One media type of a body or response. */
export type NormalizedMedia = {
  mediaType: string
  schema: unknown
  schemaPointer: string
  pointer: string
  examples: NamedExample[]
  /** OpenAPI 3 `encoding` of multipart and urlencoded bodies. */
  encoding: JsonObject
  /** Where each form field was declared, when that is not inside `schema` (Swagger 2.0 formData parameters). */
  fieldPointers: Record<string, string> | undefined
}

/** A request body. */
export type NormalizedBody = {
  required: boolean
  description: string | undefined
  media: NormalizedMedia[]
  pointer: string
}

/** A response header with its schema (3.x: the header's `schema`; 2.0: the header object itself). */
export type NormalizedHeader = {
  name: string
  schema: unknown
  schemaPointer: string
  pointer: string
  description: string | undefined
  required: boolean
  deprecated: boolean
}

/** A response by status code (`200`, `2XX`, `default`). */
export type NormalizedResponse = {
  code: string
  description: string | undefined
  media: NormalizedMedia[]
  headers: NormalizedHeader[]
  pointer: string
}

/** An operation in a version-independent form. */
export type NormalizedOperation = {
  method: string
  path: string
  pointer: string
  operation: JsonObject
  parameters: NormalizedParameter[]
  body: NormalizedBody | undefined
  responses: NormalizedResponse[]
  /** Where the document declares it: what the endpoint's examples read it again from (see operation.ts). */
  source: PathOperation
}

/** The HTTP methods a path item can hold, in OpenAPI's order. */
export const PATH_ITEM_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const
