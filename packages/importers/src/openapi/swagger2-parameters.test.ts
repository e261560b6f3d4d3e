import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import {
  endpointOf,
  id,
  importSwaggerOperation,
  INTEGER,
  list,
  OK,
  optional,
  primitive,
  STRING,
  swaggerDocument,
} from '../../test/openapi.js'

describe('Swagger 2.0 parameters', () => {
  it('maps query, path and header parameters, with x-example as the example value', async () => {
    const { definition } = await importOpenApi(
      swaggerDocument({
        paths: {
          '/things/{id}': {
            get: {
              parameters: [
                { name: 'id', in: 'path', required: true, type: 'string', 'x-example': 'abc' },
                { name: 'X-Trace', in: 'header', type: 'string', required: true },
                { name: 'limit', in: 'query', type: 'integer', minimum: 1, maximum: 100, 'x-example': 5 },
              ],
              ...OK,
            },
          },
        },
      }),
    )

    const endpoint = endpointOf(definition, 'get-things-id')
    expect(endpoint.pathParameters).toEqual([{ key: 'id', valueShape: STRING }])
    expect(endpoint.requestHeaders).toEqual([{ key: 'X-Trace', valueShape: STRING }])
    expect(endpoint.queryParameters?.map((parameter) => parameter.valueShape)).toEqual([
      optional(primitive({ type: 'integer', minimum: 1, maximum: 100 })),
    ])
    expect(endpoint.examples).toEqual([
      {
        path: '/things/abc',
        responseStatusCode: 200,
        pathParameters: { id: 'abc' },
        queryParameters: { limit: 5 },
      },
    ])
  })

  it('maps collectionFormat multi to exploded query arrays and csv (the default) to explode false', async () => {
    const { endpoint, diagnostics } = await importSwaggerOperation({
      parameters: [
        { name: 'tags', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'multi' },
        { name: 'ids', in: 'query', type: 'array', items: { type: 'integer' } },
        { name: 'names', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'csv' },
      ],
      ...OK,
    })

    expect(endpoint.queryParameters).toEqual([
      { key: 'tags', valueShape: optional(list(STRING)) },
      { key: 'ids', valueShape: optional(list(INTEGER)), explode: false },
      { key: 'names', valueShape: optional(list(STRING)), explode: false },
    ])
    expect(diagnostics).toEqual([])
  })

  it('notes that other collection formats are sent comma-separated', async () => {
    const { diagnostics } = await importSwaggerOperation({
      parameters: [
        { name: 'ids', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'pipes' },
      ],
      ...OK,
    })

    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/paths/~1things/post/parameters/0',
        message: 'collectionFormat "pipes" is sent comma-separated.',
      },
    ])
  })

  it('follows references to global parameters and responses', async () => {
    const { endpoint } = await importSwaggerOperation(
      {
        parameters: [{ $ref: '#/parameters/Limit' }],
        responses: { '200': { $ref: '#/responses/PetResponse' } },
      },
      {
        parameters: { Limit: { name: 'limit', in: 'query', type: 'integer' } },
        responses: { PetResponse: { description: 'A pet.', schema: { $ref: '#/definitions/Pet' } } },
      },
    )

    expect(endpoint.queryParameters?.map((parameter) => parameter.key)).toEqual(['limit'])
    expect(endpoint.responses).toEqual([{ statusCode: 200, description: 'A pet.', body: id('Pet') }])
  })
})
