import { JsonNumber } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import {
  compareDecimals,
  decimalOf,
  decimalText,
  exactNumber,
  fromScaled,
  isWholeDecimal,
  parseDecimal,
  toScaled,
} from './exact-decimal.js'

const d = (text: string) => {
  const decimal = parseDecimal(text)
  if (decimal === undefined) throw new Error(`not a number: ${text}`)
  return decimal
}

describe('parseDecimal', () => {
  it('reads the exact value, without leading or trailing zeros', () => {
    expect(parseDecimal('-12.50e3')).toEqual({ negative: true, digits: '125', exponent: 2 })
    expect(parseDecimal('0.0125')).toEqual({ negative: false, digits: '125', exponent: -4 })
    expect(parseDecimal('18446744073709551615')).toEqual({
      negative: false,
      digits: '18446744073709551615',
      exponent: 0,
    })
  })

  it('reads every zero as one unsigned zero', () => {
    for (const zero of ['0', '-0', '0.000', '0e10', '-0.0e-3']) {
      expect(parseDecimal(zero)).toEqual({ negative: false, digits: '', exponent: 0 })
    }
  })

  it.each(['', ' 1', '1.', '.5', '+1', '01', '-', '0x10', 'NaN', '1e'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined()
  })
})

describe('decimalOf', () => {
  it('reads numbers, trimmed number text, bigints and JsonNumbers', () => {
    expect(decimalOf(1e21)).toEqual(d('1e21'))
    expect(decimalOf(' 42 ')).toEqual(d('42'))
    expect(decimalOf(2n ** 64n - 1n)).toEqual(d('18446744073709551615'))
    expect(decimalOf(new JsonNumber('1e400'))).toEqual(d('1e400'))
  })

  it('refuses NaN, Infinity, empty text and other values', () => {
    for (const value of [Number.NaN, Infinity, '', '  ', 'abc', null, undefined, true, {}]) {
      expect(decimalOf(value)).toBeUndefined()
    }
  })
})

describe('compareDecimals', () => {
  it('orders exactly where doubles cannot tell the values apart', () => {
    expect(compareDecimals(d('18446744073709551616'), d('18446744073709551615'))).toBe(1)
    expect(compareDecimals(d('9007199254740993'), d('9007199254740992'))).toBe(1)
    expect(compareDecimals(d('-9223372036854775809'), d('-9223372036854775808'))).toBe(-1)
  })

  it('orders signs, magnitudes and digits', () => {
    expect(compareDecimals(d('-1'), d('0'))).toBe(-1)
    expect(compareDecimals(d('0'), d('-0'))).toBe(0)
    expect(compareDecimals(d('1e3'), d('999.999'))).toBe(1)
    expect(compareDecimals(d('-1e3'), d('-999.999'))).toBe(-1)
    expect(compareDecimals(d('1.50'), d('15e-1'))).toBe(0)
    expect(compareDecimals(d('0.12'), d('0.123'))).toBe(-1)
    expect(compareDecimals(d('1e400'), d('1.7976931348623157e308'))).toBe(1)
  })
})

describe('isWholeDecimal, toScaled, fromScaled, decimalText', () => {
  it('tells whole values from fractions', () => {
    expect(isWholeDecimal(d('1.0'))).toBe(true)
    expect(isWholeDecimal(d('1e400'))).toBe(true)
    expect(isWholeDecimal(d('1.5'))).toBe(false)
  })

  it('scales to whole units and back', () => {
    expect(toScaled(d('-1.25'), 2)).toBe(-125n)
    expect(toScaled(d('1.25'), 1)).toBeUndefined()
    expect(toScaled(d('1e5000'), 0)).toBeUndefined()
    expect(fromScaled(-125n, 2)).toEqual(d('-1.25'))
    expect(fromScaled(0n, 3)).toEqual(d('0'))
  })

  it('writes plain decimal text', () => {
    expect(decimalText(d('-12.5e3'))).toBe('-12500')
    expect(decimalText(d('1.25e-2'))).toBe('0.0125')
    expect(decimalText(d('3.14'))).toBe('3.14')
    expect(decimalText(d('-0'))).toBe('0')
  })
})

describe('exactNumber', () => {
  it('gives the number whose value is exactly that of the text', () => {
    expect(exactNumber('1.0')).toBe(1)
    expect(exactNumber('1e5')).toBe(100000)
    expect(exactNumber('0.1')).toBe(0.1)
    expect(exactNumber(' 42 ')).toBe(42)
    expect(exactNumber('9007199254740992')).toBe(9007199254740992)
  })

  it('gives nothing when no number holds the value', () => {
    for (const text of [
      '18446744073709551615',
      '9007199254740993',
      '0.10000000000000001',
      '1e400',
      '1.',
      'x',
    ]) {
      expect(exactNumber(text)).toBeUndefined()
    }
  })
})
