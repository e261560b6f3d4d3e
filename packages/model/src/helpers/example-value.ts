import type { TypeId } from '../definition/commons.js'
import type { NumberConstraints, PrimitiveType, StringPrimitive } from '../definition/primitive.js'
import type { ObjectProperty, TypeReference, TypeShape } from '../definition/type-shape.js'
import type { TypeRegistry } from './unwrap-shape.js'
import { setOwnEntry } from './own-entries.js'
import { objectProperties, unwrapShape } from './unwrap-shape.js'

/** Options of {@link exampleValue}. */
export type ExampleValueOptions = {
  /** The value goes into a request: read-only properties are left out. */
  forRequest?: boolean
  /** The value is a response: write-only properties are left out. */
  forResponse?: boolean
  /** How many objects, lists and maps deep the value may go; deeper values are left out (default 8). */
  maxDepth?: number
}

/** The example date of {@link exampleValue}. */
export const EXAMPLE_DATE = '2024-01-15'
/** The example date-time of {@link exampleValue}. */
export const EXAMPLE_DATETIME = '2024-01-15T09:30:00Z'
/** The example UUID of {@link exampleValue} (a valid version 4 UUID). */
export const EXAMPLE_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

const DEFAULT_MAX_DEPTH = 8

/** Example strings by OpenAPI `format`. */
const STRING_BY_FORMAT: Record<string, string> = {
  date: EXAMPLE_DATE,
  'date-time': EXAMPLE_DATETIME,
  datetime: EXAMPLE_DATETIME,
  time: '09:30:00',
  duration: 'P1D',
  uuid: EXAMPLE_UUID,
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': '/example',
  iri: 'https://example.com',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'SGVsbG8gd29ybGQ=',
  base64: 'SGVsbG8gd29ybGQ=',
  password: 'password',
  'json-pointer': '/example',
  regex: '^example$',
}

/**
 * A plausible example of a value of `shape`, for docs and "Use example" when a definition has no examples.
 * Declared defaults win. An enum gives its first value, a literal its value; strings follow their `format`
 * (date `2024-01-15`, date-time `2024-01-15T09:30:00Z`, a fixed UUID, `user@example.com`, …), else `'string'`,
 * fitted to `minLength` / `maxLength`; numbers honour `minimum`, `maximum` and `multipleOf`; base64 is a short
 * base64 text. A list has one item (or `minItems`), a map one `key` entry, an object every property (required
 * and optional), a union its first variant (with the discriminant), `optional` / `nullable` the example of the
 * inner shape, and an unknown value `{}`. A type met again inside itself, or a value deeper than `maxDepth`,
 * is left out (`undefined`; a property is omitted, a list is empty).
 */
export function exampleValue(
  shape: TypeShape | TypeReference,
  types: TypeRegistry,
  options: ExampleValueOptions = {},
): unknown {
  return valueOf({ types, options, maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH }, shape, new Set(), 0)
}

/** The example of every property of a list, by key (see {@link exampleValue}); left-out values are absent. */
export function exampleValues(
  properties: readonly ObjectProperty[],
  types: TypeRegistry,
  options: ExampleValueOptions = {},
): Record<string, unknown> {
  const context = { types, options, maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH }
  return propertiesOf(context, properties, new Set(), 0)
}

type Context = { types: TypeRegistry; options: ExampleValueOptions; maxDepth: number }

function propertiesOf(
  context: Context,
  properties: readonly ObjectProperty[],
  ancestors: ReadonlySet<TypeId>,
  depth: number,
): Record<string, unknown> {
  const { forRequest, forResponse } = context.options
  const value: Record<string, unknown> = {}
  for (const property of properties) {
    if (
      (forRequest === true && property.propertyAccess === 'READ_ONLY') ||
      (forResponse === true && property.propertyAccess === 'WRITE_ONLY')
    ) {
      continue
    }
    const propertyValue = valueOf(context, property.valueShape, ancestors, depth)
    if (propertyValue !== undefined) {
      setOwnEntry(value, property.key, propertyValue)
    }
  }
  return value
}

