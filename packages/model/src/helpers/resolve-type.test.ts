import { describe, expect, it } from 'vitest'
import type { TypeShape } from '../definition/type-shape.js'
import { resolveTypeShape } from './resolve-type.js'
import type { TypeRegistry } from './unwrap-shape.js'

const string: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
const ref = (id: string): TypeShape => ({ type: 'alias', value: { type: 'id', id } })
const object = (extendsIds: string[], ...keys: string[]): TypeShape => ({
  type: 'object',
  extends: extendsIds,
  properties: keys.map((key) => ({ key, valueShape: string })),
})

const types: TypeRegistry = {
  Name: { name: 'Name', shape: string },
  MaybeName: { name: 'MaybeName', shape: { type: 'alias', value: { type: 'optional', shape: ref('Name') } } },
  Self: { name: 'Self', shape: ref('Self') },
  Ping: { name: 'Ping', shape: ref('Pong') },
  Pong: { name: 'Pong', shape: ref('Ping') },
  Base: { name: 'Base', shape: object([], 'id', 'name') },
  Derived: { name: 'Derived', shape: object(['Base'], 'name', 'extra') },
  Ouroboros: { name: 'Ouroboros', shape: object(['Ouroboros'], 'tail') },
  Left: { name: 'Left', shape: object(['Right'], 'left') },
  Right: { name: 'Right', shape: object(['Left'], 'right') },
  Shape: {
    name: 'Shape',
    shape: {
      type: 'discriminatedUnion',
      discriminant: 'kind',
      variants: [{ discriminantValue: 'derived', extends: ['Derived'], properties: [] }],
    },
  },
}

const keysOf = (shape: ReturnType<typeof resolveTypeShape>): string[] =>
  shape.type === 'object' ? shape.properties.map((property) => property.key) : []

describe('resolveTypeShape', () => {
  it('follows ids, aliases and optional wrappers to the bare shape', () => {
    expect(resolveTypeShape(ref('MaybeName'), types)).toEqual({
      type: 'primitive',
      value: { type: 'string' },
    })
  })

  it('flattens the properties of the types an object extends', () => {
    const resolved = resolveTypeShape(ref('Derived'), types)
    expect(resolved).toMatchObject({ type: 'object', extends: [] })
    expect(keysOf(resolved)).toEqual(['id', 'name', 'extra'])
  })

  it('flattens every variant of a discriminated union', () => {
    const resolved = resolveTypeShape({ type: 'id', id: 'Shape' }, types)
    expect(resolved.type === 'discriminatedUnion' && resolved.variants[0]).toMatchObject({
      discriminantValue: 'derived',
      extends: [],
      properties: [{ key: 'id' }, { key: 'name' }, { key: 'extra' }],
    })
  })

  it('ends a type that aliases itself in the unknown shape', () => {
    expect(resolveTypeShape(ref('Self'), types)).toEqual({ type: 'unknown' })
  })

  it('ends mutual aliases in the unknown shape', () => {
    expect(resolveTypeShape(ref('Ping'), types)).toEqual({ type: 'unknown' })
    expect(resolveTypeShape({ type: 'id', id: 'Pong' }, types)).toEqual({ type: 'unknown' })
  })

  it('cuts an object that extends itself', () => {
    expect(keysOf(resolveTypeShape(ref('Ouroboros'), types))).toEqual(['tail'])
  })

  it('cuts objects that extend each other, keeping each property once', () => {
    expect(keysOf(resolveTypeShape(ref('Left'), types))).toEqual(['right', 'left'])
    expect(keysOf(resolveTypeShape(ref('Right'), types))).toEqual(['left', 'right'])
  })

  it('ends a reference to a missing type in the unknown shape', () => {
    expect(resolveTypeShape(ref('Missing'), types)).toEqual({ type: 'unknown' })
  })

  it('leaves the definition it resolves unchanged', () => {
    resolveTypeShape(ref('Derived'), types)
    expect(types.Derived?.shape).toEqual(object(['Base'], 'name', 'extra'))
  })

  it('resolves a reference to a missing type called constructor to unknown, and skips it in extends', () => {
    expect(resolveTypeShape({ type: 'id', id: 'constructor' }, types)).toEqual({ type: 'unknown' })
    expect(resolveTypeShape(object(['constructor', 'Base'], 'own'), types)).toMatchObject({
      properties: [{ key: 'id' }, { key: 'name' }, { key: 'own' }],
    })
  })
})
