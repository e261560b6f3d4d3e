import type { TypeRegistry, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import { FORM_STRUCTURE_MESSAGES as STRUCTURE_MESSAGES } from './structure-messages.js'
import {
  alias,
  enumOf,
  integer,
  list,
  named,
  nullable,
  object,
  optional,
  primitive,
  property,
  ref,
  string,
} from '../test/shapes.js'
import { validateValue } from './validate-value.js'

const messagesOf = (shape: TypeShape, value: unknown, types: TypeRegistry = {}): string[] =>
  validateValue(shape, value, [], types).map((error) => error.message)

describe('numbers', () => {
  it('refuses fractions for integer, long, uint and uint64', () => {
    for (const type of ['integer', 'long', 'uint', 'uint64'] as const) {
      expect(messagesOf(primitive({ type }), 1.5)).toEqual([MESSAGES.wholeNumber])
      expect(messagesOf(primitive({ type }), 2)).toEqual([])
    }
    expect(messagesOf(primitive({ type: 'double' }), 1.5)).toEqual([])
  })

  it('refuses negative unsigned numbers', () => {
    expect(messagesOf(primitive({ type: 'uint' }), -1)).toEqual([MESSAGES.nonNegative])
  })

  it('honours minimum and maximum, inclusive or exclusive, and multipleOf', () => {
    const bounded = primitive({ type: 'integer', minimum: 1, maximum: 10 })
    expect(messagesOf(bounded, 0)).toEqual(['Must be at least 1'])
    expect(messagesOf(bounded, 11)).toEqual(['Must be at most 10'])
    expect(messagesOf(bounded, 1)).toEqual([])
    const exclusive = primitive({
      type: 'double',
      minimum: 0,
      maximum: 1,
      exclusiveMinimum: true,
      exclusiveMaximum: true,
    })
    expect(messagesOf(exclusive, 0)).toEqual(['Must be greater than 0'])
    expect(messagesOf(exclusive, 1)).toEqual(['Must be less than 1'])
    expect(messagesOf(primitive({ type: 'double', multipleOf: 0.1 }), 0.3)).toEqual([])
    expect(messagesOf(primitive({ type: 'long', multipleOf: 5 }), 12)).toEqual(['Must be a multiple of 5'])
  })

  it('asks for a number when the value is not one, and takes number text (a number input keeps big ones as text)', () => {
    expect(messagesOf(integer, 'three')).toEqual([MESSAGES.number])
    expect(messagesOf(integer, '3')).toEqual([])
    expect(validateValue(integer, '3', [], {}, { asText: true })).toEqual([])
    expect(validateValue(integer, '3.5', ['q'], {}, { asText: true })).toEqual([
      { path: ['q'], message: MESSAGES.wholeNumber },
    ])
  })
})

describe('strings', () => {
  it('honours minLength and maxLength, counting characters', () => {
    const shape = primitive({ type: 'string', minLength: 2, maxLength: 3 })
    expect(messagesOf(shape, 'a')).toEqual(['Must be at least 2 characters long'])
    expect(messagesOf(shape, 'abcd')).toEqual(['Must be at most 3 characters long'])
    expect(messagesOf(shape, '😀😀')).toEqual([])
  })

  it('honours the regex, as JSON Schema does (unanchored), and reads a /literal/', () => {
    expect(messagesOf(primitive({ type: 'string', regex: '^[a-z]+$' }), 'Abc')).toEqual([
      'Must match the pattern ^[a-z]+$',
    ])
    expect(messagesOf(primitive({ type: 'string', regex: '[0-9]' }), 'a1b')).toEqual([])
    expect(messagesOf(primitive({ type: 'string', regex: '/^a+$/i' }), 'AAA')).toEqual([])
  })

  it('does not enforce a regex JavaScript cannot read', () => {
    expect(messagesOf(primitive({ type: 'string', regex: '(?<' }), 'x')).toEqual([])
  })

  it('asks for text when the value is not a string', () => {
    expect(messagesOf(string, 5)).toEqual([MESSAGES.text])
  })
})

describe('other primitives', () => {
  it('checks booleans, date-times, dates, UUIDs, base64 and big integers', () => {
    expect(messagesOf(primitive({ type: 'boolean' }), 'yes')).toEqual([MESSAGES.boolean])
    expect(messagesOf(primitive({ type: 'datetime' }), '2024-01-15T09:30:00Z')).toEqual([])
    expect(messagesOf(primitive({ type: 'datetime' }), '2024-01-15T09:30')).toEqual([])
    expect(messagesOf(primitive({ type: 'datetime' }), 'tomorrow')).toEqual([MESSAGES.dateTime])
    expect(messagesOf(primitive({ type: 'date' }), '2024-02-30')).toEqual([MESSAGES.date])
    expect(messagesOf(primitive({ type: 'date' }), '2024-02-29')).toEqual([])
    expect(messagesOf(primitive({ type: 'uuid' }), 'nope')).toEqual([MESSAGES.uuid])
    expect(messagesOf(primitive({ type: 'uuid' }), '3fa85f64-5717-4562-b3fc-2c963f66afa6')).toEqual([])
    expect(messagesOf(primitive({ type: 'base64' }), 'SGk=')).toEqual([])
    expect(messagesOf(primitive({ type: 'base64' }), 'not base64!')).toEqual([MESSAGES.base64])
    expect(messagesOf(primitive({ type: 'bigInteger' }), '123456789012345678901234567890')).toEqual([])
    expect(messagesOf(primitive({ type: 'bigInteger' }), '1.5')).toEqual([MESSAGES.bigInteger])
  })
})

describe('enums, literals, null', () => {
  it('accepts only declared enum values', () => {
    expect(messagesOf(enumOf(['asc', 'desc']), 'up')).toEqual([
      'Choose one of the declared values: asc, desc',
    ])
    expect(messagesOf(enumOf(['asc', 'desc']), 'asc')).toEqual([])
  })

  it('accepts only the literal value', () => {
    expect(
      messagesOf(alias({ type: 'literal', value: { type: 'booleanLiteral', value: true } }), false),
    ).toEqual(['Must be true'])
  })

  it('accepts null only where the type is nullable', () => {
    expect(messagesOf(string, null)).toEqual([MESSAGES.notNull])
    expect(messagesOf(nullable(string), null)).toEqual([])
    expect(messagesOf(alias({ type: 'optional', shape: string, default: null }), null)).toEqual([])
  })
})

describe('containers', () => {
  it('attaches errors to the path of the value inside objects and lists', () => {
    const shape = object([
      property('name', string),
      property('tags', list(integer)),
      property('note', optional(string)),
    ])
    expect(validateValue(shape, { tags: [1, 'two'] }, ['body', 'value'], {})).toEqual([
      { path: ['body', 'value', 'name'], message: MESSAGES.required },
      { path: ['body', 'value', 'tags', 1], message: MESSAGES.number },
    ])
  })

  it('honours list and map sizes, and set uniqueness', () => {
    expect(messagesOf(list(string, { minItems: 1 }), [])).toEqual(['Add at least 1 item'])
    expect(messagesOf(list(string, { maxItems: 1 }), ['a', 'b'])).toEqual([
      'Remove items: at most 1 is allowed',
    ])
    expect(messagesOf(alias({ type: 'set', itemShape: string }), ['a', 'b'])).toEqual([])
    const map = alias({ type: 'map', keyShape: enumOf(['a', 'b']), valueShape: integer, maxProperties: 1 })
    expect(validateValue(map, { a: 1, c: 'x' }, [], {})).toEqual([
      { path: [], message: 'Remove entries: at most 1 is allowed' },
      { path: ['c'], message: 'Choose one of the declared values: a, b' },
      { path: ['c'], message: MESSAGES.number },
    ])
  })

  it('flags a repeated set item at the set and at each later copy', () => {
    const set = alias({ type: 'set', itemShape: alias({ type: 'unknown' }) })
    expect(validateValue(set, ['a', { x: 1 }, 'a', { x: 1 }, 'a'], ['tags'], {})).toEqual([
      { path: ['tags'], message: MESSAGES.uniqueItems },
      { path: ['tags', 2], message: STRUCTURE_MESSAGES.duplicateItem },
      { path: ['tags', 3], message: STRUCTURE_MESSAGES.duplicateItem },
      { path: ['tags', 4], message: STRUCTURE_MESSAGES.duplicateItem },
    ])
    expect(validateValue(list(string), ['a', 'a'], [], {})).toEqual([])
  })

  it('checks extends, and extra properties against their declared type', () => {
    const types = { Base: named('Base', object([property('id', integer)])) }
    const shape: TypeShape = {
      type: 'object',
      extends: ['Base'],
      properties: [],
      extraProperties: { type: 'primitive', value: { type: 'boolean' } },
    }
    expect(validateValue(shape, { id: 'x', flag: 1 }, [], types)).toEqual([
      { path: ['id'], message: MESSAGES.number },
      { path: ['flag'], message: MESSAGES.boolean },
    ])
  })

  it('skips read-only properties', () => {
    expect(messagesOf(object([property('id', string, { propertyAccess: 'READ_ONLY' })]), {})).toEqual([])
  })
})

describe('unions', () => {
  const pet: TypeShape = {
    type: 'discriminatedUnion',
    discriminant: 'kind',
    variants: [
      { discriminantValue: 'cat', extends: [], properties: [property('lives', integer)] },
      { discriminantValue: 'dog', extends: [], properties: [property('name', string)] },
    ],
  }

  it('checks a discriminated union by its discriminant', () => {
    expect(validateValue(pet, { kind: 'dog', name: 'Rex' }, [], {})).toEqual([])
    expect(validateValue(pet, { kind: 'dog' }, [], {})).toEqual([
      { path: ['name'], message: MESSAGES.required },
    ])
    expect(validateValue(pet, { kind: 'cow' }, [], {})).toEqual([
      { path: ['kind'], message: 'Choose one of the declared values: cat, dog' },
    ])
  })

  it('accepts an undiscriminated union value matching any variant, else reports the closest variant', () => {
    const shape: TypeShape = {
      type: 'undiscriminatedUnion',
      variants: [{ shape: integer }, { shape: object([property('a', string), property('b', string)]) }],
    }
    expect(messagesOf(shape, 3)).toEqual([])
    expect(messagesOf(shape, { a: 'x', b: 'y' })).toEqual([])
    expect(validateValue(shape, { a: 'x', b: 1 }, [], {})).toEqual([{ path: ['b'], message: MESSAGES.text }])
  })
})

describe('recursive definitions', () => {
  it('walks a recursive type as deep as the value goes', () => {
    const types = {
      Tree: named(
        'Tree',
        object([property('value', integer), property('children', optional(list(ref('Tree'))))]),
      ),
    }
    const value = { value: 1, children: [{ value: 2, children: [{ value: 'three' }] }] }
    expect(validateValue(ref('Tree'), value, [], types)).toEqual([
      { path: ['children', 0, 'children', 0, 'value'], message: MESSAGES.number },
    ])
  })

  it('ends on a union that contains itself, an alias cycle and an extends cycle', () => {
    const types = {
      Loop: named('Loop', {
        type: 'undiscriminatedUnion',
        variants: [{ shape: ref('Loop') }, { shape: string }],
      }),
      A: named('A', ref('B')),
      B: named('B', ref('A')),
      X: named('X', object([property('x', string)], ['Y'])),
      Y: named('Y', object([property('y', string)], ['X'])),
    }
    expect(validateValue(ref('Loop'), 'text', [], types)).toEqual([])
    expect(validateValue(ref('Loop'), 5, [], types)).toEqual([{ path: [], message: MESSAGES.text }])
    expect(validateValue(ref('A'), { anything: 1 }, [], types)).toEqual([])
    expect(validateValue(ref('X'), {}, [], types).map((error) => error.path)).toEqual([['y'], ['x']])
  })
})