function valueOf(
  context: Context,
  input: TypeShape | TypeReference,
  ancestors: ReadonlySet<TypeId>,
  depth: number,
): unknown {
  const unwrapped = unwrapShape(input, context.types)
  if (unwrapped.typeIds.some((id) => ancestors.has(id))) {
    return undefined
  }
  if (unwrapped.default !== undefined) {
    return unwrapped.default
  }
  const { shape } = unwrapped
  switch (shape.type) {
    case 'primitive':
      return primitiveExample(shape.value)
    case 'enum':
      return shape.default ?? shape.values[0]?.value
    case 'literal':
      return shape.value.value
    case 'unknown':
      return {}
    default:
      break
  }
  const nested = depth + 1
  if (nested > context.maxDepth) {
    return undefined
  }
  const inside = unwrapped.typeIds.length === 0 ? ancestors : new Set([...ancestors, ...unwrapped.typeIds])
  switch (shape.type) {
    case 'object':
      return propertiesOf(context, objectProperties(shape, context.types), inside, nested)
    case 'discriminatedUnion': {
      const [first] = shape.variants
      if (first == null) {
        return undefined
      }
      return {
        ...propertiesOf(context, objectProperties(first, context.types), inside, nested),
        [shape.discriminant]: first.discriminantValue,
      }
    }
    case 'undiscriminatedUnion':
      for (const variant of shape.variants) {
        const value = valueOf(context, variant.shape, inside, depth)
        if (value !== undefined) {
          return value
        }
      }
      return undefined
    case 'list':
    case 'set': {
      const item = valueOf(context, shape.itemShape, inside, nested)
      const count = Math.min(Math.max(1, shape.minItems ?? 0), shape.maxItems ?? Number.POSITIVE_INFINITY)
      return item === undefined ? [] : Array.from({ length: count }, () => item)
    }
    case 'map': {
      const value = valueOf(context, shape.valueShape, inside, nested)
      if (value === undefined || shape.maxProperties === 0) {
        return {}
      }
      return { [mapKey(context, shape.keyShape, inside, nested)]: value }
    }
    default:
      shape satisfies never
      return undefined
  }
}

/** A free-text map key is `key`; an enum, literal, formatted or numeric key keeps its own example. */
function mapKey(
  context: Context,
  keyShape: TypeShape | TypeReference,
  ancestors: ReadonlySet<TypeId>,
  depth: number,
): string {
  const bare = unwrapShape(keyShape, context.types).shape
  if (bare.type === 'primitive' && bare.value.type === 'string' && bare.value.format == null) {
    return 'key'
  }
  const key = valueOf(context, keyShape, ancestors, depth)
  return typeof key === 'string' || typeof key === 'number' ? String(key) : 'key'
}

function primitiveExample(primitive: PrimitiveType): unknown {
  switch (primitive.type) {
    case 'string':
      return primitive.default ?? stringExample(primitive)
    case 'integer':
    case 'long':
    case 'uint':
    case 'uint64':
      return primitive.default ?? numberExample(primitive, true)
    case 'double':
      return primitive.default ?? numberExample(primitive, false)
    case 'boolean':
      return primitive.default ?? true
    case 'datetime':
      return primitive.default ?? EXAMPLE_DATETIME
    case 'date':
      return primitive.default ?? EXAMPLE_DATE
    case 'uuid':
      return primitive.default ?? EXAMPLE_UUID
    case 'base64':
      return primitive.default ?? 'SGVsbG8gd29ybGQ='
    case 'bigInteger':
      return primitive.default ?? '123456789012345678901234567890'
    case 'scalar':
      return primitive.default ?? 'string'
    default:
      primitive satisfies never
      return undefined
  }
}

function stringExample(primitive: StringPrimitive): string {
  const format = primitive.format?.toLowerCase()
  // The format comes from the data: `constructor` must not find a member of Object.prototype.
  const text =
    (format != null && Object.hasOwn(STRING_BY_FORMAT, format) ? STRING_BY_FORMAT[format] : undefined) ??
    'string'
  const padded =
    primitive.minLength != null && text.length < primitive.minLength
      ? text.padEnd(primitive.minLength, 'x')
      : text
  return primitive.maxLength != null && padded.length > primitive.maxLength
    ? padded.slice(0, primitive.maxLength)
    : padded
}

/**
 * A number within the bounds: 1 when allowed, else the nearest bound (moved inside an exclusive one), then
 * rounded to `multipleOf` (an integer step for integer kinds).
 */
function numberExample(constraints: NumberConstraints, integer: boolean): number {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = constraints
  const aboveMinimum = (value: number): boolean =>
    minimum == null || (exclusiveMinimum === true ? value > minimum : value >= minimum)
  const belowMaximum = (value: number): boolean =>
    maximum == null || (exclusiveMaximum === true ? value < maximum : value <= maximum)
  const step = multipleOf ?? (integer ? 1 : undefined)
  let value = 1
  if (!aboveMinimum(value) && minimum != null) {
    value = exclusiveMinimum === true ? minimum + (step ?? 1) : minimum
  }
  if (!belowMaximum(value) && maximum != null) {
    value = exclusiveMaximum === true ? maximum - (step ?? 1) : maximum
  }
  if (!aboveMinimum(value) && minimum != null && maximum != null) {
    value = (minimum + maximum) / 2
  }
  if (step == null) {
    return value
  }
  const up = roundTo(Math.ceil(value / step) * step)
  if (aboveMinimum(up) && belowMaximum(up)) {
    return up
  }
  const down = roundTo(Math.floor(value / step) * step)
  return aboveMinimum(down) && belowMaximum(down) ? down : up
}

/** Removes floating-point noise (`0.30000000000000004` → `0.3`). */
function roundTo(value: number): number {
  return Number.parseFloat(value.toPrecision(12))
}
