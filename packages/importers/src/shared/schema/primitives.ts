import type { NumberConstraints, PrimitiveType, StringPrimitive, TypeShape } from '@api-explorer/model'

import { numberOr, stringOr, type JsonObject } from '../guards.js'
import { countOr } from './schema-facts.js'

/** A shape around a primitive. */
export function primitiveShape(value: PrimitiveType): TypeShape {
  return { type: 'alias', value: { type: 'primitive', value } }
}

/**
 * A `type: string` schema: `format` picks the model's date, datetime, uuid or base64 primitive; any other
 * format (email, uri, password, binary, …) stays on the string as a hint for inputs.
 */
export function stringPrimitive(schema: JsonObject): PrimitiveType {
  const format = stringOr(schema['format'])
  const defaultText = stringOr(schema['default'])
  // Built field by field in the model's order (no conditional spreads): a string is the commonest schema.
  switch (format) {
    case 'date':
      return defaultText === undefined ? { type: 'date' } : { type: 'date', default: defaultText }
    case 'date-time':
      return defaultText === undefined ? { type: 'datetime' } : { type: 'datetime', default: defaultText }
    case 'uuid':
      return defaultText === undefined ? { type: 'uuid' } : { type: 'uuid', default: defaultText }
    case 'byte':
    case 'base64':
      return base64Primitive(schema, defaultText)
  }
  if (schema['contentEncoding'] === 'base64') {
    return base64Primitive(schema, defaultText)
  }
  const minLength = countOr(schema['minLength'])
  const maxLength = countOr(schema['maxLength'])
  const regex = stringOr(schema['pattern'])
  const primitive: StringPrimitive = { type: 'string' }
  if (format !== undefined) primitive.format = format
  if (regex !== undefined) primitive.regex = regex
  if (minLength !== undefined) primitive.minLength = minLength
  if (maxLength !== undefined) primitive.maxLength = maxLength
  if (defaultText !== undefined) primitive.default = defaultText
  return primitive
}

function base64Primitive(schema: JsonObject, defaultText: string | undefined): PrimitiveType {
  const mimeType = stringOr(schema['contentMediaType'])
  const primitive: { type: 'base64'; default?: string; mimeType?: string } = { type: 'base64' }
  if (defaultText !== undefined) primitive.default = defaultText
  if (mimeType !== undefined) primitive.mimeType = mimeType
  return primitive
}

/** `type: integer` (int32 → integer, int64 → long, uint32 → uint, uint64 → uint64) or `type: number` (double). */
export function numberPrimitive(schema: JsonObject, kind: 'integer' | 'number'): PrimitiveType {
  if (kind === 'number') return numberConstraints(schema, 'double')
  switch (schema['format']) {
    case 'int64':
      return numberConstraints(schema, 'long')
    case 'uint32':
    case 'uint':
      return numberConstraints(schema, 'uint')
    case 'uint64':
      return numberConstraints(schema, 'uint64')
    default:
      return numberConstraints(schema, 'integer')
  }
}

type NumberKind = 'integer' | 'double' | 'long' | 'uint' | 'uint64'

/**
 * A number primitive of `type` with its constraints, built field by field (no spread of the constraints into a
 * second object). OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 (JSON Schema 2020-12)
 * writes the bound itself, `exclusiveMinimum: 5`, which becomes `minimum: 5, exclusiveMinimum: true`. When a
 * schema has both an inclusive and an exclusive bound on one side, the tighter one is kept (`minimum: 10,
 * exclusiveMinimum: 5` → minimum 10 inclusive; at equal values the exclusive one).
 */
function numberConstraints(schema: JsonObject, type: NumberKind): { type: NumberKind } & NumberConstraints {
  const constraints: { type: NumberKind } & NumberConstraints = { type }
  const lower = tighterBound(
    bound(schema['minimum'], schema['exclusiveMinimum'] === true),
    bound(schema['exclusiveMinimum'], true),
    1,
  )
  const upper = tighterBound(
    bound(schema['maximum'], schema['exclusiveMaximum'] === true),
    bound(schema['exclusiveMaximum'], true),
    -1,
  )
  if (lower !== undefined) {
    constraints.minimum = lower.value
    if (lower.exclusive) constraints.exclusiveMinimum = true
  }
  if (upper !== undefined) {
    constraints.maximum = upper.value
    if (upper.exclusive) constraints.exclusiveMaximum = true
  }
  const multipleOf = numberOr(schema['multipleOf'])
  if (multipleOf !== undefined && multipleOf > 0) constraints.multipleOf = multipleOf
  const defaultNumber = numberOr(schema['default'])
  if (defaultNumber !== undefined) constraints.default = defaultNumber
  return constraints
}

type Bound = { value: number; exclusive: boolean }

function bound(value: unknown, exclusive: boolean): Bound | undefined {
  const number = numberOr(value)
  return number === undefined ? undefined : { value: number, exclusive }
}

/** The bound that allows less: the greater lower bound (`direction` 1) or the smaller upper bound (-1). */
function tighterBound(a: Bound | undefined, b: Bound | undefined, direction: 1 | -1): Bound | undefined {
  if (a === undefined || b === undefined) return a ?? b
  if (a.value === b.value) return a.exclusive ? a : b
  return (a.value - b.value) * direction > 0 ? a : b
}
