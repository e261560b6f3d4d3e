import type { PrimitiveType, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { importSchemas, nullable, primitive, shapeOf } from '../../test/openapi.js'

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

  it('keeps the tighter bound when a schema has both an inclusive and an exclusive one', async () => {
    const { types } = await importSchemas(
      {
        Inclusive: { type: 'integer', minimum: 10, exclusiveMinimum: 5, maximum: 20, exclusiveMaximum: 30 },
        Exclusive: { type: 'integer', minimum: 5, exclusiveMinimum: 10, maximum: 30, exclusiveMaximum: 20 },
        Equal: { type: 'number', minimum: 5, exclusiveMinimum: 5 },
      },
      '3.1.0',
    )

    expect(types['Inclusive']?.shape).toEqual(primitive({ type: 'integer', minimum: 10, maximum: 20 }))
    expect(types['Exclusive']?.shape).toEqual(
      primitive({
        type: 'integer',
        minimum: 10,
        exclusiveMinimum: true,
        maximum: 20,
        exclusiveMaximum: true,
      }),
    )
    expect(types['Equal']?.shape).toEqual(primitive({ type: 'double', minimum: 5, exclusiveMinimum: true }))
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

  it('imports an integer enum as a union of exact integers, named by x-enum-varnames, default first', async () => {
    const { types, diagnostics } = await importSchemas({
      Level: { type: 'integer', enum: [1, 2, 3], default: 2, 'x-enum-varnames': ['LOW', 'MID', 'HIGH'] },
    })

    const exactly = (value: number): TypeShape =>
      primitive({ type: 'integer', minimum: value, maximum: value, default: value })
    expect(types['Level']?.shape).toEqual({
      type: 'undiscriminatedUnion',
      variants: [
        { displayName: 'MID (2)', shape: exactly(2) },
        { displayName: 'LOW (1)', shape: exactly(1) },
        { displayName: 'HIGH (3)', shape: exactly(3) },
      ],
    })
    expect(diagnostics).toEqual([])
  })

  it('imports a boolean enum as a boolean and a mixed enum as unknown with an info diagnostic', async () => {
    const { types, diagnostics } = await importSchemas({
      Flag: { enum: [true, false] },
      Mixed: { enum: ['a', 1] },
    })

    expect(types['Flag']?.shape).toEqual(primitive({ type: 'boolean' }))
    expect(types['Mixed']?.shape).toEqual({ type: 'alias', value: { type: 'unknown' } })
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'info', pointer: '/components/schemas/Mixed/enum' },
    ])
  })

  it('says what an enum that becomes unknown holds: nothing, only null, or objects', async () => {
    const { types, diagnostics } = await importSchemas({
      Empty: { type: 'string', enum: [] },
      OnlyNull: { enum: [null] },
      Objects: { enum: [{ a: 1 }, [2]] },
    })

    expect(types['OnlyNull']?.shape).toEqual({
      type: 'alias',
      value: { type: 'nullable', shape: { type: 'alias', value: { type: 'unknown' } } },
    })
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/components/schemas/Empty/enum',
        message: 'An empty enum (no value is allowed) is imported as unknown.',
      },
      {
        severity: 'info',
        pointer: '/components/schemas/OnlyNull/enum',
        message: 'An enum of only null is imported as a nullable unknown value.',
      },
      {
        severity: 'info',
        pointer: '/components/schemas/Objects/enum',
        message: 'An enum of objects or arrays is imported as unknown: the model has no constant objects.',
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

  it('imports a numeric const as an exact number, and an object const as unknown with an info diagnostic', async () => {
    const { types, diagnostics } = await importSchemas(
      { Five: { const: 5 }, Shape: { const: { a: 1 } } },
      '3.1.0',
    )

    expect(types['Five']?.shape).toEqual(primitive({ type: 'integer', minimum: 5, maximum: 5, default: 5 }))
    expect(types['Shape']?.shape).toEqual({ type: 'alias', value: { type: 'unknown' } })
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'info', pointer: '/components/schemas/Shape/const' },
    ])
  })
})
