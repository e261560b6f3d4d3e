import type { NumberConstraints } from '@api-explorer/model'
import { JsonNumber } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { checkNumber } from './check-number.js'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import type { NumberKind } from './number-text.js'

const messagesOf = (kind: NumberKind, value: unknown, constraints: NumberConstraints = {}): string[] => {
  const messages: string[] = []
  checkNumber(kind, constraints, value, (message) => messages.push(message))
  return messages
}

describe('checkNumber', () => {
  it('accepts number text for every kind, trimmed', () => {
    for (const kind of ['integer', 'long', 'uint', 'uint64', 'double'] as const) {
      expect(messagesOf(kind, '42')).toEqual([])
      expect(messagesOf(kind, ' 42 ')).toEqual([])
    }
    expect(messagesOf('uint64', '18446744073709551615')).toEqual([])
    expect(messagesOf('long', '-9223372036854775808')).toEqual([])
    expect(messagesOf('double', '1e300')).toEqual([])
  })

  it('asks for a number for text that is not one', () => {
    for (const text of ['', ' ', '-', '1.', '.5', '0x10', 'abc', '1,5']) {
      expect(messagesOf('double', text)).toEqual([MESSAGES.number])
    }
    expect(messagesOf('integer', Number.NaN)).toEqual([MESSAGES.number])
    expect(messagesOf('integer', true)).toEqual([MESSAGES.number])
  })

  it('refuses a fraction in an integer kind by its text, not a rounded number', () => {
    expect(messagesOf('integer', '1.5')).toEqual([MESSAGES.wholeNumber])
    expect(messagesOf('uint64', '18446744073709551614.5')).toEqual([MESSAGES.wholeNumber])
    expect(messagesOf('long', '9007199254740993.5')).toEqual([MESSAGES.wholeNumber])
    expect(messagesOf('integer', '1.0')).toEqual([])
    expect(messagesOf('double', '1.5')).toEqual([])
  })

  it('refuses negatives for uint and uint64, and -0 is no negative', () => {
    expect(messagesOf('uint', -1)).toEqual([MESSAGES.nonNegative])
    expect(messagesOf('uint64', '-18446744073709551615')).toEqual([MESSAGES.nonNegative])
    expect(messagesOf('uint64', '-0')).toEqual([])
  })

  it('holds each kind to its range, exactly', () => {
    // `integer` is what importers make of OpenAPI's size-less integer, so it is held to int64, not int32.
    expect(messagesOf('integer', 2147483648)).toEqual([])
    expect(messagesOf('integer', '9223372036854775808')).toEqual(['Must be at most 9223372036854775807'])
    expect(messagesOf('uint', '4294967296')).toEqual(['Must be at most 4294967295'])
    expect(messagesOf('long', '9223372036854775808')).toEqual(['Must be at most 9223372036854775807'])
    expect(messagesOf('long', '-9223372036854775809')).toEqual(['Must be at least -9223372036854775808'])
    expect(messagesOf('uint64', '18446744073709551616')).toEqual(['Must be at most 18446744073709551615'])
    expect(messagesOf('uint64', '1e20')).toEqual(['Must be at most 18446744073709551615'])
    expect(messagesOf('double', '1e400')).toEqual([`Must be at most ${Number.MAX_VALUE}`])
  })

  it('reports the declared bound rather than the range on the same side', () => {
    expect(messagesOf('uint64', '18446744073709551616', { maximum: 100 })).toEqual(['Must be at most 100'])
    expect(messagesOf('integer', '-1e12', { minimum: -5 })).toEqual(['Must be at least -5'])
  })

  it('compares declared bounds exactly, inclusive or exclusive', () => {
    const bounds = { minimum: 1, maximum: 10, exclusiveMaximum: true }
    expect(messagesOf('long', '1', bounds)).toEqual([])
    expect(messagesOf('long', '0', bounds)).toEqual(['Must be at least 1'])
    expect(messagesOf('long', '10', bounds)).toEqual(['Must be less than 10'])
    expect(messagesOf('double', '9.999999999999999999999', bounds)).toEqual([])
    expect(messagesOf('double', '0.99999999999999999999', bounds)).toEqual(['Must be at least 1'])
  })

  it('checks multipleOf exactly for whole numbers, leniently for binary fractions', () => {
    expect(messagesOf('uint64', '18446744073709551615', { multipleOf: 5 })).toEqual([])
    expect(messagesOf('uint64', '18446744073709551614', { multipleOf: 5 })).toEqual([
      'Must be a multiple of 5',
    ])
    expect(messagesOf('long', 12, { multipleOf: 5 })).toEqual(['Must be a multiple of 5'])
    expect(messagesOf('double', 0.3, { multipleOf: 0.1 })).toEqual([])
    expect(messagesOf('double', 0.1 + 0.2, { multipleOf: 0.1 })).toEqual([])
    expect(messagesOf('double', '0.35', { multipleOf: 0.1 })).toEqual(['Must be a multiple of 0.1'])
  })

  it('reads a bigint and a JsonNumber as their digits', () => {
    expect(messagesOf('uint64', 2n ** 64n - 1n)).toEqual([])
    expect(messagesOf('uint64', new JsonNumber('18446744073709551616'))).toEqual([
      'Must be at most 18446744073709551615',
    ])
  })
})
