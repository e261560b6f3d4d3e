import { describe, expect, it } from 'vitest'
import type { PrimitiveType } from '../definition/primitive.js'
import type { ObjectProperty, TypeReference, TypeShape } from '../definition/type-shape.js'
import { EXAMPLE_UUID, exampleValue, exampleValues } from './example-value.js'
import type { TypeRegistry } from './unwrap-shape.js'

const primitive = (value: PrimitiveType): TypeShape => ({
  type: 'alias',
  value: { type: 'primitive', value },
})
const alias = (value: TypeReference): TypeShape => ({ type: 'alias', value })
const ref = (id: string): TypeShape => alias({ type: 'id', id })
const optional = (shape: TypeShape): TypeShape => alias({ type: 'optional', shape })
const property = (
  key: string,
  valueShape: TypeShape,
  extra: Partial<ObjectProperty> = {},
): ObjectProperty => ({
  key,
  valueShape,
  ...extra,
})
const string = primitive({ type: 'string' })

const types: TypeRegistry = {
  Role: { name: 'Role', shape: { type: 'enum', values: [{ value: 'admin' }, { value: 'member' }] } },
  Node: {
    name: 'Node',
    shape: {
      type: 'object',
      extends: [],
      properties: [
        property('label', string),
        property('parent', optional(ref('Node'))),
        property('children', alias({ type: 'list', itemShape: ref('Node') })),
      ],
    },
  },
  Ping: { name: 'Ping', shape: { type: 'object', extends: [], properties: [property('pong', ref('Pong'))] } },
  Pong: { name: 'Pong', shape: { type: 'object', extends: [], properties: [property('ping', ref('Ping'))] } },
  Base: { name: 'Base', shape: { type: 'object', extends: [], properties: [property('id', string)] } },
}

