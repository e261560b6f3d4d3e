import type { ExactDecimal } from './exact-decimal.js'
import { decimalFromNumber } from './exact-decimal.js'

/** The number primitives of the model. */
export type NumberKind = 'integer' | 'long' | 'uint' | 'uint64' | 'double'

/** Whether a primitive type tag is one of the {@link NumberKind}s. */
export function isNumberKind(type: string): type is NumberKind {
  return type === 'integer' || type === 'long' || type === 'uint' || type === 'uint64' || type === 'double'
}

/**
 * What each kind can hold, exactly: uint32, int64 and uint64 for `uint`, `long` and `uint64`, the finite doubles
 * for `double`. `integer` is held to int64 too, not int32: importers map OpenAPI's format-less `integer` (which
 * has no size) to it, and real APIs put ids past 2^31 there, so an int32 limit would reject real values.
 */
export const NUMBER_KIND_RANGES: Readonly<
  Record<NumberKind, { min: number | bigint; max: number | bigint }>
> = {
  integer: { min: -(2n ** 63n), max: 2n ** 63n - 1n },
  uint: { min: 0n, max: 2n ** 32n - 1n },
  long: { min: -(2n ** 63n), max: 2n ** 63n - 1n },
  uint64: { min: 0n, max: 2n ** 64n - 1n },
  double: { min: -Number.MAX_VALUE, max: Number.MAX_VALUE },
}

/** The range of a kind as exact decimals. */
export function kindRange(kind: NumberKind): { min: ExactDecimal; max: ExactDecimal } {
  const { min, max } = NUMBER_KIND_RANGES[kind]
  return { min: decimalFromNumber(min), max: decimalFromNumber(max) }
}

/**
 * What a number input stores for the text a reader typed: `undefined` for `''`; a JavaScript number when the
 * text is exactly how that number is written (`String(number) === text`) and the kind can take it from a number
 * without loss (a safe integer for the integer kinds, a finite number for `double`); otherwise the text itself,
 * unchanged. So `'42'` → 42 and `'0.5'` → 0.5 (for `double`), but `'18446744073709551615'`, `'1e400'`, `'1.5'` for
 * an integer kind, `'-'`, `'1.'` and `'1.0'` stay text: the field keeps what the reader typed (half-typed numbers
 * included), validation explains what is wrong with it, and the request sends the digits exactly.
 */
export function numberFromText(text: string, kind: NumberKind): number | string | undefined {
  if (text === '') {
    return undefined
  }
  const number = Number(text)
  const holds = kind === 'double' ? Number.isFinite(number) : Number.isSafeInteger(number)
  return holds && String(number) === text ? number : text
}
