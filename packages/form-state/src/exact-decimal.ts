import { isJsonNumber, isJsonNumberText } from '@api-explorer/model'

/**
 * A decimal number read exactly from its text: `(negative ? -1 : 1) × digits × 10^exponent`, with `digits` free of
 * leading and trailing zeros (`''` for zero, which is never negative). `-12.50e3` is `{ true, '125', 2 }`.
 */
export type ExactDecimal = { negative: boolean; digits: string; exponent: number }

/** Past this many digits (before or after the point) exact arithmetic is not attempted. */
const MAX_EXACT_DIGITS = 1000

const PARTS = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/

/** The exact value of a JSON number's text (no surrounding whitespace); `undefined` for anything else. */
export function parseDecimal(text: string): ExactDecimal | undefined {
  if (!isJsonNumberText(text)) {
    return undefined
  }
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = PARTS.exec(text) ?? []
  const all = `${whole}${fraction}`.replace(/^0+/, '')
  const digits = all.replace(/0+$/, '')
  if (digits === '') {
    return { negative: false, digits: '', exponent: 0 }
  }
  return {
    negative: sign === '-',
    digits,
    exponent: Number(exponent) - fraction.length + (all.length - digits.length),
  }
}

/**
 * The exact value of a number-like form value: a finite number (by its shortest text), JSON-number text (trimmed),
 * a `bigint` or a `JsonNumber`. `undefined` for anything else (empty text, `NaN`, `1.`, `0x10`).
 */
export function decimalOf(value: unknown): ExactDecimal | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? parseDecimal(String(value)) : undefined
  }
  if (typeof value === 'bigint') {
    return parseDecimal(String(value))
  }
  if (isJsonNumber(value)) {
    return parseDecimal(value.text)
  }
  return typeof value === 'string' ? parseDecimal(value.trim()) : undefined
}

/** `-1`, `0` or `1` as `a` is below, equal to or above `b`, exactly. */
export function compareDecimals(a: ExactDecimal, b: ExactDecimal): -1 | 0 | 1 {
  const signA = a.digits === '' ? 0 : a.negative ? -1 : 1
  const signB = b.digits === '' ? 0 : b.negative ? -1 : 1
  if (signA !== signB || signA === 0) {
    return signA < signB ? -1 : signA > signB ? 1 : 0
  }
  // Same sign: compare the magnitudes, first by where the leading digit sits, then digit by digit.
  const placeA = a.digits.length + a.exponent
  const placeB = b.digits.length + b.exponent
  let magnitude: -1 | 0 | 1 = placeA < placeB ? -1 : placeA > placeB ? 1 : 0
  if (magnitude === 0) {
    const width = Math.max(a.digits.length, b.digits.length)
    const [left, right] = [a.digits.padEnd(width, '0'), b.digits.padEnd(width, '0')]
    magnitude = left < right ? -1 : left > right ? 1 : 0
  }
  return signA === 1 ? magnitude : ((-magnitude || 0) as -1 | 0 | 1)
}

/** Whether the value has no fractional part (`3`, `3.0`, `1e400`; not `3.5`). */
export function isWholeDecimal(decimal: ExactDecimal): boolean {
  return decimal.exponent >= 0
}

/** The exact decimal of a finite number or a `bigint`. */
export function decimalFromNumber(value: number | bigint): ExactDecimal {
  return decimalOf(value) ?? { negative: false, digits: '', exponent: 0 }
}

/**
 * The value as a whole number of `10^-scale` units (`1.25` at scale 2 is `125n`), when that is exact and not
 * absurdly long; `undefined` otherwise.
 */
export function toScaled(decimal: ExactDecimal, scale: number): bigint | undefined {
  const zeros = decimal.exponent + scale
  if (zeros < 0 || zeros > MAX_EXACT_DIGITS || decimal.digits.length > MAX_EXACT_DIGITS) {
    return undefined
  }
  const units = decimal.digits === '' ? 0n : BigInt(decimal.digits) * 10n ** BigInt(zeros)
  return decimal.negative ? -units : units
}

/** The decimal of a whole number of `10^-scale` units. */
export function fromScaled(units: bigint, scale: number): ExactDecimal {
  const negative = units < 0n
  const text = String(negative ? -units : units)
  const digits = text.replace(/0+$/, '')
  if (digits === '') {
    return { negative: false, digits: '', exponent: 0 }
  }
  return { negative, digits, exponent: text.length - digits.length - scale }
}

/** The scale at which every one of `decimals` is a whole number of units, when it is a reasonable one. */
export function commonScale(...decimals: ExactDecimal[]): number | undefined {
  const scale = Math.max(0, ...decimals.map((decimal) => -decimal.exponent))
  return scale > MAX_EXACT_DIGITS ? undefined : scale
}

/** Plain decimal text without an exponent: `-12500`, `0.0125`. */
export function decimalText(decimal: ExactDecimal): string {
  if (decimal.digits === '') {
    return '0'
  }
  const sign = decimal.negative ? '-' : ''
  if (decimal.exponent >= 0) {
    return `${sign}${decimal.digits}${'0'.repeat(decimal.exponent)}`
  }
  const point = decimal.digits.length + decimal.exponent
  return point > 0
    ? `${sign}${decimal.digits.slice(0, point)}.${decimal.digits.slice(point)}`
    : `${sign}0.${'0'.repeat(-point)}${decimal.digits}`
}

/**
 * The JavaScript number whose value is exactly that of `text` (JSON-number text, trimmed), when there is one:
 * `'1.0'` → 1, `'1e5'` → 100000, `'0.1'` → 0.1 (JSON writes it `0.1` again). `undefined` when a number cannot hold
 * it: `'18446744073709551615'`, `'0.10000000000000001'`, `'1e400'`, or text that is not a number.
 */
export function exactNumber(text: string): number | undefined {
  const decimal = parseDecimal(text.trim())
  if (decimal === undefined) {
    return undefined
  }
  const number = Number(text)
  return Number.isFinite(number) && compareDecimals(decimal, decimalFromNumber(number)) === 0
    ? number
    : undefined
}
