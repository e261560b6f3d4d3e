import { describe, expect, it } from 'vitest'
import type { TypeReference, TypeShape } from '../definition/type-shape.js'
import { emptyValue, emptyValues } from './empty-value.js'
import type { TypeRegistry } from './unwrap-shape.js'

const now = new Date('2026-11-21T10:30:00.000Z')
const primitive = (value: Extract<TypeReference, { type: 'primitive' }>['value']): TypeShape => ({
  type: 'alias',
  value: { type: 'primitive', value },
})
const optional = (shape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'optional', shape } })

const types: TypeRegistry = {
  Node: {
    name: 'Node',
    shape: {
      type: 'object',
      extends: [],
      properties: [
        { key: 'label', valueShape: primitive({ type: 'string' }) },
        { key: 'next', valueShape: { type: 'alias', value: { type: 'id', id: 'Node' } } },
        {
          key: 'children',
          valueShape: {
            type: 'alias',
            value: { type: 'list', itemShape: { type: 'alias', value: { type: 'id', id: 'Node' } } },
          },
        },
      ],
    },
  },
}

describe('emptyValue', () => {
  it.each([
    [{ type: 'string' } as const, ''],
    [{ type: 'string', default: 'x' } as const, 'x'],
    [{ type: 'uuid' } as const, ''],
    [{ type: 'base64' } as const, ''],
    [{ type: 'bigInteger' } as const, ''],
    [{ type: 'boolean' } as const, false],
    [{ type: 'integer' } as const, 0],
    [{ type: 'double', default: 1.5 } as const, 1.5],
    [{ type: 'long' } as const, 0],
    [{ type: 'uint' } as const, 0],
    [{ type: 'uint64' } as const, 0],
    [{ type: 'datetime' } as const, '2026-11-21T10:30:00.000Z'],
    [{ type: 'date' } as const, '2026-11-21'],
  ])('seeds the primitive %o with %o', (value, expected) => {
    expect(emptyValue(primitive(value), {}, { now })).toEqual(expected)
  })

  it('leaves optional values out', () => {
    expect(emptyValue(optional(primitive({ type: 'string' })), {}, { now })).toBeUndefined()
  })

  it('seeds containers, literals and unknown values', () => {
    expect(
      emptyValue({ type: 'alias', value: { type: 'list', itemShape: primitive({ type: 'string' }) } }, {}),
    ).toEqual([])
    expect(
      emptyValue(
        {
          type: 'alias',
          value: {
            type: 'map',
            keyShape: primitive({ type: 'string' }),
            valueShape: primitive({ type: 'string' }),
          },
        },
        {},
      ),
    ).toEqual({})
    expect(
      emptyValue(
        { type: 'alias', value: { type: 'literal', value: { type: 'stringLiteral', value: 'v1' } } },
        {},
      ),
    ).toBe('v1')
    expect(emptyValue({ type: 'alias', value: { type: 'unknown' } }, {})).toBeUndefined()
  })

  it('picks an enum default, else its only value, else nothing', () => {
    const values = [{ value: 'a' }, { value: 'b' }]
    expect(emptyValue({ type: 'enum', values, default: 'b' }, {})).toBe('b')
    expect(emptyValue({ type: 'enum', values: [{ value: 'only' }] }, {})).toBe('only')
    expect(emptyValue({ type: 'enum', values }, {})).toBeUndefined()
  })

  it('seeds only the required, writable properties of an object', () => {
    const shape: TypeShape = {
      type: 'object',
      extends: [],
      properties: [
        { key: 'name', valueShape: primitive({ type: 'string' }) },
        { key: 'nickname', valueShape: optional(primitive({ type: 'string' })) },
        { key: 'admin', valueShape: primitive({ type: 'boolean' }) },
        { key: 'id', valueShape: primitive({ type: 'string' }), propertyAccess: 'READ_ONLY' },
      ],
    }
    expect(emptyValue(shape, {})).toEqual({ name: '', admin: false })
  })

  it('seeds the first variant of a union, with the discriminant of a discriminated one', () => {
    expect(
      emptyValue(
        {
          type: 'discriminatedUnion',
          discriminant: 'kind',
          variants: [
            {
              discriminantValue: 'circle',
              extends: [],
              properties: [{ key: 'radius', valueShape: primitive({ type: 'double' }) }],
            },
            { discriminantValue: 'square', extends: [], properties: [] },
          ],
        },
        {},
      ),
    ).toEqual({ kind: 'circle', radius: 0 })
    expect(
      emptyValue(
        {
          type: 'undiscriminatedUnion',
          variants: [{ shape: primitive({ type: 'integer' }) }, { shape: primitive({ type: 'string' }) }],
        },
        {},
      ),
    ).toBe(0)
  })

  it('stops at a required property that recurses into its own type', () => {
    expect(emptyValue({ type: 'alias', value: { type: 'id', id: 'Node' } }, types)).toEqual({
      label: '',
      children: [],
    })
  })
})

describe('emptyValues', () => {
  it('returns the seeds of the required parameters by key', () => {
    expect(
      emptyValues(
        [
          { key: 'userId', valueShape: primitive({ type: 'string' }) },
          { key: 'limit', valueShape: optional(primitive({ type: 'integer' })) },
        ],
        {},
      ),
    ).toEqual({ userId: '' })
  })

  it('seeds a required property named __proto__ as an own entry', () => {
    const value = emptyValue(
      {
        type: 'object',
        extends: [],
        properties: [{ key: '__proto__', valueShape: primitive({ type: 'string' }) }],
      },
      types,
      { now },
    ) as Record<string, unknown>

    expect(Object.hasOwn(value, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(JSON.stringify(value)).toBe('{"__proto__":""}')
  })
})
