import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, id, OK, operationsDocument } from '../../test/openapi.js'

describe('schemas shared by several operations', () => {
  it('defines the inline type of a shared component parameter once, named after the component', async () => {
    const operation = (operationId: string): Record<string, unknown> => ({
      get: {
        operationId,
        parameters: [{ $ref: '#/components/parameters/Filter' }],
        responses: { '200': { $ref: '#/components/responses/Mixed' } },
      },
    })
    const { definition } = await importOpenApi(
      operationsDocument(
        { '/a': operation('a'), '/b': operation('b'), '/c': operation('c') },
        {
          components: {
            parameters: {
              Filter: {
                name: 'filter',
                in: 'query',
                schema: {
                  type: 'object',
                  properties: { q: { type: 'string' } },
                  additionalProperties: { type: 'object', properties: { x: { type: 'string' } } },
                },
              },
            },
            responses: {
              Mixed: {
                description: 'OK',
                content: {
                  'application/json': { schema: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
                },
              },
            },
          },
        },
      ),
    )

    expect(Object.keys(definition.types)).toEqual(['FilterExtra', 'AResponse'])
    expect(definition.types['FilterExtra']?.name).toBe('FilterExtra')
    for (const endpointId of ['a', 'b', 'c']) {
      const endpoint = endpointOf(definition, endpointId)
      expect(endpoint.responses?.[0]?.body).toEqual(id('AResponse'))
      const filter = endpoint.queryParameters?.[0]?.valueShape
      const object =
        filter?.type === 'alias' && filter.value.type === 'optional' ? filter.value.shape : filter
      expect(object).toMatchObject({ extraProperties: { type: 'id', id: 'FilterExtra' } })
    }
  })

  it('names a type referenced inside another schema after its place, not its JSON pointer', async () => {
    const { definition } = await importOpenApi(
      operationsDocument(
        {
          '/tags': {
            get: {
              operationId: 'tags',
              responses: {
                '200': {
                  description: 'OK',
                  content: {
                    'application/json': { schema: { $ref: '#/components/schemas/Pet/properties/tags' } },
                  },
                },
              },
            },
          },
        },
        {
          components: {
            schemas: {
              Pet: {
                type: 'object',
                properties: { tags: { type: 'object', properties: { main: { type: 'string' } } } },
              },
            },
          },
        },
      ),
    )

    expect(Object.keys(definition.types)).toEqual(['Pet', 'PetTags'])
    expect(endpointOf(definition, 'tags').responses?.[0]?.body).toEqual(id('PetTags'))
  })

  it('reads multipart fields of a schema whose allOf refers to itself, quickly and with one warning per member', async () => {
    const started = performance.now()
    const { definition, diagnostics } = await importOpenApi(
      operationsDocument(
        {
          '/u': {
            post: {
              operationId: 'upload',
              requestBody: {
                content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/A' } } },
              },
              ...OK,
            },
          },
        },
        {
          components: {
            schemas: {
              A: {
                allOf: Array.from({ length: 8 }, () => ({ $ref: '#/components/schemas/A' })),
                required: ['x'],
                properties: { x: { type: 'string' } },
              },
            },
          },
        },
      ),
    )

    // Before the fix every member was followed again inside each member: 3 members took about a minute.
    expect(performance.now() - started).toBeLessThan(1000)
    const body = endpointOf(definition, 'upload').requests?.[0]?.body
    expect(body?.type === 'formData' ? body.fields : []).toEqual([
      {
        type: 'property',
        key: 'x',
        valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
      },
    ])
    expect(diagnostics).toEqual(
      Array.from({ length: 8 }, (_, index) => ({
        severity: 'warning',
        pointer: `/components/schemas/A/allOf/${index}`,
        message: 'allOf leads back to a schema it is part of; its properties are taken once.',
      })),
    )
  })

  it('makes a multipart field required when a required-only allOf member names it', async () => {
    const { definition } = await importOpenApi(
      operationsDocument(
        {
          '/u': {
            post: {
              operationId: 'upload',
              requestBody: {
                content: {
                  'multipart/form-data': {
                    schema: { allOf: [{ $ref: '#/components/schemas/Base' }, { required: ['name'] }] },
                  },
                },
              },
              ...OK,
            },
          },
        },
        { components: { schemas: { Base: { type: 'object', properties: { name: { type: 'string' } } } } } },
      ),
    )

    const body = endpointOf(definition, 'upload').requests?.[0]?.body
    expect(body?.type === 'formData' ? body.fields : []).toEqual([
      {
        type: 'property',
        key: 'name',
        valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
      },
    ])
  })

  it('reports a dangling reference of a multipart array item once, at the items', async () => {
    const { diagnostics } = await importOpenApi(
      operationsDocument({
        '/u': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: { tags: { type: 'array', items: { $ref: '#/nope' } } },
                  },
                },
              },
            },
            ...OK,
          },
        },
      }),
    )

    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/paths/~1u/post/requestBody/content/multipart~1form-data/schema/properties/tags/items',
        message: 'Reference #/nope points at nothing in the document.',
      },
    ])
  })

  it('gathers schema-level examples of wide, deep shared schemas quickly, up to the node limit', async () => {
    const width = 40
    const properties = (next: string): Record<string, unknown> =>
      Object.fromEntries(
        Array.from({ length: width }, (_, index) => [`p${index}`, { $ref: `#/components/schemas/${next}` }]),
      )
    const schemas = {
      A: { type: 'object', properties: properties('B') },
      B: { type: 'object', properties: properties('C') },
      C: { type: 'object', properties: properties('D') },
      D: { type: 'object', properties: properties('E') },
      E: { type: 'string', example: 'e' },
    }
    const paths = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [
        `/u${index}`,
        {
          get: {
            operationId: `u${index}`,
            responses: {
              '200': {
                description: 'OK',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } },
              },
            },
          },
        },
      ]),
    )
    const started = performance.now()
    const { definition } = await importOpenApi(operationsDocument(paths, { components: { schemas } }))

    // Without the cache every operation walked 40⁴ leaves (seconds); with it this takes a few milliseconds.
    expect(performance.now() - started).toBeLessThan(500)
    const example = endpointOf(definition, 'u4').examples?.[0]?.responseBody?.value
    const at = (value: unknown, key: string): unknown => (value as Record<string, unknown>)[key]
    // C (40 × 40 leaves) fits in the 2000 visited nodes of one example; a second C does not.
    expect(Object.keys(example as object)).toEqual(['p0'])
    expect(Object.keys(at(example, 'p0') as object)).toEqual(['p0'])
    const c = at(at(example, 'p0'), 'p0')
    expect(Object.keys(c as object)).toHaveLength(width)
    expect(at(at(c, 'p39'), 'p7')).toBe('e')
    expect(JSON.stringify(definition).length).toBeLessThan(200_000)
  })
})
