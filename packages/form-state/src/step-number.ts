import type { NumberConstraints, TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'
import type { ExactDecimal } from './exact-decimal.js'
import {
  commonScale,
  compareDecimals,
  decimalFromNumber,
  decimalOf,
  decimalText,
  exactNumber,
  fromScaled,
  isWholeDecimal,
  toScaled,
} from './exact-decimal.js'
import type { NumberKind } from './number-text.js'
import { isNumberKind, kindRange } from './number-text.js'

const ONE: ExactDecimal = { negative: false, digits: '1', exponent: 0 }

type Bound = { at: ExactDecimal; exclusive: boolean }

/**
 * The value a number input's stepper buttons give: `value` moved by one step (`multipleOf` when declared, else 1)
 * in `direction`, then kept inside the declared bounds (exclusive ones included) and the kind's own range (int32,
 * uint32, int64, uint64, finite doubles). An empty or unreadable value starts at 0, or at the nearest allowed
 * value when 0 is out of bounds (the minimum, say), without a step. Integer kinds and a declared `multipleOf` keep
 * to the grid of whole steps: from a value between two steps the button goes to the next one in its direction.
 *
 * The arithmetic is exact (BigInt on the decimal digits), so `18446744073709551614` steps to
 * `18446744073709551615` and `0.2` to `0.3`. The result is a number when one holds it exactly (a safe integer for
 * the integer kinds), else its plain decimal text, as {@link numberFromText} stores it.
 */
export function stepNumber(
  value: unknown,
  direction: 1 | -1,
  shape: TypeShape | TypeReference,
  types: TypeRegistry,
): number | string {
  const bare = unwrapShape(shape, types).shape
  const numeric =
    bare.type === 'primitive' && isNumberKind(bare.value.type)
      ? (bare.value as NumberConstraints & { type: NumberKind })
      : undefined
  const kind: NumberKind = numeric?.type ?? 'double'
  const constraints: NumberConstraints = numeric ?? {}
  const whole = kind !== 'double'
  const declaredStep =
    constraints.multipleOf != null && constraints.multipleOf > 0
      ? decimalFromNumber(constraints.multipleOf)
      : undefined
  const step = declaredStep != null && (!whole || isWholeDecimal(declaredStep)) ? declaredStep : ONE
  const onGrid = whole || declaredStep != null
  const current = decimalOf(value)
  const [lower, upper] = bounds(kind, constraints)
  const scale = commonScale(step, lower.at, upper.at, ...(current == null ? [] : [current]))
  const units = (decimal: ExactDecimal): bigint | undefined =>
    scale === undefined ? undefined : toScaled(decimal, scale)
  const [s, low, high] = [units(step), units(lower.at), units(upper.at)]
  const now = current == null ? undefined : units(current)
  if (scale === undefined || s === undefined || low === undefined || high === undefined) {
    return approximateStep(current, direction, step, lower, upper)
  }
  if (current != null && now === undefined) {
    return approximateStep(current, direction, step, lower, upper)
  }
  const min = onGrid
    ? lower.exclusive
      ? floorDiv(low, s) * s + s
      : ceilDiv(low, s) * s
    : low + (lower.exclusive ? s : 0n)
  const max = onGrid
    ? upper.exclusive
      ? ceilDiv(high, s) * s - s
      : floorDiv(high, s) * s
    : high - (upper.exclusive ? s : 0n)
  if (min > max) {
    // Nothing the bounds allow lies on a step: leave the value alone.
    return typeof value === 'number' || typeof value === 'string' ? value : result(lower.at, kind)
  }
  let next: bigint
  if (now === undefined) {
    next = 0n
  } else if (!onGrid || now % s === 0n) {
    next = now + BigInt(direction) * s
  } else {
    next = direction === 1 ? ceilDiv(now, s) * s : floorDiv(now, s) * s
  }
  const kept = next < min ? min : next > max ? max : next
  return result(fromScaled(kept, scale), kind)
}

/** The tighter of the declared bound and the kind's range on each side. */
function bounds(kind: NumberKind, constraints: NumberConstraints): [Bound, Bound] {
  const range = kindRange(kind)
  let lower: Bound = { at: range.min, exclusive: false }
  let upper: Bound = { at: range.max, exclusive: false }
  if (constraints.minimum != null) {
    const at = decimalFromNumber(constraints.minimum)
    const order = compareDecimals(at, lower.at)
    if (order > 0 || (order === 0 && constraints.exclusiveMinimum === true)) {
      lower = { at, exclusive: constraints.exclusiveMinimum === true }
    }
  }
  if (constraints.maximum != null) {
    const at = decimalFromNumber(constraints.maximum)
    const order = compareDecimals(at, upper.at)
    if (order < 0 || (order === 0 && constraints.exclusiveMaximum === true)) {
      upper = { at, exclusive: constraints.exclusiveMaximum === true }
    }
  }
  return [lower, upper]
}

/** A value too long for exact arithmetic (a thousand digits and more): stepped as a JavaScript number. */
function approximateStep(
  current: ExactDecimal | undefined,
  direction: 1 | -1,
  step: ExactDecimal,
  lower: Bound,
  upper: Bound,
): number {
  const start = current == null ? 0 : approximate(current)
  const next = current == null ? 0 : start + direction * approximate(step)
  return Math.min(approximate(upper.at), Math.max(approximate(lower.at), next))
}

function approximate(decimal: ExactDecimal): number {
  return Number(`${decimal.negative ? '-' : ''}${decimal.digits || '0'}e${decimal.exponent}`)
}

/** A number when one holds the value exactly (a safe integer for the integer kinds), else its decimal text. */
function result(decimal: ExactDecimal, kind: NumberKind): number | string {
  const text = decimalText(decimal)
  const number = exactNumber(text)
  return number !== undefined && (kind === 'double' || Number.isSafeInteger(number)) ? number : text
}

function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient
}

function ceilDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b
  return a % b !== 0n && a > 0n ? quotient + 1n : quotient
}
