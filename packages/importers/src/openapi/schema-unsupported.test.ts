import { describe, expect, it } from 'vitest'

import { importSchemas, INTEGER, list, optional } from '../../test/openapi.js'

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

  it('imports a tuple with an items schema as a list of that schema, saying so', async () => {
    const { types, diagnostics } = await importSchemas(
      { Row: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'integer' } } },
      '3.1.0',
    )

    expect(types['Row']?.shape).toEqual(list(INTEGER))
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/components/schemas/Row',
        message:
          'A tuple (prefixItems) is imported as a list of its "items" schema; the schemas of the fixed positions are dropped.',
      },
    ])
  })
})
