import type { PrimitiveKind, TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'

/** The numeric primitives of the definition. */
export const NUMBER_PRIMITIVES: readonly ['integer', 'long', 'uint', 'uint64', 'double'] = [
  'integer',
  'long',
  'uint',
  'uint64',
  'double',
]

/** A numeric primitive of the definition. */
export type NumberPrimitive = (typeof NUMBER_PRIMITIVES)[number]

/**
 * The declared type of a list's items or a map's values, so that typed languages spell a container's element
 * type from the definition (an empty `[]` included) instead of guessing it from the values. `optional` is set
 * when the type may be left out or be null (Go writes it as a pointer, C# as `T?`).
 */
export type SdkValueType = { optional: boolean } & (
  | { kind: 'list'; item: SdkValueType }
  | { kind: 'map'; value: SdkValueType }
  /** A named object (or discriminated union), or an inline object (`typeName` undefined). */
  | { kind: 'object'; typeName: string | undefined }
  /** A named enum, or an inline one (`typeName` undefined), which SDKs type as a string. */
  | { kind: 'enum'; typeName: string | undefined }
  | { kind: 'primitive'; primitive: PrimitiveKind }
  | { kind: 'unknown' }
)

/** Container nesting followed when describing an element type; deeper levels are `unknown`. */
const MAX_TYPE_DEPTH = 16

/** The {@link SdkValueType} of a shape. Unions and unknown values are `unknown`. */
export function sdkValueType(shape: TypeShape | TypeReference, types: TypeRegistry, depth = 0): SdkValueType {
  const unwrapped = unwrapShape(shape, types)
  const optional = unwrapped.isOptional || unwrapped.isNullable
  const bare = unwrapped.shape
  if (depth > MAX_TYPE_DEPTH) return { kind: 'unknown', optional }
  switch (bare.type) {
    case 'object':
      return { kind: 'object', typeName: unwrapped.typeName, optional }
    case 'discriminatedUnion':
      return unwrapped.typeName === undefined
        ? { kind: 'unknown', optional }
        : { kind: 'object', typeName: unwrapped.typeName, optional }
    case 'enum':
      return { kind: 'enum', typeName: unwrapped.typeName, optional }
    case 'list':
    case 'set':
      return { kind: 'list', item: sdkValueType(bare.itemShape, types, depth + 1), optional }
    case 'map':
      return { kind: 'map', value: sdkValueType(bare.valueShape, types, depth + 1), optional }
    case 'primitive':
      return { kind: 'primitive', primitive: bare.value.type, optional }
    case 'literal':
      return {
        kind: 'primitive',
        primitive: bare.value.type === 'booleanLiteral' ? 'boolean' : 'string',
        optional,
      }
    default:
      return { kind: 'unknown', optional }
  }
}

/** The largest signed 64-bit integer (Java and C# `long`, Go `int64`). */
const MAX_LONG: bigint = 2n ** 63n - 1n

/**
 * A number as the generators read it: a JavaScript number, or a number value with the exact digits of a whole
 * number no double holds (a uint64's `18446744073709551615` typed in the form).
 */
export type NumberLike = number | { value: number; digits?: string }

/** The exact whole value of a number, `undefined` when it has a fraction (or is not finite). */
export function wholeValue(value: NumberLike): bigint | undefined {
  if (typeof value !== 'number' && value.digits !== undefined) return BigInt(value.digits)
  const number = typeof value === 'number' ? value : value.value
  return Number.isInteger(number) ? BigInt(number) : undefined
}

/** Whether a whole number fits a signed 64-bit integer. */
export function fitsLong(value: NumberLike): boolean {
  const big = wholeValue(value)
  return big !== undefined && big <= MAX_LONG && big >= -MAX_LONG
}

/** Whether a whole number fits a signed 32-bit integer. */
export function fitsInt(value: NumberLike): boolean {
  const big = wholeValue(value)
  return big !== undefined && big <= 2n ** 31n - 1n && big >= -(2n ** 31n - 1n)
}

/**
 * A whole number's digits: the exact ones when the value has them, else as JavaScript writes the number (so
 * `2 ** 62` is `4611686018427388000`, the number `JSON.stringify` sends), but never with an exponent, which
 * `String` uses from 1e21 on.
 */
export function integerDigits(value: NumberLike): string {
  if (typeof value !== 'number') {
    return value.digits ?? integerDigits(value.value)
  }
  return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString()
}

/** A number as a floating-point literal: always with a `.` or an exponent (`3` → `3.0`). */
export function floatLiteral(value: number): string {
  const text = String(value)
  return /[.eE]/.test(text) ? text : `${text}.0`
}
