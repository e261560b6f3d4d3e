import { describe, expect, it } from 'vitest'

import {
  id,
  importSchemas,
  INTEGER,
  nullable,
  optional,
  primitive,
  shapeOf,
  STRING,
} from '../../test/openapi.js'

describe('nullable', () => {
  it('wraps a 3.0 nullable schema in nullable', async () => {
    expect(await shapeOf({ type: 'string', nullable: true })).toEqual(nullable(STRING))
  })

  it('wraps a nullable $ref in nullable around the reference', async () => {
    const { types } = await importSchemas({
      Holder: {
        type: 'object',
        required: ['a', 'b'],
        properties: {
          a: { allOf: [{ $ref: '#/components/schemas/Target' }], nullable: true },
          b: { $ref: '#/components/schemas/Target', nullable: true },
        },
      },
      Target: { type: 'object', properties: { x: { type: 'string' } } },
    })

    expect(types['Holder']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [
        { key: 'a', valueShape: nullable(id('Target')) },
        { key: 'b', valueShape: nullable(id('Target')) },
      ],
    })
  })

  it('reads a 3.1 type array with null as a nullable type', async () => {
    expect(await shapeOf({ type: ['string', 'null'] }, '3.1.0')).toEqual(nullable(STRING))
    expect(await shapeOf({ type: ['integer', 'null'], format: 'int64' }, '3.1.0')).toEqual(
      nullable(primitive({ type: 'long' })),
    )
  })

  it('reads a 3.1 type array of several types as a union named by type', async () => {
    expect(await shapeOf({ type: ['string', 'integer', 'null'] }, '3.1.0')).toEqual(
      nullable({
        type: 'undiscriminatedUnion',
        variants: [
          { displayName: 'string', shape: STRING },
          { displayName: 'integer', shape: INTEGER },
        ],
      }),
    )
  })

  it('reads a oneOf with a null member as the other member made nullable', async () => {
    expect(await shapeOf({ oneOf: [{ type: 'string' }, { type: 'null' }] }, '3.1.0')).toEqual(
      nullable(STRING),
    )
  })
})

describe('unions', () => {
  const animals = {
    Cat: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' }, meows: { type: 'boolean' } },
    },
    Dog: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string', enum: ['doggo'] }, barks: { type: 'boolean' } },
    },
  }

  it('maps oneOf without a discriminator to an undiscriminated union', async () => {
    expect(await shapeOf({ oneOf: [{ type: 'string' }, { type: 'integer', title: 'Count' }] })).toEqual({
      type: 'undiscriminatedUnion',
      variants: [{ shape: STRING }, { shape: INTEGER, displayName: 'Count' }],
    })
  })

  it('maps anyOf of references to an undiscriminated union named after the referenced types', async () => {
    const { types } = await importSchemas({
      ...animals,
      Animal: { anyOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] },
    })

    expect(types['Animal']?.shape).toEqual({
      type: 'undiscriminatedUnion',
      variants: [
        { shape: id('Cat'), displayName: 'Cat' },
        { shape: id('Dog'), displayName: 'Dog' },
      ],
    })
  })

  it('maps oneOf with a discriminator to a discriminated union (mapping, then const/enum, then name)', async () => {
    const { types } = await importSchemas({
      ...animals,
      Bird: { type: 'object', properties: { kind: { type: 'string' } } },
      Animal: {
        oneOf: [
          { $ref: '#/components/schemas/Cat' },
          { $ref: '#/components/schemas/Dog' },
          { $ref: '#/components/schemas/Bird' },
        ],
        discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
      },
    })

    expect(types['Animal']?.shape).toEqual({
      type: 'discriminatedUnion',
      discriminant: 'kind',
      variants: [
        { discriminantValue: 'cat', extends: ['Cat'], properties: [] },
        { discriminantValue: 'doggo', extends: ['Dog'], properties: [] },
        { discriminantValue: 'Bird', extends: ['Bird'], properties: [] },
      ],
    })
    expect(types['Cat']?.shape.type).toBe('object')
  })

  it('accepts discriminator mappings that name the schema instead of referencing it', async () => {
    const { types } = await importSchemas({
      ...animals,
      Animal: {
        anyOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        discriminator: { propertyName: 'kind', mapping: { c: 'Cat', d: 'Dog' } },
      },
    })

    expect(types['Animal']?.shape).toEqual({
      type: 'discriminatedUnion',
      discriminant: 'kind',
      variants: [
        { discriminantValue: 'c', extends: ['Cat'], properties: [] },
        { discriminantValue: 'd', extends: ['Dog'], properties: [] },
      ],
    })
  })

  it('maps a oneOf of string constants to an enum', async () => {
    expect(await shapeOf({ oneOf: [{ const: 'a', description: 'The A' }, { const: 'b' }] }, '3.1.0')).toEqual(
      { type: 'enum', values: [{ value: 'a', description: 'The A' }, { value: 'b' }] },
    )
  })
})

