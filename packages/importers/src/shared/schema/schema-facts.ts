import type { Availability, TypeShape } from '@api-explorer/model'

import { isObject, type JsonObject } from '../guards.js'

/** A value of any type. */
export const UNKNOWN_SHAPE: TypeShape = { type: 'alias', value: { type: 'unknown' } }

/** `nullable: true` (OpenAPI 3.0) or `x-nullable: true` (Swagger 2.0). */
export function isNullableSchema(schema: JsonObject): boolean {
  return schema['nullable'] === true || schema['x-nullable'] === true
}

/** Wraps a shape in `nullable` when asked (never twice). */
export function withNullable(shape: TypeShape, nullable: boolean): TypeShape {
  if (!nullable || (shape.type === 'alias' && shape.value.type === 'nullable')) {
    return shape
  }
  return { type: 'alias', value: { type: 'nullable', shape } }
}

/** `deprecated: true` → Deprecated; `x-beta`/`x-stability-level: beta` → Beta. */
export function availabilityOf(node: JsonObject): Availability | undefined {
  if (node['deprecated'] === true) return 'Deprecated'
  if (node['x-beta'] === true || node['x-stability-level'] === 'beta') return 'Beta'
  return undefined
}

/** A count keyword (minItems, maxLength, …) when it is a non-negative safe integer, as JSON Schema requires. */
export function countOr(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined
}

const TYPE_KEYWORDS = new Set([
  'type',
  'properties',
  'items',
  'enum',
  'const',
  'allOf',
  'oneOf',
  'anyOf',
  '$ref',
])

/** Whether a schema keyword constrains the type (so that a schema with it is more than a `not`). */
export function isTypeKeyword(key: string): boolean {
  return TYPE_KEYWORDS.has(key)
}

/** The type a schema without `type` has by its keywords: `properties` → object, `items` → array, …. */
export function inferType(schema: JsonObject): string | undefined {
  if (isObject(schema['properties']) || schema['additionalProperties'] !== undefined) return 'object'
  if (schema['items'] !== undefined) return 'array'
  if (schema['format'] === 'binary') return 'string'
  return undefined
}
