import type { TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { importOpenApi } from '../../index.js'
import { InternedShapes } from './interned-shapes.js'
import { UNKNOWN_SHAPE } from './schema-facts.js'

describe('InternedShapes', () => {
  it('hands out one shape per distinct primitive, telling every field apart', () => {
    const interned = new InternedShapes()
    const limited = interned.primitive({ type: 'string', maxLength: 5000 })
    expect(interned.primitive({ type: 'string', maxLength: 5000 })).toBe(limited)
    expect(limited).toEqual({
      type: 'alias',
      value: { type: 'primitive', value: { type: 'string', maxLength: 5000 } },
    })
    expect(interned.primitive({ type: 'string', maxLength: 500 })).not.toBe(limited)
    expect(interned.primitive({ type: 'string', minLength: 5000 })).not.toBe(limited)
    expect(interned.primitive({ type: 'string', default: '5' })).not.toBe(
      interned.primitive({ type: 'string' }),
    )
    expect(interned.primitive({ type: 'integer', default: 5 })).not.toBe(
      interned.primitive({ type: 'integer', minimum: 5 }),
    )
    expect(interned.primitive({ type: 'boolean' })).toBe(interned.primitive({ type: 'boolean' }))
  })

  it('does not share what a key would blur: -0, and scalars', () => {
    const interned = new InternedShapes()
    const negativeZero = interned.primitive({ type: 'integer', default: -0 })
    expect(
      Object.is((negativeZero as { value: { value: { default: number } } }).value.value.default, -0),
    ).toBe(true)
    expect(interned.primitive({ type: 'integer', default: 0 })).not.toBe(negativeZero)
    const scalar = { type: 'scalar', name: 'Money', default: { amount: 1 } } as const
    expect(interned.primitive(scalar)).not.toBe(interned.primitive(scalar))
  })

  it('shares references per type, and optional wrappers only around shared shapes', () => {
    const interned = new InternedShapes()
    const pet = interned.reference('Pet')
    expect(interned.reference('Pet')).toBe(pet)
    expect(pet).toEqual({ type: 'alias', value: { type: 'id', id: 'Pet' } })
    expect(interned.optional(pet)).toBe(interned.optional(pet))
    expect(interned.optional(UNKNOWN_SHAPE)).toBe(interned.optional(UNKNOWN_SHAPE))
    const own: TypeShape = { type: 'object', extends: [], properties: [] }
    expect(interned.optional(own)).not.toBe(interned.optional(own))
    expect(interned.optional(own)).toEqual({ type: 'alias', value: { type: 'optional', shape: own } })
  })

  it('is per import: two imports of one document share nothing', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: {
        schemas: {
          Pet: { type: 'object', properties: { name: { type: 'string' }, tag: { type: 'string' } } },
        },
      },
      paths: {},
    }
    const first = (await importOpenApi(document)).definition.types
    const second = (await importOpenApi(document)).definition.types
    const names = (types: typeof first) => {
      const shape = types['Pet']?.shape
      return shape?.type === 'object' ? shape.properties.map((property) => property.valueShape) : []
    }
    const [name, tag] = names(first)
    expect(name).toBe(tag)
    expect(names(second)[0]).not.toBe(name)
    expect(names(second)[0]).toEqual(name)
  })
})
