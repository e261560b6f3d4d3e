import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, importOperation, OK, operationsDocument } from '../../test/openapi.js'

describe('examples', () => {
  it('makes one example per named request example, with the media-type response example', async () => {
    const { endpoint } = await importOperation({
      requestBody: {
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Pet' },
            examples: {
              rex: { summary: 'A dog', description: 'Good dog.', value: { name: 'Rex' } },
              tom: { value: { name: 'Tom' } },
            },
          },
        },
      },
      responses: {
        '201': {
          description: 'Created.',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { name: 'Rex' } },
          },
        },
      },
    })

    expect(endpoint.examples).toEqual([
      {
        path: '/things',
        responseStatusCode: 201,
        name: 'A dog',
        description: 'Good dog.',
        requestBody: { type: 'json', value: { name: 'Rex' } },
        responseBody: { type: 'json', value: { name: 'Rex' } },
      },
      {
        path: '/things',
        responseStatusCode: 201,
        name: 'tom',
        requestBody: { type: 'json', value: { name: 'Tom' } },
        responseBody: { type: 'json', value: { name: 'Rex' } },
      },
    ])
  })

  it('follows example references', async () => {
    const { definition } = await importOpenApi(
      operationsDocument(
        {
          '/things': {
            post: {
              requestBody: {
                content: {
                  'application/json': {
                    schema: { type: 'object' },
                    examples: { one: { $ref: '#/components/examples/One' } },
                  },
                },
              },
              ...OK,
            },
          },
        },
        { components: { examples: { One: { summary: 'The one', value: { n: 1 } } } } },
      ),
    )

    expect(endpointOf(definition, 'post-things').examples).toEqual([
      {
        path: '/things',
        responseStatusCode: 200,
        name: 'The one',
        requestBody: { type: 'json', value: { n: 1 } },
      },
    ])
  })

  it('fills path, query and header values from parameter examples and the path from them', async () => {
    const { endpoint } = await importOperation(
      {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'a b' },
          { name: 'limit', in: 'query', schema: { type: 'integer' }, examples: { ten: { value: 10 } } },
          { name: 'X-Tenant', in: 'header', schema: { type: 'string', example: 'acme' } },
        ],
        ...OK,
      },
      '/things/{id}',
      'get',
    )

    expect(endpoint.examples).toEqual([
      {
        path: '/things/a%20b',
        responseStatusCode: 200,
        pathParameters: { id: 'a b' },
        queryParameters: { limit: 10 },
        headers: { 'X-Tenant': 'acme' },
      },
    ])
  })

  it('builds request and response examples from schema-level examples of the properties', async () => {
    const { endpoint } = await importOperation(
      {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', example: 'Rex' },
                  tags: { type: 'array', items: { type: 'string', example: 'good' } },
                  age: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'OK',
            // A JSON Schema 2020-12 `examples` list counts too: its first value is used.
            content: {
              'application/json': { schema: { type: 'object', properties: { id: { examples: [7, 8] } } } },
            },
          },
        },
      },
      '/things',
      'post',
    )

    expect(endpoint.examples).toEqual([
      {
        path: '/things',
        responseStatusCode: 200,
        requestBody: { type: 'json', value: { name: 'Rex', tags: ['good'] } },
        responseBody: { type: 'json', value: { id: 7 } },
      },
    ])
  })

  it('leaves out file fields from multipart request examples', async () => {
    const { endpoint } = await importOperation({
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' }, title: { type: 'string' } },
            },
            example: { file: 'ignored', title: 'Holiday' },
          },
        },
      },
      ...OK,
    })

    expect(endpoint.examples?.map((example) => example.requestBody)).toEqual([
      { type: 'form', value: { title: { type: 'json', value: 'Holiday' } } },
    ])
  })

  it('invents no example when the document gives none', async () => {
    const { endpoint } = await importOperation({
      requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
      ...OK,
    })

    expect(endpoint.examples).toBeUndefined()
  })
})

describe('examples read after the import', () => {
  // The examples read the operation again from the document (operation.ts, `examplesOnRead`); what that
  // normalization could report was reported by the import, so reading them must add nothing.
  it('read the operation again without adding to the diagnostics, in Swagger 2.0 and in OpenAPI 3', async () => {
    const swagger = await importOpenApi({
      swagger: '2.0',
      info: { title: 'Pets', version: '1' },
      produces: ['application/xml', 'application/json'],
      parameters: { limit: { name: 'limit', in: 'query', type: 'integer', 'x-example': 5 } },
      paths: {
        '/pets/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, type: 'string', 'x-example': 'rex' }],
          get: {
            parameters: [
              { $ref: '#/parameters/limit' },
              { $ref: '#/parameters/missing' },
              { in: 'query', type: 'string' },
              {
                name: 'tags',
                in: 'query',
                type: 'array',
                items: { type: 'string' },
                collectionFormat: 'pipes',
              },
            ],
            responses: {
              '200': { description: 'A pet.', schema: { type: 'object', example: { name: 'Rex' } } },
            },
          },
        },
      },
    })
    const openApi = await importOpenApi(
      operationsDocument(
        { '/pets': { $ref: '#/x-paths/pets' } },
        {
          'x-paths': {
            pets: {
              parameters: [{ $ref: '#/components/parameters/Missing' }],
              post: {
                operationId: 'addPet',
                parameters: [{ name: 'dryRun', in: 'query', schema: { type: 'boolean' }, example: true }],
                requestBody: {
                  content: {
                    'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
                    'text/plain': { schema: { type: 'string' }, example: 'Rex' },
                  },
                },
                responses: {
                  '201': {
                    description: 'Added.',
                    content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } },
                  },
                },
              },
            },
          },
          components: { schemas: { Pet: { type: 'object', example: { name: 'Rex' } } } },
        },
      ),
    )
    for (const { definition, diagnostics } of [swagger, openApi]) {
      const before = JSON.stringify(diagnostics)
      expect(diagnostics.length).toBeGreaterThan(0)
      for (const endpoint of Object.values(definition.endpoints)) void endpoint.examples
      expect(JSON.stringify(diagnostics)).toBe(before)
    }
    expect(endpointOf(swagger.definition, 'get-pets-id').examples).toEqual([
      {
        path: '/pets/rex',
        pathParameters: { id: 'rex' },
        queryParameters: { limit: 5 },
        responseStatusCode: 200,
        responseBody: { type: 'json', value: { name: 'Rex' } },
      },
    ])
    expect(endpointOf(openApi.definition, 'addPet').examples).toEqual([
      {
        path: '/pets',
        queryParameters: { dryRun: true },
        responseStatusCode: 201,
        requestBody: { type: 'json', value: { name: 'Rex' } },
      },
    ])
  })
})
