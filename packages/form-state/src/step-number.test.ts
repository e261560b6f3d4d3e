import type { NumberConstraints, PrimitiveType } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { named, primitive, ref, string } from '../test/shapes.js'
import { stepNumber } from './step-number.js'

type Kind = 'integer' | 'long' | 'uint' | 'uint64' | 'double'

const up = (value: unknown, kind: Kind, constraints: NumberConstraints = {}) =>
  stepNumber(value, 1, primitive({ type: kind, ...constraints } as PrimitiveType), {})
const down = (value: unknown, kind: Kind, constraints: NumberConstraints = {}) =>
  stepNumber(value, -1, primitive({ type: kind, ...constraints } as PrimitiveType), {})

describe('stepNumber', () => {
  it('steps by one', () => {
    expect(up(41, 'integer')).toBe(42)
    expect(down(41, 'integer')).toBe(40)
    expect(up(1.5, 'double')).toBe(2.5)
    expect(up('41', 'long')).toBe(42)
  })

  it('starts an empty or unreadable value at 0, or at the nearest allowed value', () => {
    expect(up(undefined, 'integer')).toBe(0)
    expect(down('', 'double')).toBe(0)
    expect(up('abc', 'uint')).toBe(0)
    expect(up(undefined, 'integer', { minimum: 5 })).toBe(5)
    expect(up(undefined, 'integer', { maximum: -3 })).toBe(-3)
    expect(up(undefined, 'uint', { minimum: 0, exclusiveMinimum: true })).toBe(1)
  })

  it('steps big integers exactly and keeps them as text', () => {
    expect(up('18446744073709551614', 'uint64')).toBe('18446744073709551615')
    expect(up('9007199254740992', 'long')).toBe('9007199254740993')
    expect(down('-9223372036854775807', 'long')).toBe('-9223372036854775808')
    expect(down('9007199254740993', 'long')).toBe('9007199254740992')
  })

  it('stops at the end of the kind range', () => {
    expect(up('18446744073709551615', 'uint64')).toBe('18446744073709551615')
    expect(down('-9223372036854775808', 'long')).toBe('-9223372036854775808')
    expect(up('9223372036854775807', 'integer')).toBe('9223372036854775807')
    expect(down(0, 'uint')).toBe(0)
    expect(up('4294967295', 'uint')).toBe(4294967295)
  })

  it('brings a value past the range back inside it', () => {
    expect(up('99999999999999999999999', 'uint64')).toBe('18446744073709551615')
    expect(down(-5, 'uint64')).toBe(0)
  })

  it('honours declared bounds, inclusive or exclusive', () => {
    expect(up(10, 'integer', { maximum: 10 })).toBe(10)
    expect(up(9, 'integer', { maximum: 10, exclusiveMaximum: true })).toBe(9)
    expect(down(1, 'integer', { minimum: 0, exclusiveMinimum: true })).toBe(1)
    expect(down(0.5, 'double', { minimum: 0 })).toBe(0)
  })

  it('steps by multipleOf on its grid, exactly for fractions', () => {
    expect(up(0.2, 'double', { multipleOf: 0.1 })).toBe(0.3)
    expect(up(12, 'long', { multipleOf: 5 })).toBe(15)
    expect(down(12, 'long', { multipleOf: 5 })).toBe(10)
    expect(up(15, 'long', { multipleOf: 5 })).toBe(20)
    expect(up(96, 'integer', { multipleOf: 5, maximum: 99 })).toBe(95)
  })

  it('goes from a fraction in an integer kind to the next whole number in its direction', () => {
    expect(up('1.5', 'integer')).toBe(2)
    expect(down('1.5', 'integer')).toBe(1)
    expect(down('-1.5', 'integer')).toBe(-2)
  })

  it('follows named types, and treats a shape that is no number as a double', () => {
    const types = { Count: named('Count', primitive({ type: 'uint64', maximum: 3 })) }
    expect(stepNumber(3, 1, ref('Count'), types)).toBe(3)
    expect(stepNumber(1, 1, string, {})).toBe(2)
  })

  it('steps a number too long for exact arithmetic as a JavaScript number', () => {
    expect(up(`1${'0'.repeat(2000)}`, 'double')).toBe(Number.MAX_VALUE)
    expect(up(`1e-2000`, 'double')).toBe(1)
  })
})