describe('exampleValue', () => {
  it.each<[PrimitiveType, unknown]>([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', default: 'Ada' }, 'Ada'],
    [{ type: 'string', format: 'date' }, '2024-01-15'],
    [{ type: 'string', format: 'date-time' }, '2024-01-15T09:30:00Z'],
    [{ type: 'string', format: 'uuid' }, EXAMPLE_UUID],
    [{ type: 'string', format: 'email' }, 'user@example.com'],
    [{ type: 'string', format: 'uri' }, 'https://example.com'],
    [{ type: 'string', format: 'ipv4' }, '192.0.2.1'],
    [{ type: 'string', minLength: 10 }, 'stringxxxx'],
    [{ type: 'string', maxLength: 3 }, 'str'],
    [{ type: 'integer' }, 1],
    [{ type: 'integer', default: 20 }, 20],
    [{ type: 'integer', minimum: 5 }, 5],
    [{ type: 'integer', minimum: 5, exclusiveMinimum: true }, 6],
    [{ type: 'integer', maximum: 0 }, 0],
    [{ type: 'integer', minimum: 10, maximum: 20, multipleOf: 3 }, 12],
    [{ type: 'double', minimum: 0.25, maximum: 0.75 }, 0.75],
    [{ type: 'double', multipleOf: 0.1, minimum: 1.01 }, 1.1],
    [{ type: 'long', minimum: -3, maximum: -1 }, -1],
    [{ type: 'uint' }, 1],
    [{ type: 'uint64', multipleOf: 8 }, 8],
    [{ type: 'boolean' }, true],
    [{ type: 'boolean', default: false }, false],
    [{ type: 'datetime' }, '2024-01-15T09:30:00Z'],
    [{ type: 'date' }, '2024-01-15'],
    [{ type: 'uuid' }, EXAMPLE_UUID],
    [{ type: 'base64' }, 'SGVsbG8gd29ybGQ='],
    [{ type: 'bigInteger' }, '123456789012345678901234567890'],
    [{ type: 'scalar', name: 'Decimal', default: '1.5' }, '1.5'],
  ])('gives the primitive %o the example %o', (value, expected) => {
    expect(exampleValue(primitive(value), {})).toEqual(expected)
  })

  it('gives a fixed, valid version 4 UUID', () => {
    expect(EXAMPLE_UUID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('prefers declared defaults of wrappers and references', () => {
    expect(exampleValue(alias({ type: 'optional', shape: string, default: 'x' }), {})).toBe('x')
    expect(exampleValue({ type: 'id', id: 'Role', default: { type: 'enum', value: 'member' } }, types)).toBe(
      'member',
    )
  })

  it('gives an enum its default, else its first value, and a literal its value', () => {
    expect(exampleValue(ref('Role'), types)).toBe('admin')
    expect(exampleValue({ type: 'enum', default: 'b', values: [{ value: 'a' }, { value: 'b' }] }, {})).toBe(
      'b',
    )
    expect(
      exampleValue(alias({ type: 'literal', value: { type: 'booleanLiteral', value: false } }), {}),
    ).toBe(false)
  })

  it('gives optional and nullable values the example of the inner shape, and unknown values {}', () => {
    expect(exampleValue(optional(alias({ type: 'nullable', shape: primitive({ type: 'date' }) })), {})).toBe(
      '2024-01-15',
    )
    expect(exampleValue(alias({ type: 'unknown' }), {})).toEqual({})
  })

  it('gives a list one item, or as many as minItems, within maxItems', () => {
    expect(exampleValue(alias({ type: 'list', itemShape: string }), {})).toEqual(['string'])
    expect(exampleValue(alias({ type: 'set', itemShape: string, minItems: 2 }), {})).toEqual([
      'string',
      'string',
    ])
    expect(exampleValue(alias({ type: 'list', itemShape: string, maxItems: 0 }), {})).toEqual([])
  })

  it('gives a map one entry, keyed `key` unless the key shape has examples of its own', () => {
    expect(exampleValue(alias({ type: 'map', keyShape: string, valueShape: string }), {})).toEqual({
      key: 'string',
    })
    expect(exampleValue(alias({ type: 'map', keyShape: ref('Role'), valueShape: string }), types)).toEqual({
      admin: 'string',
    })
  })

  it('gives an object every property, inherited ones included', () => {
    const shape: TypeShape = {
      type: 'object',
      extends: ['Base'],
      properties: [
        property('name', string),
        property('nickname', optional(string)),
        property('role', ref('Role')),
      ],
    }
    expect(exampleValue(shape, types)).toEqual({
      id: 'string',
      name: 'string',
      nickname: 'string',
      role: 'admin',
    })
  })

  it('leaves read-only properties out of requests and write-only ones out of responses', () => {
    const shape: TypeShape = {
      type: 'object',
      extends: [],
      properties: [
        property('id', string, { propertyAccess: 'READ_ONLY' }),
        property('password', string, { propertyAccess: 'WRITE_ONLY' }),
        property('name', string),
      ],
    }
    expect(exampleValue(shape, {})).toEqual({ id: 'string', password: 'string', name: 'string' })
    expect(exampleValue(shape, {}, { forRequest: true })).toEqual({ password: 'string', name: 'string' })
    expect(exampleValue(shape, {}, { forResponse: true })).toEqual({ id: 'string', name: 'string' })
  })

  it('gives the first variant of a union, with the discriminant of a discriminated one', () => {
    expect(
      exampleValue(
        {
          type: 'discriminatedUnion',
          discriminant: 'kind',
          variants: [
            {
              discriminantValue: 'circle',
              extends: [],
              properties: [property('radius', primitive({ type: 'double' }))],
            },
            { discriminantValue: 'square', extends: [], properties: [] },
          ],
        },
        {},
      ),
    ).toEqual({ kind: 'circle', radius: 1 })
    expect(
      exampleValue(
        {
          type: 'undiscriminatedUnion',
          variants: [{ shape: primitive({ type: 'integer' }) }, { shape: string }],
        },
        {},
      ),
    ).toBe(1)
  })

  it('stops where a type recurses into itself', () => {
    expect(exampleValue(ref('Node'), types)).toEqual({ label: 'string', children: [] })
    expect(exampleValue(ref('Ping'), types)).toEqual({ pong: {} })
  })

  it('skips a union variant that recurses and takes the next one', () => {
    const registry: TypeRegistry = {
      Tree: {
        name: 'Tree',
        shape: { type: 'undiscriminatedUnion', variants: [{ shape: ref('Tree') }, { shape: string }] },
      },
    }
    expect(exampleValue(ref('Tree'), registry)).toBe('string')
  })

  it('stops at the depth cap', () => {
    const nested = (depth: number): TypeShape =>
      depth === 0
        ? string
        : { type: 'object', extends: [], properties: [property('inner', nested(depth - 1))] }
    expect(exampleValue(nested(3), {}, { maxDepth: 2 })).toEqual({ inner: {} })
    expect(exampleValue(nested(3), {})).toEqual({ inner: { inner: { inner: 'string' } } })
  })

  it('leaves a reference to a missing type as {}', () => {
    expect(exampleValue(ref('Missing'), types)).toEqual({})
  })
})

describe('exampleValue with keys from the data', () => {
  it('gives a property named __proto__ an own entry, not a prototype', () => {
    const value = exampleValue(
      {
        type: 'object',
        extends: [],
        properties: [
          property('__proto__', alias({ type: 'map', keyShape: string, valueShape: string })),
          property('b', string),
        ],
      },
      types,
    ) as Record<string, unknown>

    expect(Object.keys(value)).toEqual(['__proto__', 'b'])
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(JSON.stringify(value)).toBe('{"__proto__":{"key":"string"},"b":"string"}')
  })

  it('gives a string whose format names an Object.prototype member the plain example', () => {
    expect(exampleValue(primitive({ type: 'string', format: 'constructor' }), types)).toBe('string')
  })
})

describe('exampleValues', () => {
  it('gives every parameter its example by key', () => {
    expect(
      exampleValues(
        [
          property('userId', primitive({ type: 'uuid' })),
          property('limit', optional(primitive({ type: 'integer', minimum: 1, maximum: 100, default: 20 }))),
        ],
        {},
      ),
    ).toEqual({ userId: EXAMPLE_UUID, limit: 20 })
  })
})
