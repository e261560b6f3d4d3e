import type { PrimitiveType, TypeDefinition, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import type { ImportDiagnostic } from '../shared/diagnostics.js'
import { importOpenApi } from './import-openapi.js'

const primitive = (value: PrimitiveType): TypeShape => ({
  type: 'alias',
  value: { type: 'primitive', value },
})
const STRING = primitive({ type: 'string' })
const INTEGER = primitive({ type: 'integer' })
const optional = (shape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'optional', shape } })
const nullable = (shape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'nullable', shape } })
const id = (typeId: string): TypeShape => ({ type: 'alias', value: { type: 'id', id: typeId } })
const list = (itemShape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'list', itemShape } })

/** Imports a document holding only `components.schemas` and returns its types and diagnostics. */
async function importSchemas(
  schemas: Record<string, unknown>,
  openapi = '3.0.3',
): Promise<{ types: Record<string, TypeDefinition>; diagnostics: ImportDiagnostic[] }> {
  const { definition, diagnostics } = await importOpenApi({
    openapi,
    info: { title: 'Schemas', version: '1' },
    paths: {},
    components: { schemas },
  })
  return { types: definition.types, diagnostics }
}

/** The shape of one imported component schema. */
async function shapeOf(schema: unknown, openapi = '3.0.3'): Promise<TypeShape | undefined> {
  const { types } = await importSchemas({ Subject: schema }, openapi)
  return types['Subject']?.shape
}

describe('named types', () => {
  it('turns every component schema into a named type, in declaration order', async () => {
    const { types, diagnostics } = await importSchemas({
      Pet: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      Name: { type: 'string' },
    })

    expect(Object.keys(types)).toEqual(['Pet', 'Name'])
    expect(types['Pet']).toEqual({
      name: 'Pet',
      shape: { type: 'object', extends: [], properties: [{ key: 'name', valueShape: STRING }] },
    })
    expect(types['Name']).toEqual({ name: 'Name', shape: STRING })
    expect(diagnostics).toEqual([])
  })

  it('keeps a recursive schema as a reference to its named type', async () => {
    const { types } = await importSchemas({
      Node: {
        type: 'object',
        required: ['value'],
        properties: {
          value: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    })

    expect(types['Node']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [
        { key: 'value', valueShape: STRING },
        { key: 'children', valueShape: optional(list({ type: 'alias', value: { type: 'id', id: 'Node' } })) },
      ],
    })
  })

  it('keeps mutually recursive schemas as references', async () => {
    const { types } = await importSchemas({
      Parent: { type: 'object', properties: { child: { $ref: '#/components/schemas/Child' } } },
      Child: { type: 'object', properties: { parent: { $ref: '#/components/schemas/Parent' } } },
    })

    expect(types['Parent']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [{ key: 'child', valueShape: optional(id('Child')) }],
    })
    expect(types['Child']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [{ key: 'parent', valueShape: optional(id('Parent')) }],
    })
  })

  it('takes the description, the title as display name and deprecated as availability', async () => {
    const { types } = await importSchemas({
      Old: { type: 'string', title: 'Legacy thing', description: 'Do not use.', deprecated: true },
    })

    expect(types['Old']).toEqual({
      name: 'Old',
      displayName: 'Legacy thing',
      description: 'Do not use.',
      availability: 'Deprecated',
      shape: STRING,
    })
  })

  it('makes a component that is only a $ref an alias of the referenced type', async () => {
    const { types } = await importSchemas({
      Alias: { $ref: '#/components/schemas/Target' },
      Target: { type: 'object', properties: { a: { type: 'string' } } },
    })

    expect(types['Alias']?.shape).toEqual(id('Target'))
  })
})

