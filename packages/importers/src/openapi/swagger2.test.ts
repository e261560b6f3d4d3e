import type { ApiDefinition, EndpointDefinition, PrimitiveType, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

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

const OK = { responses: { '200': { description: 'OK' } } }

const PET = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', format: 'int64' }, name: { type: 'string', 'x-nullable': true } },
}

function swagger(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    swagger: '2.0',
    info: { title: 'Swagger', version: '1' },
    host: 'api.example.com',
    paths: {},
    definitions: { Pet: PET },
    ...extra,
  }
}

function endpointOf(definition: ApiDefinition, endpointId: string): EndpointDefinition {
  const endpoint = definition.endpoints[endpointId]
  if (endpoint === undefined) {
    throw new Error(`No endpoint ${endpointId}; found ${Object.keys(definition.endpoints).join(', ')}`)
  }
  return endpoint
}

/** Imports one Swagger operation (`post /things` unless given) and returns its endpoint. */
async function importOperation(operation: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const result = await importOpenApi(
    swagger({ paths: { '/things': { post: { operationId: 'subject', ...operation } } }, ...extra }),
  )
  return { endpoint: endpointOf(result.definition, 'subject'), ...result }
}

describe('Swagger 2.0 documents', () => {
  it('is read as swagger-2.0 with definitions as named types and x-nullable as nullable', async () => {
    const { definition, format, diagnostics } = await importOpenApi(swagger({}))

    expect(format).toBe('swagger-2.0')
    expect(definition.types).toEqual({
      Pet: {
        name: 'Pet',
        shape: {
          type: 'object',
          extends: [],
          properties: [
            { key: 'id', valueShape: primitive({ type: 'long' }) },
            { key: 'name', valueShape: optional(nullable(STRING)) },
          ],
        },
      },
    })
    expect(diagnostics).toEqual([])
  })

  it('reads a YAML Swagger document', async () => {
    const yaml = [
      "swagger: '2.0'",
      'info: {title: Yaml, version: "1"}',
      'host: api.example.com',
      'paths:',
      '  /ping:',
      '    get:',
      '      responses:',
      '        200: {description: OK}',
      '',
    ].join('\n')

    const { definition, format } = await importOpenApi(yaml)

    expect(format).toBe('swagger-2.0')
    expect(endpointOf(definition, 'get-ping').responses).toEqual([
      { statusCode: 200, description: 'OK', body: { type: 'empty' } },
    ])
  })

  it('reads a YAML Swagger document whose version is written unquoted', async () => {
    const { format } = await importOpenApi('swagger: 2.0\ninfo: {title: Unquoted, version: "1"}\npaths: {}\n')

    expect(format).toBe('swagger-2.0')
  })
})

describe('Swagger 2.0 environments', () => {
  it('builds one environment per scheme from host and basePath, https first', async () => {
    const { definition } = await importOpenApi(
      swagger({ schemes: ['http', 'https'], basePath: '/v2', paths: { '/things': { get: OK } } }),
    )

    const endpoint = endpointOf(definition, 'get-things')
    expect(endpoint.environments).toEqual([
      { id: 'https://api.example.com/v2', baseUrl: 'https://api.example.com/v2' },
      { id: 'http://api.example.com/v2', baseUrl: 'http://api.example.com/v2' },
    ])
    expect(endpoint.defaultEnvironment).toBe('https://api.example.com/v2')
  })

  it('defaults to https when there are no schemes', async () => {
    const { definition } = await importOpenApi(swagger({ basePath: '/', paths: { '/things': { get: OK } } }))

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'https://api.example.com', baseUrl: 'https://api.example.com' },
    ])
  })

  it('takes host and scheme from baseUrl when the document has no host', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swagger({ host: undefined, basePath: '/v1', paths: { '/things': { get: OK } } }),
      { baseUrl: 'http://localhost:8080/docs/swagger.json' },
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'http://localhost:8080/v1', baseUrl: 'http://localhost:8080/v1' },
    ])
    expect(diagnostics).toEqual([])
  })

  it('notes a missing host when there is no baseUrl either', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swagger({ host: undefined, paths: { '/things': { get: OK } } }),
    )

    expect(endpointOf(definition, 'get-things').environments).toBeUndefined()
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/host',
        message: 'No "host": the reader enters a base URL (or import with { baseUrl }).',
      },
    ])
  })
})

