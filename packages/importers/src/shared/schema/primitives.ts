import type { NumberConstraints, PrimitiveType, TypeShape } from '@api-explorer/model'

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
  const withDefault = defaultText === undefined ? {} : { default: defaultText }
  switch (format) {
    case 'date':
      return { type: 'date', ...withDefault }
    case 'date-time':
      return { type: 'datetime', ...withDefault }
    case 'uuid':
      return { type: 'uuid', ...withDefault }
    case 'byte':
    case 'base64':
      return base64Primitive(schema, withDefault)
  }
  if (schema['contentEncoding'] === 'base64') {
    return base64Primitive(schema, withDefault)
  }
  const minLength = countOr(schema['minLength'])
  const maxLength = countOr(schema['maxLength'])
  const regex = stringOr(schema['pattern'])
  return {
    type: 'string',
    ...(format === undefined ? {} : { format }),
    ...(regex === undefined ? {} : { regex }),
    ...(minLength === undefined ? {} : { minLength }),
    ...(maxLength === undefined ? {} : { maxLength }),
    ...withDefault,
  }
}

function base64Primitive(schema: JsonObject, withDefault: { default?: string }): PrimitiveType {
  const mimeType = stringOr(schema['contentMediaType'])
  return { type: 'base64', ...withDefault, ...(mimeType === undefined ? {} : { mimeType }) }
}

/** `type: integer` (int32 → integer, int64 → long, uint32 → uint, uint64 → uint64) or `type: number` (double). */
export function numberPrimitive(schema: JsonObject, kind: 'integer' | 'number'): PrimitiveType {
  const constraints = numberConstraints(schema)
  if (kind === 'number') {
    return { type: 'double', ...constraints }
  }
  switch (schema['format']) {
    case 'int64':
      return { type: 'long', ...constraints }
    case 'uint32':
    case 'uint':
      return { type: 'uint', ...constraints }
    case 'uint64':
      return { type: 'uint64', ...constraints }
    default:
      return { type: 'integer', ...constraints }
  }
}

/**
 * Numeric constraints. OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 (JSON Schema 2020-12)
 * writes the bound itself, `exclusiveMinimum: 5`. Both become `minimum: 5, exclusiveMinimum: true`.
 */
function numberConstraints(schema: JsonObject): NumberConstraints {
  const constraints: NumberConstraints = {}
  const minimum = numberOr(schema['minimum'])
  const maximum = numberOr(schema['maximum'])
  const exclusiveMinimum = schema['exclusiveMinimum']
  const exclusiveMaximum = schema['exclusiveMaximum']
  if (minimum !== undefined) constraints.minimum = minimum
  if (maximum !== undefined) constraints.maximum = maximum
  if (typeof exclusiveMinimum === 'number') {
    constraints.minimum = exclusiveMinimum
    constraints.exclusiveMinimum = true
  } else if (exclusiveMinimum === true && minimum !== undefined) {
    constraints.exclusiveMinimum = true
  }
  if (typeof exclusiveMaximum === 'number') {
    constraints.maximum = exclusiveMaximum
    constraints.exclusiveMaximum = true
  } else if (exclusiveMaximum === true && maximum !== undefined) {
    constraints.exclusiveMaximum = true
  }
  const multipleOf = numberOr(schema['multipleOf'])
  if (multipleOf !== undefined && multipleOf > 0) constraints.multipleOf = multipleOf
  const defaultNumber = numberOr(schema['default'])
  if (defaultNumber !== undefined) constraints.default = defaultNumber
  return constraints
}