describe('object properties', () => {
  it('wraps optional properties in optional and leaves required ones bare', async () => {
    expect(
      await shapeOf({
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string' }, nickname: { type: 'string' } },
      }),
    ).toEqual({
      type: 'object',
      extends: [],
      properties: [
        { key: 'id', valueShape: STRING },
        { key: 'nickname', valueShape: { type: 'alias', value: { type: 'optional', shape: STRING } } },
      ],
    })
  })

  it('maps readOnly to READ_ONLY and writeOnly to WRITE_ONLY', async () => {
    expect(
      await shapeOf({
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', readOnly: true },
          password: { type: 'string', writeOnly: true },
        },
      }),
    ).toEqual({
      type: 'object',
      extends: [],
      properties: [
        { key: 'id', valueShape: STRING, propertyAccess: 'READ_ONLY' },
        { key: 'password', valueShape: optional(STRING), propertyAccess: 'WRITE_ONLY' },
      ],
    })
  })

  it('carries property descriptions, deprecation and the description of a referenced schema', async () => {
    const { types } = await importSchemas({
      Holder: {
        type: 'object',
        properties: {
          old: { type: 'integer', description: 'Old field.', deprecated: true },
          owner: { $ref: '#/components/schemas/Owner' },
        },
      },
      Owner: { type: 'object', description: 'Who owns it.', properties: { name: { type: 'string' } } },
    })

    expect(types['Holder']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [
        { key: 'old', valueShape: optional(INTEGER), description: 'Old field.', availability: 'Deprecated' },
        { key: 'owner', valueShape: optional(id('Owner')), description: 'Who owns it.' },
      ],
    })
  })

  it('keeps a default on the primitive and on the optional wrapper', async () => {
    expect(
      await shapeOf({ type: 'object', properties: { limit: { type: 'integer', default: 20 } } }),
    ).toEqual({
      type: 'object',
      extends: [],
      properties: [
        {
          key: 'limit',
          valueShape: {
            type: 'alias',
            value: { type: 'optional', shape: primitive({ type: 'integer', default: 20 }), default: 20 },
          },
        },
      ],
    })
  })

  it('turns additionalProperties into extra properties, or into a map when there are no properties', async () => {
    const { types } = await importSchemas({
      Open: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true },
      Typed: {
        type: 'object',
        properties: { a: { type: 'string' } },
        additionalProperties: { type: 'integer' },
      },
      Counts: { type: 'object', additionalProperties: { type: 'integer' } },
      Anything: { type: 'object' },
    })

    expect(types['Open']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [{ key: 'a', valueShape: optional(STRING) }],
      extraProperties: { type: 'unknown' },
    })
    expect(types['Typed']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [{ key: 'a', valueShape: optional(STRING) }],
      extraProperties: { type: 'primitive', value: { type: 'integer' } },
    })
    expect(types['Counts']?.shape).toEqual({
      type: 'alias',
      value: { type: 'map', keyShape: STRING, valueShape: INTEGER },
    })
    expect(types['Anything']?.shape).toEqual({
      type: 'alias',
      value: { type: 'map', keyShape: STRING, valueShape: { type: 'alias', value: { type: 'unknown' } } },
    })
  })
})

describe('arrays', () => {
  it('maps arrays to lists and uniqueItems arrays to sets, with their bounds', async () => {
    const { types } = await importSchemas({
      Names: { type: 'array', items: { type: 'string' } },
      Tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, minItems: 1, maxItems: 3 },
    })

    expect(types['Names']?.shape).toEqual(list(STRING))
    expect(types['Tags']?.shape).toEqual({
      type: 'alias',
      value: { type: 'set', itemShape: STRING, minItems: 1, maxItems: 3 },
    })
  })
})

describe('formats', () => {
  it.each([
    [{ type: 'string', format: 'date' }, { type: 'date' }],
    [{ type: 'string', format: 'date-time' }, { type: 'datetime' }],
    [{ type: 'string', format: 'uuid' }, { type: 'uuid' }],
    [{ type: 'string', format: 'byte' }, { type: 'base64' }],
    [{ type: 'string', format: 'base64' }, { type: 'base64' }],
    [
      { type: 'string', format: 'binary' },
      { type: 'string', format: 'binary' },
    ],
    [
      { type: 'string', format: 'email' },
      { type: 'string', format: 'email' },
    ],
    [{ type: 'integer', format: 'int64' }, { type: 'long' }],
    [{ type: 'integer', format: 'int32' }, { type: 'integer' }],
    [{ type: 'integer' }, { type: 'integer' }],
    [{ type: 'number', format: 'float' }, { type: 'double' }],
    [{ type: 'number' }, { type: 'double' }],
    [{ type: 'boolean' }, { type: 'boolean' }],
  ])('maps %j to the primitive %j', async (schema, expected) => {
    expect(await shapeOf(schema)).toEqual(primitive(expected as PrimitiveType))
  })

  it('maps a 3.1 contentEncoding base64 string to base64 with its media type', async () => {
    expect(
      await shapeOf({ type: 'string', contentEncoding: 'base64', contentMediaType: 'image/png' }, '3.1.0'),
    ).toEqual(primitive({ type: 'base64', mimeType: 'image/png' }))
  })
})

