import type { JsonObject } from '../shared/guards.js'

/** A named example of a parameter, body or response. */
export type NamedExample = { name?: string; description?: string; value: unknown }

/** A parameter with its schema, whatever the OpenAPI version wrote. */
export type NormalizedParameter = {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: unknown
  schemaPointer: string
  pointer: string
  description?: string
  deprecated: boolean
  /** Query arrays: repeat the name (true, OpenAPI's default) or join with commas (false). */
  explode: boolean
  style?: string
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
  fieldPointers?: Record<string, string>
}

/** A request body. */
export type NormalizedBody = {
  required: boolean
  description?: string
  media: NormalizedMedia[]
  pointer: string
}

/** A response header with its schema (3.x: the header's `schema`; 2.0: the header object itself). */
export type NormalizedHeader = {
  name: string
  schema: unknown
  schemaPointer: string
  pointer: string
  description?: string
  required: boolean
  deprecated: boolean
}

/** A response by status code (`200`, `2XX`, `default`). */
export type NormalizedResponse = {
  code: string
  description?: string
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
  body?: NormalizedBody
  responses: NormalizedResponse[]
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
