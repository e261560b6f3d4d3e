import type { EnumValue, TypeShape } from '@api-explorer/model'

import { stringOr, type JsonObject } from '../guards.js'
import { childPointer } from '../json-pointer.js'
import { numberPrimitive, primitiveShape } from './primitives.js'
import { UNKNOWN_SHAPE, withNullable } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'

/**
 * `enum`: string values become an enum (with `x-enum-descriptions` / `x-enumDescriptions` when given); `null`
 * among them makes it nullable. The model's enums hold strings, so numeric and boolean enums stay plain
 * numbers and booleans (with an info diagnostic), which keeps the values sent typed correctly.
 */
export function enumShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const all = schema['enum'] as unknown[]
  const values = all.filter((value) => value !== null)
  const nullable = values.length < all.length
  if (values.length > 0 && values.every((value) => typeof value === 'string')) {
    const descriptions = enumDescriptions(schema)
    const seen = new Set<string>()
    const enumValues: EnumValue[] = []
    values.forEach((value, index) => {
      if (seen.has(value)) return
      seen.add(value)
      const description = descriptions(value, index)
      enumValues.push({ value, ...(description === undefined ? {} : { description }) })
    })
    const defaultValue = stringOr(schema['default'])
    return withNullable(
      { type: 'enum', values: enumValues, ...(defaultValue === undefined ? {} : { default: defaultValue }) },
      nullable,
    )
  }
  if (values.length === 1 && typeof values[0] === 'boolean') {
    return withNullable(
      { type: 'alias', value: { type: 'literal', value: booleanLiteral(values[0]) } },
      nullable,
    )
  }
  const kind = values.every((value) => typeof value === 'number')
    ? Number.isInteger(values[0]) && values.every(Number.isInteger)
      ? 'integer'
      : 'number'
    : values.every((value) => typeof value === 'boolean')
      ? 'boolean'
      : undefined
  converter.diagnostics.info(
    childPointer(pointer, 'enum'),
    kind === undefined
      ? 'An enum of mixed value types is imported as unknown.'
      : `An enum of ${kind} values is imported as a plain ${kind}; the model's enums hold strings.`,
  )
  if (kind === 'boolean') {
    return withNullable(primitiveShape({ type: 'boolean' }), nullable)
  }
  if (kind === undefined) {
    return withNullable(UNKNOWN_SHAPE, nullable)
  }
  return withNullable(primitiveShape(numberPrimitive(schema, kind)), nullable)
}

/** `const`: a string or boolean becomes a literal; other constants keep their type with a diagnostic. */
export function constShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const value = schema['const']
  if (typeof value === 'string') {
    return { type: 'alias', value: { type: 'literal', value: { type: 'stringLiteral', value } } }
  }
  if (typeof value === 'boolean') {
    return { type: 'alias', value: { type: 'literal', value: booleanLiteral(value) } }
  }
  if (value === null) {
    return withNullable(UNKNOWN_SHAPE, true)
  }
  converter.diagnostics.info(
    childPointer(pointer, 'const'),
    'A constant that is not a string or boolean is imported as its plain type.',
  )
  if (typeof value === 'number') {
    return primitiveShape(numberPrimitive(schema, Number.isInteger(value) ? 'integer' : 'number'))
  }
  return UNKNOWN_SHAPE
}

function booleanLiteral(value: boolean): { type: 'booleanLiteral'; value: boolean } {
  return { type: 'booleanLiteral', value }
}

function enumDescriptions(schema: JsonObject): (value: string, index: number) => string | undefined {
  const list = schema['x-enum-descriptions'] ?? schema['x-enumDescriptions']
  if (Array.isArray(list)) {
    return (_value, index) => stringOr(list[index])
  }
  if (typeof list === 'object' && list !== null) {
    return (value) => stringOr((list as Record<string, unknown>)[value])
  }
  return () => undefined
}
