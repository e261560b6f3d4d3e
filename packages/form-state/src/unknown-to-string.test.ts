import { describe, expect, it } from 'vitest'
import { unknownToString } from './unknown-to-string.js'
import { toWireValue } from './wire-value.js'
import { alias, list, object, primitive, property, string } from '../test/shapes.js'

describe('unknownToString', () => {
  it('writes values as the reference does, dates as ISO strings', () => {
    expect(unknownToString('a')).toBe('a')
    expect(unknownToString(1.5)).toBe('1.5')
    expect(unknownToString(false)).toBe('false')
    expect(unknownToString(10n)).toBe('10')
    expect(unknownToString(null)).toBe('')
    expect(unknownToString(undefined)).toBe('')
    expect(unknownToString(new Date('2024-01-15T09:30:00Z'))).toBe('2024-01-15T09:30:00.000Z')
    expect(unknownToString({ a: [1, 2n] })).toBe('{"a":[1,"2"]}')
    expect(unknownToString('x\uD800')).toBe('x\uFFFD')
  })
})

describe('toWireValue', () => {
  const datetime = primitive({ type: 'datetime' })

  it('converts date-times along the shape, through lists, objects and unions', () => {
    const shape = object([
      property('at', datetime),
      property('all', list(datetime)),
      property('either', {
        type: 'undiscriminatedUnion',
        variants: [{ shape: alias({ type: 'primitive', value: { type: 'integer' } }) }, { shape: datetime }],
      }),
      property('text', string),
    ])
    const local = '2024-01-15T09:30'
    const iso = new Date(local).toISOString()
    expect(
      toWireValue({ at: local, all: [local], either: local, text: local, extra: 1n }, shape, {}),
    ).toEqual({
      at: iso,
      all: [iso],
      either: iso,
      text: local,
      extra: '1',
    })
  })

  it('leaves ISO date-times and invalid text as they are', () => {
    expect(toWireValue('2024-01-15T09:30:00Z', datetime, {})).toBe('2024-01-15T09:30:00Z')
    expect(toWireValue('2024-13-45T99:99', datetime, {})).toBe('2024-13-45T99:99')
    expect(toWireValue(new Date(Number.NaN), undefined, {})).toBeNull()
  })
})
