import { describe, expect, it } from 'vitest'
import type { TypeShape } from '../definition/type-shape.js'
import { unionVariants } from './union-variants.js'
import type { TypeRegistry } from './unwrap-shape.js'

const string: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
const integer: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'integer' } } }
const ref = (id: string): TypeShape => ({ type: 'alias', value: { type: 'id', id } })

const types: TypeRegistry = {
  Cat: { name: 'Cat', description: 'A cat.', shape: { type: 'object', extends: [], properties: [] } },
  Dog: { name: 'Dog', displayName: 'Good dog', shape: { type: 'object', extends: [], properties: [] } },
  Pet: {
    name: 'Pet',
    shape: {
      type: 'undiscriminatedUnion',
      variants: [{ shape: ref('Cat') }, { shape: ref('Dog') }],
    },
  },
}

describe('unionVariants', () => {
  it('names undiscriminated variants by display name, then the named type, then their position', () => {
    const shape: TypeShape = {
      type: 'undiscriminatedUnion',
      variants: [
        { shape: string, displayName: 'Text', description: 'Any text.' },
        { shape: ref('Cat') },
        {
          shape: { type: 'alias', value: { type: 'optional', shape: ref('Dog') } },
          description: 'Own words.',
        },
        { shape: integer, displayName: ' ' },
      ],
    }
    expect(unionVariants(shape, types)).toEqual([
      { label: 'Text', description: 'Any text.' },
      { label: 'Cat', description: 'A cat.' },
      { label: 'Good dog', description: 'Own words.' },
      { label: 'Variant 4' },
    ])
  })

  it('names discriminated variants by display name, then discriminant value', () => {
    const shape: TypeShape = {
      type: 'discriminatedUnion',
      discriminant: 'kind',
      variants: [
        { discriminantValue: 'cat', extends: [], properties: [] },
        { discriminantValue: 'dog', displayName: 'Dog', description: 'Woof.', extends: [], properties: [] },
        { discriminantValue: '', extends: [], properties: [] },
      ],
    }
    expect(unionVariants(shape, types)).toEqual([
      { label: 'cat' },
      { label: 'Dog', description: 'Woof.' },
      { label: 'Variant 3' },
    ])
  })

  it('follows named types and wrappers to the union, and gives nothing for other shapes', () => {
    expect(unionVariants(ref('Pet'), types).map((variant) => variant.label)).toEqual(['Cat', 'Good dog'])
    expect(unionVariants({ type: 'optional', shape: ref('Pet') }, types)).toHaveLength(2)
    expect(unionVariants(string, types)).toEqual([])
    expect(unionVariants(ref('Missing'), types)).toEqual([])
  })
})
