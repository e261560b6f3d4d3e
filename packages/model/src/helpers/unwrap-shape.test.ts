import { describe, expect, it } from 'vitest'
import type { TypeRegistry } from './unwrap-shape.js'
import { objectProperties, unwrapShape } from './unwrap-shape.js'

const string = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } } as const

const types: TypeRegistry = {
  UserId: { name: 'UserId', description: 'The id of a user.', shape: string },
  MaybeUserId: {
    name: 'MaybeUserId',
    shape: {
      type: 'alias',
      value: { type: 'optional', shape: { type: 'alias', value: { type: 'id', id: 'UserId' } } },
    },
  },
  Loop: { name: 'Loop', shape: { type: 'alias', value: { type: 'id', id: 'Loop' } } },
  Base: {
    name: 'Base',
    shape: {
      type: 'object',
      extends: [],
      properties: [
        { key: 'id', valueShape: string },
        { key: 'name', valueShape: string },
      ],
    },
  },
  Derived: {
    name: 'Derived',
    shape: {
      type: 'object',
      extends: ['Base', 'Derived'],
      properties: [
        { key: 'name', valueShape: string, description: 'overridden' },
        { key: 'extra', valueShape: string },
      ],
    },
  },
}

describe('unwrapShape', () => {
  it('follows named types and aliases to the bare shape', () => {
    const result = unwrapShape({ type: 'alias', value: { type: 'id', id: 'UserId' } }, types)
    expect(result.shape).toEqual({ type: 'primitive', value: { type: 'string' } })
    expect(result).toMatchObject({
      isOptional: false,
      isNullable: false,
      typeName: 'UserId',
      typeIds: ['UserId'],
    })
    expect(result.description).toBe('The id of a user.')
  })

  it('records optional and nullable wrappers on the way in', () => {
    const result = unwrapShape(
      { type: 'nullable', shape: { type: 'alias', value: { type: 'id', id: 'MaybeUserId' } } },
      types,
    )
    expect(result.isOptional).toBe(true)
    expect(result.isNullable).toBe(true)
    expect(result.shape.type).toBe('primitive')
    expect(result.typeIds).toEqual(['MaybeUserId', 'UserId'])
  })

  it('keeps the default an optional wrapper declares', () => {
    const result = unwrapShape({ type: 'optional', shape: string, default: 'hello' }, types)
    expect(result.default).toBe('hello')
  })

  it('ends an alias cycle or a missing type in the unknown shape', () => {
    expect(unwrapShape({ type: 'id', id: 'Loop' }, types).shape).toEqual({ type: 'unknown' })
    expect(unwrapShape({ type: 'id', id: 'Nope' }, types).shape).toEqual({ type: 'unknown' })
  })

  it('ends a reference to a missing type named after an Object.prototype member in unknown, without throwing', () => {
    for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(unwrapShape({ type: 'id', id }, types)).toMatchObject({
        shape: { type: 'unknown' },
        typeIds: [],
      })
    }
  })
})

describe('objectProperties', () => {
  it('puts inherited properties first and lets own properties override them in place', () => {
    const derived = unwrapShape({ type: 'id', id: 'Derived' }, types).shape
    if (derived.type !== 'object') {
      throw new Error('expected an object')
    }
    const properties = objectProperties(derived, types)
    expect(properties.map((property) => property.key)).toEqual(['id', 'name', 'extra'])
    expect(properties[1]?.description).toBe('overridden')
  })

  it('keeps an override when the overridden type is inherited twice', () => {
    const diamond: TypeRegistry = {
      ...types,
      Renamed: {
        name: 'Renamed',
        shape: {
          type: 'object',
          extends: ['Base'],
          properties: [{ key: 'name', valueShape: string, description: 'renamed' }],
        },
      },
      Diamond: { name: 'Diamond', shape: { type: 'object', extends: ['Renamed', 'Base'], properties: [] } },
    }
    const shape = unwrapShape({ type: 'id', id: 'Diamond' }, diamond).shape
    if (shape.type !== 'object') {
      throw new Error('expected an object')
    }
    const properties = objectProperties(shape, diamond)
    expect(properties.map((property) => property.key)).toEqual(['id', 'name'])
    expect(properties[1]?.description).toBe('renamed')
  })
})
