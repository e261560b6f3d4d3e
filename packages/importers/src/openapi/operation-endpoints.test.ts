import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, importOperation, OK, operationsDocument, STRING } from '../../test/openapi.js'

describe('endpoints', () => {
  it('imports one endpoint per operation for all eight methods, none hidden from the explorer', async () => {
    const { definition, diagnostics } = await importOpenApi(
      operationsDocument({
        '/items': { get: OK, put: OK, post: OK, delete: OK, options: OK, head: OK, patch: OK, trace: OK },
      }),
    )

    const endpoints = Object.values(definition.endpoints)
    expect(endpoints).toHaveLength(8)
    expect(endpoints.map((endpoint) => [endpoint.id, endpoint.method])).toEqual([
      ['get-items', 'GET'],
      ['put-items', 'PUT'],
      ['post-items', 'POST'],
      ['delete-items', 'DELETE'],
      ['options-items', 'OPTIONS'],
      ['head-items', 'HEAD'],
      ['patch-items', 'PATCH'],
      ['trace-items', 'TRACE'],
    ])
    expect(endpoints.every((endpoint) => endpoint.includeInApiExplorer === undefined)).toBe(true)
    expect(diagnostics).toEqual([])
  })

  it('takes the id from operationId and the display name, description and availability from the operation', async () => {
    const { definition } = await importOpenApi(
      operationsDocument({
        '/users/{userId}/posts': {
          get: {
            operationId: 'listUserPosts',
            summary: 'List posts ',
            description: 'All posts of a user.',
            deprecated: true,
            parameters: [{ name: 'userId', in: 'path', required: true, schema: { type: 'string' } }],
            ...OK,
          },
        },
      }),
    )

    expect(endpointOf(definition, 'listUserPosts')).toEqual({
      id: 'listUserPosts',
      method: 'GET',
      path: [
        { type: 'literal', value: '/users/' },
        { type: 'pathParameter', value: 'userId' },
        { type: 'literal', value: '/posts' },
      ],
      displayName: 'List posts',
      operationId: 'listUserPosts',
      description: 'All posts of a user.',
      availability: 'Deprecated',
      pathParameters: [{ key: 'userId', valueShape: STRING }],
      responses: [{ statusCode: 200, description: 'OK', body: { type: 'empty' } }],
    })
  })

  it('gives repeated operationIds unique endpoint ids', async () => {
    const { definition } = await importOpenApi(
      operationsDocument({
        '/a': { get: { operationId: 'same', ...OK } },
        '/b': { get: { operationId: 'same', ...OK } },
      }),
    )

    expect(Object.keys(definition.endpoints)).toEqual(['same', 'same_2'])
  })

  it('reads JSON text and YAML text alike', async () => {
    const json = JSON.stringify(operationsDocument({ '/ping': { get: OK } }))
    const yaml = [
      'openapi: 3.0.3',
      'info:',
      '  title: Operations',
      "  version: '1'",
      'paths:',
      '  /ping:',
      '    get:',
      '      responses:',
      "        '200':",
      '          description: OK',
      '',
    ].join('\n')

    const fromJson = await importOpenApi(json)
    const fromYaml = await importOpenApi(yaml)

    expect(fromJson.format).toBe('openapi-3.0')
    expect(fromYaml.format).toBe('openapi-3.0')
    expect(fromYaml.definition).toEqual(fromJson.definition)
    expect(fromYaml.definition.id).toBe('operations')
    expect(fromYaml.definition.apiName).toBe('Operations')
    expect(Object.keys(fromYaml.definition.endpoints)).toEqual(['get-ping'])
  })

  it('uses the id option over the slug of the title', async () => {
    const { definition } = await importOpenApi(operationsDocument({}), { id: 'custom' })

    expect(definition.id).toBe('custom')
  })

  it('notes that callbacks are not imported', async () => {
    const { diagnostics } = await importOperation({ callbacks: { onEvent: {} }, ...OK })

    expect(diagnostics).toEqual([
      { severity: 'info', pointer: '/paths/~1things/post/callbacks', message: 'Callbacks are not imported.' },
    ])
  })
})

describe('tags', () => {
  it('puts an endpoint under its first tag and lists declared tags as subpackages', async () => {
    const { definition } = await importOpenApi(
      operationsDocument(
        {
          '/pets': { get: { tags: ['pets', 'animals'], ...OK } },
          '/stores': { get: { tags: ['stores'], ...OK } },
          '/health': { get: OK },
        },
        { tags: [{ name: 'pets', 'x-displayName': 'Pets' }, { name: 'unused' }] },
      ),
    )

    expect(endpointOf(definition, 'get-pets').namespace).toEqual(['pets'])
    expect(endpointOf(definition, 'get-stores').namespace).toEqual(['stores'])
    expect(endpointOf(definition, 'get-health').namespace).toBeUndefined()
    expect(definition.subpackages).toEqual({
      pets: { id: 'pets', name: 'pets', displayName: 'Pets' },
      unused: { id: 'unused', name: 'unused' },
      stores: { id: 'stores', name: 'stores' },
    })
  })
})
