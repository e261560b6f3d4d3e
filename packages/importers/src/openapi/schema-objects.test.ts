import { describe, expect, it } from 'vitest'

import { id, importSchemas, INTEGER, list, optional, primitive, shapeOf, STRING } from '../../test/openapi.js'

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

  it('makes an object closed by additionalProperties: false an object without properties, not a map', async () => {
    const { types } = await importSchemas({
      Closed: { type: 'object', additionalProperties: false },
      Patterned: {
        type: 'object',
        additionalProperties: false,
        patternProperties: { '^x-': { type: 'integer' } },
      },
    })

    expect(types['Closed']?.shape).toEqual({ type: 'object', extends: [], properties: [] })
    expect(types['Patterned']?.shape).toEqual({
      type: 'alias',
      value: { type: 'map', keyShape: STRING, valueShape: INTEGER },
    })
  })

  it('names the type of an inline additionalProperties object after where it is', async () => {
    const extra = { type: 'object', properties: { x: { type: 'string' } } }
    const { types } = await importSchemas({
      Pet: {
        type: 'object',
        properties: {
          tags: { type: 'object', properties: { main: { type: 'string' } }, additionalProperties: extra },
        },
        additionalProperties: extra,
      },
      PetExtra: { type: 'string' },
    })

    expect(Object.keys(types)).toEqual(['Pet', 'PetExtra', 'PetTagsExtra', 'PetExtra_2'])
    expect(types['PetTagsExtra']?.name).toBe('PetTagsExtra')
    expect(types['PetExtra_2']?.name).toBe('PetExtra')
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
