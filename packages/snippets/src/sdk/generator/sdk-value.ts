import type { TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import { isJsonNumber, isJsonNumberText, objectProperties, unwrapShape } from '@api-explorer/model'

import type { NumberPrimitive, SdkValueType } from './sdk-value-type.js'
import { NUMBER_PRIMITIVES, sdkValueType } from './sdk-value-type.js'

/**
 * A request value with what its type says about it, so that each language can write it idiomatically: typed
 * objects as constructors or builders, enums as members, dates as date values, containers with their declared
 * element type. Values the definition does not describe (or that do not match their type) are `json` or
 * carry no declared type, and are written as plain literals.
 */
export type SdkValue =
  | { kind: 'object'; typeName: string | undefined; fields: SdkField[] }
  | { kind: 'map'; entries: Array<{ key: string; value: SdkValue }>; valueType?: SdkValueType }
  | { kind: 'list'; items: SdkValue[]; itemType?: SdkValueType }
  | { kind: 'enum'; typeName: string | undefined; value: string; members?: readonly string[] }
  | { kind: 'string'; value: string; format: StringFormat }
  | {
      kind: 'number'
      value: number
      integer: boolean
      primitive?: NumberPrimitive
      /** The exact digits of a whole number no double holds (a uint64 typed as `18446744073709551615`). */
      digits?: string
    }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'json'; value: unknown }

/** How a string value is meant: plain text, a date, a date-time, or base64 bytes. */
type StringFormat = 'text' | 'date' | 'datetime' | 'base64'

/** A field of an object value: its wire key, its value, and whether the type lets it be left out. */
export interface SdkField {
  key: string
  value: SdkValue
  optional: boolean
}

/** Nesting beyond this is written as plain literals, so a pathological value cannot blow the stack. */
const MAX_DEPTH = 64

/** The {@link SdkValue} of a value of a shape; `undefined` shape means "not described". */
export function sdkValue(
  value: unknown,
  shape: TypeShape | TypeReference | undefined,
  types: TypeRegistry,
  depth = 0,
): SdkValue {
  if (value === null) return { kind: 'null' }
  if (shape === undefined || depth > MAX_DEPTH) return plainValue(value, depth)
  const unwrapped = unwrapShape(shape, types)
  const bare = unwrapped.shape
  switch (bare.type) {
    case 'object':
      if (!isRecord(value)) return plainValue(value, depth)
      return objectValue(value, objectProperties(bare, types), unwrapped.typeName, types, depth)
    case 'discriminatedUnion': {
      if (!isRecord(value)) return plainValue(value, depth)
      const variant = bare.variants.find(
        (candidate) => candidate.discriminantValue === value[bare.discriminant],
      )
      if (variant === undefined) return plainValue(value, depth)
      const own = objectProperties(variant, types)
      return objectValue(value, own, unwrapped.typeName, types, depth)
    }
    case 'undiscriminatedUnion': {
      const variant = bare.variants.find((candidate) => matches(value, candidate.shape, types))
      return variant === undefined
        ? plainValue(value, depth)
        : sdkValue(value, variant.shape, types, depth + 1)
    }
    case 'enum':
      return typeof value === 'string'
        ? {
            kind: 'enum',
            typeName: unwrapped.typeName,
            value,
            members: bare.values.map((member) => member.value),
          }
        : plainValue(value, depth)
    case 'list':
    case 'set':
      return Array.isArray(value)
        ? {
            kind: 'list',
            items: value.map((item) => sdkValue(item, bare.itemShape, types, depth + 1)),
            itemType: sdkValueType(bare.itemShape, types),
          }
        : plainValue(value, depth)
    case 'map':
      return isRecord(value)
        ? {
            kind: 'map',
            entries: Object.entries(value)
              .filter(([, item]) => item !== undefined)
              .map(([key, item]) => ({ key, value: sdkValue(item, bare.valueShape, types, depth + 1) })),
            valueType: sdkValueType(bare.valueShape, types),
          }
        : plainValue(value, depth)
    case 'primitive': {
      const primitive = bare.value.type
      if (isNumberPrimitive(primitive)) {
        // A number input keeps a number no double holds as its text: it is still a number.
        const number = numberValue(value, primitive)
        if (number !== undefined) return number
      }
      if (typeof value === 'string') {
        const format =
          primitive === 'date'
            ? 'date'
            : primitive === 'datetime'
              ? 'datetime'
              : primitive === 'base64'
                ? 'base64'
                : 'text'
        return { kind: 'string', value, format }
      }
      if (typeof value === 'number' && isNumberPrimitive(primitive)) {
        // The declared type decides: a double holding 3 is still a double. An integer type holding a
        // fraction is not written as an integer, so no language truncates it.
        const integer = primitive !== 'double' && Number.isInteger(value)
        return { kind: 'number', value, integer, primitive }
      }
      return plainValue(value, depth)
    }
    default:
      return plainValue(value, depth)
  }
}