describe('Swagger 2.0 parameters', () => {
  it('maps query, path and header parameters, with x-example as the example value', async () => {
    const { definition } = await importOpenApi(
      swagger({
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
    const { endpoint, diagnostics } = await importOperation({
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
    const { diagnostics } = await importOperation({
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
    const { endpoint } = await importOperation(
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

describe('Swagger 2.0 request bodies', () => {
  it('maps a body parameter to a JSON request of its schema', async () => {
    const { endpoint } = await importOperation({
      parameters: [
        {
          in: 'body',
          name: 'body',
          required: true,
          description: 'The pet.',
          schema: { $ref: '#/definitions/Pet' },
        },
      ],
      ...OK,
    })

    expect(endpoint.requests).toEqual([
      { description: 'The pet.', contentType: 'application/json', body: id('Pet') },
    ])
  })

  it('makes one request per consumed media type, operation consumes over document consumes', async () => {
    const { endpoint } = await importOperation(
      {
        consumes: ['application/json', 'text/plain'],
        parameters: [{ in: 'body', name: 'body', schema: { $ref: '#/definitions/Pet' } }],
        ...OK,
      },
      { consumes: ['application/xml'] },
    )

    expect(endpoint.requests).toEqual([
      { contentType: 'application/json', body: id('Pet') },
      { contentType: 'text/plain', body: STRING },
    ])
  })

  it('uses the example of the body schema as the request example', async () => {
    const { endpoint } = await importOperation({
      parameters: [{ in: 'body', name: 'body', schema: { type: 'object', example: { id: 1 } } }],
      ...OK,
    })

    expect(endpoint.examples).toEqual([
      { path: '/things', responseStatusCode: 200, requestBody: { type: 'json', value: { id: 1 } } },
    ])
  })

  it('maps formData with a type: file parameter to a multipart body with a file field', async () => {
    const { endpoint } = await importOperation({
      parameters: [
        { name: 'file', in: 'formData', type: 'file', required: true, description: 'The upload.' },
        { name: 'note', in: 'formData', type: 'string' },
      ],
      ...OK,
    })

    expect(endpoint.requests).toEqual([
      {
        contentType: 'multipart/form-data',
        body: {
          type: 'formData',
          fields: [
            { type: 'file', key: 'file', isOptional: false, description: 'The upload.' },
            { type: 'property', key: 'note', valueShape: optional(STRING) },
          ],
        },
      },
    ])
  })

  it('explodes a formData array with collectionFormat multi into repeated parts', async () => {
    const { endpoint } = await importOperation({
      consumes: ['multipart/form-data'],
      parameters: [
        { name: 'tags', in: 'formData', type: 'array', items: { type: 'string' }, collectionFormat: 'multi' },
      ],
      ...OK,
    })

    expect(endpoint.requests?.[0]?.body).toEqual({
      type: 'formData',
      fields: [{ type: 'property', key: 'tags', valueShape: optional(list(STRING)), exploded: true }],
    })
  })

  it('does not explode a formData array with the default csv collectionFormat', async () => {
    const { endpoint } = await importOperation({
      consumes: ['multipart/form-data'],
      parameters: [{ name: 'ids', in: 'formData', type: 'array', items: { type: 'string' } }],
      ...OK,
    })

    expect(endpoint.requests?.[0]?.body).toEqual({
      type: 'formData',
      fields: [{ type: 'property', key: 'ids', valueShape: optional(list(STRING)) }],
    })
  })

  it('maps urlencoded formData to an object body', async () => {
    const { endpoint } = await importOperation({
      consumes: ['application/x-www-form-urlencoded'],
      parameters: [
        { name: 'grant', in: 'formData', type: 'string', required: true },
        { name: 'count', in: 'formData', type: 'integer', format: 'int64' },
      ],
      ...OK,
    })

    expect(endpoint.requests).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        body: {
          type: 'object',
          extends: [],
          properties: [
            { key: 'grant', valueShape: STRING },
            { key: 'count', valueShape: optional(primitive({ type: 'long' })) },
          ],
        },
      },
    ])
  })

  it('points diagnostics about a formData field at the parameter', async () => {
    const { diagnostics } = await importOperation({
      consumes: ['application/x-www-form-urlencoded'],
      parameters: [{ name: 'count', in: 'formData', type: 'integr' }],
      ...OK,
    })

    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'warning', pointer: '/paths/~1things/post/parameters/0/type' },
    ])
  })
})

describe('Swagger 2.0 responses', () => {
  it('uses produces for the response media type and its examples by media type', async () => {
    const { endpoint } = await importOperation(
      {
        responses: {
          '200': {
            description: 'The pet.',
            schema: { $ref: '#/definitions/Pet' },
            examples: { 'application/json': { id: 1, name: 'Rex' } },
          },
          '404': { description: 'Not found.' },
        },
      },
      { produces: ['application/xml', 'application/json'] },
    )

    expect(endpoint.responses).toEqual([{ statusCode: 200, description: 'The pet.', body: id('Pet') }])
    expect(endpoint.errors).toEqual([{ name: 'NotFoundError', statusCode: 404, description: 'Not found.' }])
    expect(endpoint.examples).toEqual([
      {
        path: '/things',
        responseStatusCode: 200,
        responseBody: { type: 'json', value: { id: 1, name: 'Rex' } },
      },
    ])
  })

  it('maps a type: file response produced as octet-stream to a file download', async () => {
    const { endpoint } = await importOperation({
      produces: ['application/octet-stream'],
      responses: { '200': { description: 'The file.', schema: { type: 'file' } } },
    })

    expect(endpoint.responses).toEqual([
      {
        statusCode: 200,
        description: 'The file.',
        body: { type: 'fileDownload', contentType: 'application/octet-stream' },
      },
    ])
  })

  it('maps a type: file response to a file download whatever produces says', async () => {
    const { endpoint } = await importOperation({
      responses: { '200': { description: 'The file.', schema: { type: 'file' } } },
    })

    expect(endpoint.responses?.[0]?.body.type).toBe('fileDownload')
  })

  it('maps a response without a schema to an empty body', async () => {
    const { endpoint } = await importOperation({ responses: { '204': { description: 'Done.' } } })

    expect(endpoint.responses).toEqual([{ statusCode: 204, description: 'Done.', body: { type: 'empty' } }])
  })
})

describe('Swagger 2.0 security definitions', () => {
  it('maps basic and apiKey, and the oauth2 application flow to client credentials with a hidden token endpoint', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swagger({
        security: [{ basic: [] }],
        paths: { '/things': { get: OK, post: { security: [{ app: [] }], ...OK } } },
        securityDefinitions: {
          basic: { type: 'basic' },
          key: { type: 'apiKey', in: 'header', name: 'X-Key' },
          app: {
            type: 'oauth2',
            flow: 'application',
            tokenUrl: 'https://auth.example.com/oauth/token',
            scopes: { read: 'Read' },
          },
        },
      }),
    )

    expect(definition.auths).toEqual({
      basic: { type: 'basicAuth' },
      key: { type: 'header', headerWireValue: 'X-Key' },
      app: {
        type: 'oAuth',
        value: {
          type: 'clientCredentials',
          value: {
            type: 'referencedEndpoint',
            endpointId: 'app_token',
            accessTokenLocator: '$.body.access_token',
          },
        },
      },
    })
    const token = endpointOf(definition, 'app_token')
    expect(token).toMatchObject({
      method: 'POST',
      path: [{ type: 'literal', value: '/oauth/token' }],
      environments: [{ id: 'token', baseUrl: 'https://auth.example.com' }],
      includeInApiExplorer: false,
    })
    expect(token.requests?.[0]?.contentType).toBe('application/x-www-form-urlencoded')
    expect(endpointOf(definition, 'get-things').auth).toEqual(['basic'])
    expect(endpointOf(definition, 'post-things').auth).toEqual(['app'])
    expect(diagnostics).toEqual([])
  })

  it('imports the other oauth2 flows as a pasted bearer token with an info diagnostic', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swagger({
        securityDefinitions: {
          implicit: {
            type: 'oauth2',
            flow: 'implicit',
            authorizationUrl: 'https://auth.example.com/authorize',
            scopes: {},
          },
        },
      }),
    )

    expect(definition.auths).toEqual({ implicit: { type: 'bearerAuth' } })
    expect(Object.keys(definition.endpoints)).toEqual([])
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/securityDefinitions/implicit',
        message: 'OAuth 2 flow implicit is imported as a bearer token the reader pastes.',
      },
    ])
  })

  it('imports a query apiKey as a query parameter of the endpoints using it', async () => {
    const { definition } = await importOpenApi(
      swagger({
        security: [{ key: [] }],
        paths: { '/things': { get: OK } },
        securityDefinitions: { key: { type: 'apiKey', in: 'query', name: 'token' } },
      }),
    )

    expect(endpointOf(definition, 'get-things').queryParameters).toEqual([
      { key: 'token', valueShape: STRING, description: 'API key (key).' },
    ])
  })
})