describe('allOf', () => {
  it('extends referenced objects and merges the inline members and required list', async () => {
    const { types } = await importSchemas({
      Base: { type: 'object', properties: { id: { type: 'string' } } },
      Extended: {
        allOf: [
          { $ref: '#/components/schemas/Base' },
          { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } } },
        ],
        required: ['name'],
      },
    })

    expect(types['Extended']?.shape).toEqual({
      type: 'object',
      extends: ['Base'],
      properties: [
        { key: 'name', valueShape: STRING },
        { key: 'age', valueShape: optional(INTEGER) },
      ],
    })
  })

  it('merges inline object members, later members winning', async () => {
    expect(
      await shapeOf({
        allOf: [
          { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
          { type: 'object', required: ['b'], properties: { b: { type: 'integer' } } },
        ],
      }),
    ).toEqual({
      type: 'object',
      extends: [],
      properties: [
        { key: 'a', valueShape: optional(STRING) },
        { key: 'b', valueShape: INTEGER },
      ],
    })
  })

  it('reads a single-member allOf as that member', async () => {
    const { types } = await importSchemas({
      Base: { type: 'object', properties: { id: { type: 'string' } } },
      Same: { allOf: [{ $ref: '#/components/schemas/Base' }], description: 'Same as Base.' },
    })

    expect(types['Same']).toEqual({ name: 'Same', description: 'Same as Base.', shape: id('Base') })
  })

  it('requires an inherited property named by a required-only member, without a warning', async () => {
    const { types, diagnostics } = await importSchemas({
      Base: {
        type: 'object',
        properties: { name: { type: 'string', description: 'The name.' }, id: { type: 'integer' } },
      },
      Req: { allOf: [{ $ref: '#/components/schemas/Base' }, { required: ['name'] }] },
    })

    expect(types['Req']?.shape).toEqual({
      type: 'object',
      extends: ['Base'],
      properties: [{ key: 'name', valueShape: STRING, description: 'The name.' }],
    })
    expect(diagnostics).toEqual([])
  })

  it('requires inherited properties that the schema itself lists, beside its own', async () => {
    const { types } = await importSchemas({
      Root: { type: 'object', properties: { name: { type: 'string' } } },
      Base: { allOf: [{ $ref: '#/components/schemas/Root' }], properties: { id: { type: 'integer' } } },
      Child: {
        allOf: [{ $ref: '#/components/schemas/Base' }],
        properties: { age: { type: 'integer' } },
        required: ['name', 'age', 'id', 'unknown'],
      },
      Single: { allOf: [{ $ref: '#/components/schemas/Root' }], required: ['name'] },
    })

    expect(types['Child']?.shape).toEqual({
      type: 'object',
      extends: ['Base'],
      properties: [
        { key: 'age', valueShape: INTEGER },
        { key: 'name', valueShape: STRING },
        { key: 'id', valueShape: INTEGER },
      ],
    })
    expect(types['Single']?.shape).toEqual({
      type: 'object',
      extends: ['Root'],
      properties: [{ key: 'name', valueShape: STRING }],
    })
  })

  it('adds no copy of an inherited property that is already required where it is declared', async () => {
    const { types } = await importSchemas({
      Base: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      Child: { allOf: [{ $ref: '#/components/schemas/Base' }, { required: ['name'] }] },
    })

    expect(types['Child']?.shape).toEqual({ type: 'object', extends: ['Base'], properties: [] })
  })
})
