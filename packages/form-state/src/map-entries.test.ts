import type { EndpointDefinition, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { createEndpointFormStore } from './endpoint-form-store.js'
import { getFormValue } from './form-path.js'
import {
  alias,
  definitionOf,
  enumOf,
  integer,
  jsonEndpoint,
  object,
  optional,
  property,
  string,
} from '../test/shapes.js'

const now = new Date('2024-05-06T07:08:09.000Z')
const map = (keyShape: TypeShape, valueShape: TypeShape): TypeShape =>
  alias({ type: 'map', keyShape, valueShape })
const point = object([property('x', integer), property('y', optional(integer))])
const endpoint: EndpointDefinition = jsonEndpoint([
  property('labels', optional(map(string, string))),
  property('points', map(string, point)),
  property('limits', optional(map(enumOf(['read', 'write']), integer))),
  property('extra', {
    type: 'object',
    extends: [],
    properties: [property('', optional(string)), property('key2', optional(string))],
    extraProperties: { type: 'primitive', value: { type: 'boolean' } },
  }),
  property('name', optional(string)),
])
const create = () =>
  createEndpointFormStore({ definition: definitionOf([endpoint]), endpointId: endpoint.id, now: () => now })
const at = (store: ReturnType<typeof create>, key: string): unknown =>
  getFormValue(store.getState().formState, ['body', 'value', key])

describe('adding a map entry', () => {
  it("takes '' first, then key2, key3, … and seeds the value type", () => {
    const store = create()
    const path = ['body', 'value', 'points']
    expect(store.getState().addMapEntry(path)).toBe('')
    expect(store.getState().addMapEntry(path)).toBe('key2')
    store.getState().renameMapKey(path, 'key2', 'key3')
    expect(store.getState().addMapEntry(path)).toBe('key2')
    expect(store.getState().addMapEntry(path)).toBe('key4')
    expect(at(store, 'points')).toEqual({ '': { x: 0 }, key3: { x: 0 }, key2: { x: 0 }, key4: { x: 0 } })
  })

  it('creates a missing map', () => {
    const store = create()
    expect(at(store, 'labels')).toBeUndefined()
    expect(store.getState().addMapEntry(['body', 'value', 'labels'])).toBe('')
    expect(at(store, 'labels')).toEqual({ '': '' })
  })

  it('takes the declared keys of an enum key type in order, then adds nothing', () => {
    const store = create()
    const path = ['body', 'value', 'limits']
    store.getState().setValue([...path, 'write'], 5)
    expect(store.getState().addMapEntry(path)).toBe('read')
    const full = store.getState().formState
    expect(store.getState().addMapEntry(path)).toBeUndefined()
    expect(store.getState().formState).toBe(full)
    expect(at(store, 'limits')).toEqual({ write: 5, read: 0 })
  })

  it("adds extra properties to an object that allows them, never a declared property's key", () => {
    const store = create()
    expect(store.getState().addMapEntry(['body', 'value', 'extra'])).toBe('key3')
    expect(at(store, 'extra')).toEqual({ key3: false })
  })

  it('adds nothing where no map is', () => {
    const store = create()
    const before = store.getState().formState
    expect(store.getState().addMapEntry(['body', 'value', 'name'])).toBeUndefined()
    expect(store.getState().addMapEntry(['headers'])).toBeUndefined()
    expect(store.getState().formState).toBe(before)
  })
})

describe('renaming a map key', () => {
  it('keeps the value and the place of the entry', () => {
    const store = create()
    const path = ['body', 'value', 'labels']
    store.getState().setValue(path, { a: '1', b: '2', c: '3' })
    expect(store.getState().renameMapKey(path, 'b', 'z')).toBe(true)
    expect(Object.entries(at(store, 'labels') as object)).toEqual([
      ['a', '1'],
      ['z', '2'],
      ['c', '3'],
    ])
  })

  it('refuses a taken or a missing key and changes nothing', () => {
    const store = create()
    const path = ['body', 'value', 'labels']
    store.getState().setValue(path, { a: '1', b: '2' })
    const before = store.getState().formState
    expect(store.getState().renameMapKey(path, 'a', 'b')).toBe(false)
    expect(store.getState().renameMapKey(path, 'missing', 'c')).toBe(false)
    expect(store.getState().renameMapKey(['body', 'value', 'name'], 'a', 'c')).toBe(false)
    expect(store.getState().renameMapKey(path, 'a', 'a')).toBe(true)
    expect(store.getState().formState).toBe(before)
  })

  it('keeps __proto__ an own key, both ways', () => {
    const store = create()
    const path = ['body', 'value', 'labels']
    store.getState().setValue(path, { a: '1' })
    expect(store.getState().renameMapKey(path, 'a', '__proto__')).toBe(true)
    const labels = at(store, 'labels') as Record<string, unknown>
    expect(Object.keys(labels)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(labels)).toBe(Object.prototype)
    expect(store.getState().addMapEntry(path)).toBe('')
    expect(store.getState().renameMapKey(path, '__proto__', 'b')).toBe(true)
    expect(at(store, 'labels')).toEqual({ b: '1', '': '' })
  })

  it('revalidates the renamed entry', () => {
    const store = create()
    const path = ['body', 'value', 'limits']
    store.getState().setValue(path, { read: 1 })
    store.getState().renameMapKey(path, 'read', 'delete')
    expect(store.getState().errors).toEqual([
      { path: [...path, 'delete'], message: 'Choose one of the declared values: read, write' },
    ])
  })
})