describe('constraints and defaults', () => {
  it('keeps string length, pattern and default', async () => {
    expect(
      await shapeOf({ type: 'string', minLength: 2, maxLength: 8, pattern: '^[a-z]+$', default: 'abc' }),
    ).toEqual(primitive({ type: 'string', regex: '^[a-z]+$', minLength: 2, maxLength: 8, default: 'abc' }))
  })

  it('keeps number bounds, the 3.0 boolean exclusive bounds, multipleOf and default', async () => {
    expect(
      await shapeOf({
        type: 'number',
        minimum: 0,
        exclusiveMinimum: true,
        maximum: 1,
        multipleOf: 0.25,
        default: 0.5,
      }),
    ).toEqual(
      primitive({
        type: 'double',
        minimum: 0,
        exclusiveMinimum: true,
        maximum: 1,
        multipleOf: 0.25,
        default: 0.5,
      }),
    )
  })

  it('reads the 3.1 numeric exclusive bounds as exclusive minimum and maximum', async () => {
    expect(await shapeOf({ type: 'integer', exclusiveMinimum: 5, exclusiveMaximum: 10 }, '3.1.0')).toEqual(
      primitive({ type: 'integer', minimum: 5, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true }),
    )
  })

  it('keeps bounds on an int64 as a long', async () => {
    expect(await shapeOf({ type: 'integer', format: 'int64', minimum: 1, maximum: 10 })).toEqual(
      primitive({ type: 'long', minimum: 1, maximum: 10 }),
    )
  })

  it('keeps a boolean default', async () => {
    expect(await shapeOf({ type: 'boolean', default: true })).toEqual(
      primitive({ type: 'boolean', default: true }),
    )
  })
})

describe('enums and constants', () => {
  it('maps a string enum to an enum with its default', async () => {
    expect(await shapeOf({ type: 'string', enum: ['asc', 'desc'], default: 'asc' })).toEqual({
      type: 'enum',
      values: [{ value: 'asc' }, { value: 'desc' }],
      default: 'asc',
    })
  })

  it('makes an enum containing null nullable', async () => {
    expect(await shapeOf({ type: 'string', enum: ['a', 'b', null] })).toEqual(
      nullable({ type: 'enum', values: [{ value: 'a' }, { value: 'b' }] }),
    )
  })

  it('attaches x-enum-descriptions to the values', async () => {
    expect(
      await shapeOf({ type: 'string', enum: ['a', 'b'], 'x-enum-descriptions': ['First', 'Second'] }),
    ).toEqual({
      type: 'enum',
      values: [
        { value: 'a', description: 'First' },
        { value: 'b', description: 'Second' },
      ],
    })
  })

  it('imports an integer enum as a plain integer and says so at the enum', async () => {
    const { types, diagnostics } = await importSchemas({ Level: { type: 'integer', enum: [1, 2, 3] } })

    expect(types['Level']?.shape).toEqual(INTEGER)
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/components/schemas/Level/enum',
        message: "An enum of integer values is imported as a plain integer; the model's enums hold strings.",
      },
    ])
  })

  it('maps a string const to a string literal and a boolean const to a boolean literal', async () => {
    const { types, diagnostics } = await importSchemas(
      { Kind: { const: 'dog' }, Yes: { type: 'boolean', const: true } },
      '3.1.0',
    )

    expect(types['Kind']?.shape).toEqual({
      type: 'alias',
      value: { type: 'literal', value: { type: 'stringLiteral', value: 'dog' } },
    })
    expect(types['Yes']?.shape).toEqual({
      type: 'alias',
      value: { type: 'literal', value: { type: 'booleanLiteral', value: true } },
    })
    expect(diagnostics).toEqual([])
  })

  it('imports a numeric const as its plain type with an info diagnostic', async () => {
    const { types, diagnostics } = await importSchemas({ Five: { const: 5 } }, '3.1.0')

    expect(types['Five']?.shape).toEqual(INTEGER)
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'info', pointer: '/components/schemas/Five/const' },
    ])
  })
})

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
})

describe('unsupported schema constructs', () => {
  it('imports "not" as unknown with an info diagnostic at the keyword', async () => {
    const { types, diagnostics } = await importSchemas({ NotString: { not: { type: 'string' } } })

    expect(types['NotString']?.shape).toEqual({ type: 'alias', value: { type: 'unknown' } })
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/components/schemas/NotString/not',
        message: '"not" schemas are not supported; imported as unknown.',
      },
    ])
  })

  it('imports an unknown type as unknown with a warning at its type', async () => {
    const { types, diagnostics } = await importSchemas({
      Weird: { type: 'object', properties: { odd: { type: 'strng' } } },
    })

    expect(types['Weird']?.shape).toEqual({
      type: 'object',
      extends: [],
      properties: [{ key: 'odd', valueShape: optional({ type: 'alias', value: { type: 'unknown' } }) }],
    })
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        pointer: '/components/schemas/Weird/properties/odd/type',
        message: 'Unknown schema type "strng"; imported as unknown.',
      },
    ])
  })

  it('imports a tuple as a list of unknown values with an info diagnostic', async () => {
    const { types, diagnostics } = await importSchemas(
      { Pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] } },
      '3.1.0',
    )

    expect(types['Pair']?.shape).toEqual(list({ type: 'alias', value: { type: 'unknown' } }))
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'info', pointer: '/components/schemas/Pair' },
    ])
  })
})
