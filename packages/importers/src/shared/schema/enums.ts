import type { EnumValue, TypeShape } from '@api-explorer/model'

import { ownValue, stringOr, type JsonObject } from '../guards.js'
import { childPointer } from '../json-pointer.js'
import { numberPrimitive, primitiveShape } from './primitives.js'
import { UNKNOWN_SHAPE, withNullable } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'
import { exactList } from '../exact-list.js'

/**
 * `enum`: string values become an enum (with `x-enum-descriptions` / `x-enumDescriptions` when given); `null`
 * among them makes it nullable; booleans become a boolean (or a literal for one value), numbers a union of
 * exact numbers. An enum mixing value types, one of objects or arrays, or an empty one loses its values (unknown,
 * with an info diagnostic that says which).
 */
export function enumShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const all = schema['enum'] as unknown[]
  // One pass over the values (Stripe's documents hold thousands of string enums, converted by unoptimised code
  // on an import's first call): the nulls and the strings counted, the non-null list made only when needed.
  let nulls = 0
  let strings = 0
  for (let index = 0; index < all.length; index++) {
    const value = all[index]
    if (value === null) nulls++
    else if (typeof value === 'string') strings++
  }
  const nullable = nulls > 0
  if (strings > 0 && strings === all.length - nulls) {
    return withNullable(stringEnum(schema, all), nullable)
  }
  const values = nullable ? all.filter((value) => value !== null) : all
  if (values.length > 0 && values.every((value) => typeof value === 'boolean')) {
    const [first] = values
    return withNullable(
      values.length === 1 || values.every((value) => value === first)
        ? { type: 'alias', value: { type: 'literal', value: booleanLiteral(first as boolean) } }
        : converter.interned.primitive({ type: 'boolean' }),
      nullable,
    )
  }
  if (values.length > 0 && values.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return withNullable(numberChoices(schema, [...new Set(values as number[])]), nullable)
  }
  converter.diagnostics.info(childPointer(pointer, 'enum'), unknownEnumMessage(all, values))
  return withNullable(UNKNOWN_SHAPE, nullable)
}

/** An enum of strings (`all` holds strings and nulls), each value once, with its description when given. */
function stringEnum(schema: JsonObject, all: unknown[]): TypeShape {
  const descriptions = enumDescriptions(schema)
  const seen = new Set<string>()
  const values: EnumValue[] = []
  // A value's position among the non-null ones, which is where its description is listed.
  let position = 0
  for (let index = 0; index < all.length; index++) {
    const value = all[index]
    if (typeof value !== 'string') continue
    const at = position++
    if (seen.has(value)) continue
    seen.add(value)
    const description = descriptions(value, at)
    const entry: EnumValue = { value }
    if (description !== undefined) entry.description = description
    values.push(entry)
  }
  const defaultValue = stringOr(schema['default'])
  const shape: TypeShape = { type: 'enum', values: exactList(values) }
  if (defaultValue !== undefined) shape.default = defaultValue
  return shape
}

/** Why an enum became unknown, saying what it holds. */
function unknownEnumMessage(all: unknown[], values: unknown[]): string {
  if (all.length === 0) {
    return 'An empty enum (no value is allowed) is imported as unknown.'
  }
  if (values.length === 0) {
    return 'An enum of only null is imported as a nullable unknown value.'
  }
  if (values.every((value) => typeof value === 'object')) {
    return 'An enum of objects or arrays is imported as unknown: the model has no constant objects.'
  }
  return 'An enum of mixed value types is imported as unknown.'
}

/**
 * The model's enums hold strings, so a numeric enum is a union of exact numbers (each a number whose minimum,
 * maximum and default are the value), named by `x-enum-varnames` / `x-enumNames` when given. The values sent
 * stay numbers and the reader still picks from the list; the default, if any, comes first.
 */
function numberChoices(schema: JsonObject, values: number[]): TypeShape {
  if (values.length === 1) {
    return numberConstant(schema, values[0] ?? 0)
  }
  const names = schema['x-enum-varnames'] ?? schema['x-enumNames']
  const descriptions = enumDescriptions(schema)
  const fallback = schema['default']
  const ordered =
    typeof fallback === 'number' && values.includes(fallback)
      ? [fallback, ...values.filter((value) => value !== fallback)]
      : values
  return {
    type: 'undiscriminatedUnion',
    variants: ordered.map((value) => {
      const index = values.indexOf(value)
      const name = Array.isArray(names) ? stringOr(names[index]) : undefined
      const description = descriptions(String(value), index)
      return {
        displayName: name === undefined ? String(value) : `${name} (${value})`,
        shape: numberConstant(schema, value),
        ...(description === undefined ? {} : { description }),
      }
    }),
  }
}

/** Exactly one number: minimum = maximum = default = the value (`format` still picks integer, long, …). */
function numberConstant(schema: JsonObject, value: number): TypeShape {
  const { exclusiveMinimum: _min, exclusiveMaximum: _max, multipleOf: _step, ...rest } = schema
  const kind = Number.isInteger(value) ? 'integer' : 'number'
  return primitiveShape(numberPrimitive({ ...rest, minimum: value, maximum: value, default: value }, kind))
}

/** `const`: a string or boolean becomes a literal, a number an exact number; objects and arrays are unknown. */
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
  if (typeof value === 'number' && Number.isFinite(value)) {
    return numberConstant(schema, value)
  }
  converter.diagnostics.info(
    childPointer(pointer, 'const'),
    'A constant that is not a string, number or boolean is imported as unknown.',
  )
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
    return (value) => stringOr(ownValue(list as Record<string, unknown>, value))
  }
  return () => undefined
}
