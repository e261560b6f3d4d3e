import type { NumberConstraints } from '@api-explorer/model'
import type { ExactDecimal } from './exact-decimal.js'
import {
  commonScale,
  compareDecimals,
  decimalFromNumber,
  decimalOf,
  isWholeDecimal,
  toScaled,
} from './exact-decimal.js'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import type { NumberKind } from './number-text.js'
import { kindRange, NUMBER_KIND_RANGES } from './number-text.js'

/**
 * Checks a value of a number kind, calling `fail` with a message per broken rule. The value may be a number or
 * its text (JSON number grammar, surrounding whitespace ignored), so a uint64 typed as `18446744073709551615` is
 * judged by its digits, never through a rounded JavaScript number:
 *
 * - integer kinds refuse a fraction (`1.5`; `1.0` is whole); `uint` and `uint64` refuse negatives;
 * - `minimum` / `maximum` (exclusive or not) are compared exactly, and so is the kind's own range (int32, uint32,
 *   int64, uint64, finite doubles), reported with the same messages (`Must be at most 18446744073709551615`) on a
 *   side the declared bound does not already break;
 * - `multipleOf` is exact for whole numbers; with a fraction on either side a value within 1e-9 of a multiple
 *   passes, as binary fractions such as 0.1 cannot be exact.
 */
export function checkNumber(
  kind: NumberKind,
  constraints: NumberConstraints,
  value: unknown,
  fail: (message: string) => void,
): void {
  const decimal = decimalOf(value)
  if (decimal === undefined) {
    fail(MESSAGES.number)
    return
  }
  const unsigned = kind === 'uint' || kind === 'uint64'
  if (kind !== 'double' && !isWholeDecimal(decimal)) {
    fail(MESSAGES.wholeNumber)
  }
  if (unsigned && decimal.negative) {
    fail(MESSAGES.nonNegative)
  }
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = constraints
  const range = kindRange(kind)
  if (minimum != null && breaks(decimal, decimalFromNumber(minimum), -1, exclusiveMinimum === true)) {
    fail(MESSAGES.minimum(minimum, exclusiveMinimum === true))
  } else if (!unsigned && compareDecimals(decimal, range.min) < 0) {
    fail(MESSAGES.minimum(NUMBER_KIND_RANGES[kind].min, false))
  }
  if (maximum != null && breaks(decimal, decimalFromNumber(maximum), 1, exclusiveMaximum === true)) {
    fail(MESSAGES.maximum(maximum, exclusiveMaximum === true))
  } else if (compareDecimals(decimal, range.max) > 0) {
    fail(MESSAGES.maximum(NUMBER_KIND_RANGES[kind].max, false))
  }
  if (multipleOf != null && multipleOf > 0 && !isMultiple(decimal, multipleOf)) {
    fail(MESSAGES.multipleOf(multipleOf))
  }
}

/** Whether `value` is past `bound` on `side` (-1 below a minimum, 1 above a maximum). */
function breaks(value: ExactDecimal, bound: ExactDecimal, side: -1 | 1, exclusive: boolean): boolean {
  const order = compareDecimals(value, bound)
  return order === side || (exclusive && order === 0)
}

function isMultiple(value: ExactDecimal, multipleOf: number): boolean {
  const step = decimalFromNumber(multipleOf)
  const scale = commonScale(value, step)
  const units = scale === undefined ? undefined : toScaled(value, scale)
  const stepUnits = scale === undefined ? undefined : toScaled(step, scale)
  if (units !== undefined && stepUnits !== undefined && stepUnits !== 0n && units % stepUnits === 0n) {
    return true
  }
  if (units !== undefined && isWholeDecimal(value) && isWholeDecimal(step)) {
    return false
  }
  // A fraction on either side: as close as binary fractions allow, as before exact numbers.
  const quotient = approximate(value) / multipleOf
  return Math.abs(quotient - Math.round(quotient)) <= 1e-9
}

function approximate(decimal: ExactDecimal): number {
  return Number(`${decimal.negative ? '-' : ''}${decimal.digits || '0'}e${decimal.exponent}`)
}