/** The properties of an object value, in the type's order, then keys the type does not declare. */
function objectValue(
  value: Record<string, unknown>,
  properties: ReturnType<typeof objectProperties>,
  typeName: string | undefined,
  types: TypeRegistry,
  depth: number,
): SdkValue {
  const declared = new Set(properties.map((property) => property.key))
  const fields: SdkField[] = []
  for (const property of properties) {
    if (!Object.hasOwn(value, property.key) || value[property.key] === undefined) continue
    fields.push({
      key: property.key,
      value: sdkValue(value[property.key], property.valueShape, types, depth + 1),
      optional: unwrapShape(property.valueShape, types).isOptional,
    })
  }
  for (const [key, item] of Object.entries(value)) {
    if (declared.has(key) || item === undefined) continue
    fields.push({ key, value: plainValue(item, depth + 1), optional: true })
  }
  return { kind: 'object', typeName, fields }
}

/** A value written as a literal, without type information: numbers are integers when they are whole. */
function plainValue(value: unknown, depth = 0): SdkValue {
  if (value === null || value === undefined) return { kind: 'null' }
  if (typeof value === 'string') return { kind: 'string', value, format: 'text' }
  if (typeof value === 'number') return { kind: 'number', value, integer: Number.isInteger(value) }
  if (isJsonNumber(value)) return numberValue(value) ?? { kind: 'json', value }
  if (typeof value === 'boolean') return { kind: 'boolean', value }
  if (depth > MAX_DEPTH) return { kind: 'json', value }
  if (Array.isArray(value)) return { kind: 'list', items: value.map((item) => plainValue(item, depth + 1)) }
  if (isRecord(value)) {
    return {
      kind: 'map',
      entries: Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => ({ key, value: plainValue(item, depth + 1) })),
    }
  }
  return { kind: 'json', value }
}

/**
 * The number value of a number, number text (trimmed) or a `JsonNumber`; `undefined` for anything else. A whole
 * number no double holds keeps its exact `digits`. With a declared primitive, only integer kinds are integers.
 */
function numberValue(
  value: unknown,
  primitive?: NumberPrimitive,
): Extract<SdkValue, { kind: 'number' }> | undefined {
  const text = typeof value === 'string' ? value.trim() : isJsonNumber(value) ? value.text : undefined
  if (text === undefined || !isJsonNumberText(text)) return undefined
  const number = Number(text)
  const digits = /^-?\d+$/.test(text) && !Number.isSafeInteger(number) ? text : undefined
  const whole = digits !== undefined || Number.isInteger(number)
  return {
    kind: 'number',
    value: number,
    integer: primitive === undefined ? whole : primitive !== 'double' && whole,
    ...(primitive === undefined ? {} : { primitive }),
    ...(digits === undefined ? {} : { digits }),
  }
}

function isNumberPrimitive(primitive: string): primitive is NumberPrimitive {
  return (NUMBER_PRIMITIVES as readonly string[]).includes(primitive)
}

/** Whether a value has the JSON kind of a shape (used to pick an undiscriminated union's variant). */
function matches(value: unknown, shape: TypeShape, types: TypeRegistry): boolean {
  const bare = unwrapShape(shape, types).shape
  switch (bare.type) {
    case 'object':
    case 'discriminatedUnion':
    case 'map':
      return isRecord(value)
    case 'list':
    case 'set':
      return Array.isArray(value)
    case 'enum':
      return typeof value === 'string' && bare.values.some((member) => member.value === value)
    case 'literal':
      return value === bare.value.value
    case 'primitive': {
      const primitive = bare.value.type
      if (primitive === 'boolean') return typeof value === 'boolean'
      if (isNumberPrimitive(primitive)) return typeof value === 'number' || isJsonNumber(value)
      return typeof value === 'string'
    }
    default:
      return true
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
