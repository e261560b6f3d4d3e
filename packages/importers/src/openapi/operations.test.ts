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
const id = (typeId: string): TypeShape => ({ type: 'alias', value: { type: 'id', id: typeId } })
const list = (itemShape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'list', itemShape } })

const OK = { responses: { '200': { description: 'OK' } } }

/** An OpenAPI 3.0 document around `paths` (and optional components). */
function document(
  paths: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { openapi: '3.0.3', info: { title: 'Operations', version: '1' }, paths, ...extra }
}

function endpointOf(definition: ApiDefinition, endpointId: string): EndpointDefinition {
  const endpoint = definition.endpoints[endpointId]
  if (endpoint === undefined) {
    throw new Error(`No endpoint ${endpointId}; found ${Object.keys(definition.endpoints).join(', ')}`)
  }
  return endpoint
}

/** Imports one operation (`post /things` unless given) and returns its endpoint and the import's diagnostics. */
async function importOperation(operation: Record<string, unknown>, path = '/things', method = 'post') {
  const result = await importOpenApi(
    document(
      { [path]: { [method]: { operationId: 'subject', ...operation } } },
      {
        components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } } },
      },
    ),
  )
  return { endpoint: endpointOf(result.definition, 'subject'), ...result }
}

describe('endpoints', () => {
  it('imports one endpoint per operation for all eight methods, none hidden from the explorer', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
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
      document({
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
      document({
        '/a': { get: { operationId: 'same', ...OK } },
        '/b': { get: { operationId: 'same', ...OK } },
      }),
    )

    expect(Object.keys(definition.endpoints)).toEqual(['same', 'same_2'])
  })

  it('reads JSON text and YAML text alike', async () => {
    const json = JSON.stringify(document({ '/ping': { get: OK } }))
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
    const { definition } = await importOpenApi(document({}), { id: 'custom' })

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
      document(
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

describe('parameters', () => {
  it('maps path, query and header parameters with their schemas, descriptions and requiredness', async () => {
    const { endpoint, diagnostics } = await importOperation(
      {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'q', in: 'query', description: 'Search text.', schema: { type: 'string' } },
          { name: 'limit', in: 'query', required: true, schema: { type: 'integer' } },
          { name: 'old', in: 'query', deprecated: true, schema: { type: 'string' } },
          { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        ...OK,
      },
      '/things/{id}',
      'get',
    )

    expect(endpoint.pathParameters).toEqual([{ key: 'id', valueShape: INTEGER }])
    expect(endpoint.queryParameters).toEqual([
      { key: 'q', valueShape: optional(STRING), description: 'Search text.' },
      { key: 'limit', valueShape: INTEGER },
      { key: 'old', valueShape: optional(STRING), availability: 'Deprecated' },
    ])
    expect(endpoint.requestHeaders).toEqual([
      { key: 'X-Request-Id', valueShape: primitive({ type: 'uuid' }) },
    ])
    expect(diagnostics).toEqual([])
  })

  it('keeps explode (default true) and sets explode false for comma-joined query arrays', async () => {
    const { endpoint } = await importOperation(
      {
        parameters: [
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          {
            name: 'ids',
            in: 'query',
            style: 'form',
            explode: false,
            schema: { type: 'array', items: { type: 'integer' } },
          },
          {
            name: 'kinds',
            in: 'query',
            style: 'form',
            explode: true,
            schema: { type: 'array', items: { type: 'string' } },
          },
        ],
        ...OK,
      },
      '/things',
      'get',
    )

    expect(endpoint.queryParameters).toEqual([
      { key: 'tags', valueShape: optional(list(STRING)) },
      { key: 'ids', valueShape: optional(list(INTEGER)), explode: false },
      { key: 'kinds', valueShape: optional(list(STRING)) },
    ])
  })

  it('notes that non-form styles are sent form-style', async () => {
    const { endpoint, diagnostics } = await importOperation(
      {
        parameters: [
          {
            name: 'ids',
            in: 'query',
            style: 'pipeDelimited',
            schema: { type: 'array', items: { type: 'string' } },
          },
        ],
        ...OK,
      },
      '/things',
      'get',
    )

    expect(endpoint.queryParameters).toEqual([
      { key: 'ids', valueShape: optional(list(STRING)), explode: false },
    ])
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/paths/~1things/get/parameters/0',
        message: 'Parameter style "pipeDelimited" is sent as style "form".',
      },
    ])
  })

  it('ignores Accept, Content-Type and Authorization headers and drops cookie parameters, with diagnostics', async () => {
    const { endpoint, diagnostics } = await importOperation(
      {
        parameters: [
          { name: 'Accept', in: 'header', schema: { type: 'string' } },
          { name: 'content-type', in: 'header', schema: { type: 'string' } },
          { name: 'Authorization', in: 'header', schema: { type: 'string' } },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        ...OK,
      },
      '/things',
      'get',
    )

    expect(endpoint.requestHeaders).toBeUndefined()
    expect(endpoint.queryParameters).toBeUndefined()
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'info', pointer: '/paths/~1things/get/parameters/0' },
      { severity: 'info', pointer: '/paths/~1things/get/parameters/1' },
      { severity: 'info', pointer: '/paths/~1things/get/parameters/2' },
      { severity: 'warning', pointer: '/paths/~1things/get/parameters/3' },
    ])
  })

  it('lets operation parameters override path-item parameters of the same name and location', async () => {
    const { definition } = await importOpenApi(
      document({
        '/things/{id}': {
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
          ],
          get: {
            parameters: [{ name: 'verbose', in: 'query', required: true, schema: { type: 'integer' } }],
            ...OK,
          },
        },
      }),
    )

    const endpoint = endpointOf(definition, 'get-things-id')
    expect(endpoint.pathParameters).toEqual([{ key: 'id', valueShape: STRING }])
    expect(endpoint.queryParameters).toEqual([{ key: 'verbose', valueShape: INTEGER }])
  })

  it('follows parameter references and reads a parameter schema from content', async () => {
    const { definition } = await importOpenApi(
      document(
        {
          '/things': {
            get: {
              parameters: [
                { $ref: '#/components/parameters/Limit' },
                {
                  name: 'filter',
                  in: 'query',
                  content: { 'application/json': { schema: { type: 'object' } } },
                },
              ],
              ...OK,
            },
          },
        },
        {
          components: { parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } } },
        },
      ),
    )

    expect(endpointOf(definition, 'get-things').queryParameters).toEqual([
      { key: 'limit', valueShape: optional(INTEGER) },
      {
        key: 'filter',
        valueShape: optional({
          type: 'alias',
          value: { type: 'map', keyShape: STRING, valueShape: { type: 'alias', value: { type: 'unknown' } } },
        }),
      },
    ])
  })

  it('adds an undeclared path parameter as a string, with a warning', async () => {
    const { endpoint, diagnostics } = await importOperation(OK, '/things/{thingId}', 'get')

    expect(endpoint.pathParameters).toEqual([{ key: 'thingId', valueShape: STRING }])
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        pointer: '/paths/~1things~1{thingId}/get/parameters',
        message: 'Path parameter "thingId" is not declared; imported as a string.',
      },
    ])
  })

  it('reports a parameter without a location and skips it', async () => {
    const { endpoint, diagnostics } = await importOperation(
      { parameters: [{ name: 'x', schema: { type: 'string' } }], ...OK },
      '/things',
      'get',
    )

    expect(endpoint.queryParameters).toBeUndefined()
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'error', pointer: '/paths/~1things/get/parameters/0' },
    ])
  })
})

describe('request bodies', () => {
  it('maps a JSON body referencing a component to an alias of the named type', async () => {
    const { endpoint } = await importOperation({
      requestBody: {
        description: 'The pet.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
      },
      ...OK,
    })

    expect(endpoint.requests).toEqual([
      { description: 'The pet.', contentType: 'application/json', body: id('Pet') },
    ])
  })

  it('maps an inline JSON object body to an object and a union body to a named request type', async () => {
    const inline = await importOperation({
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
          },
        },
      },
      ...OK,
    })
    const union = await importOperation({
      requestBody: {
        content: { 'application/json': { schema: { oneOf: [{ type: 'string' }, { type: 'integer' }] } } },
      },
      ...OK,
    })

    expect(inline.endpoint.requests).toEqual([
      {
        contentType: 'application/json',
        body: { type: 'object', extends: [], properties: [{ key: 'name', valueShape: STRING }] },
      },
    ])
    expect(union.endpoint.requests).toEqual([{ contentType: 'application/json', body: id('SubjectRequest') }])
    expect(union.definition.types['SubjectRequest']).toEqual({
      name: 'SubjectRequest',
      shape: { type: 'undiscriminatedUnion', variants: [{ shape: STRING }, { shape: INTEGER }] },
    })
  })

  it('maps a multipart body to form fields: files, file lists, exploded arrays and per-part content types', async () => {
    const { endpoint } = await importOperation({
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: { type: 'string', format: 'binary', description: 'The upload.' },
                attachments: { type: 'array', items: { type: 'string', format: 'binary' } },
                tags: { type: 'array', items: { type: 'string' } },
                ids: { type: 'array', items: { type: 'integer' } },
                metadata: { type: 'object', properties: { source: { type: 'string' } } },
                note: { type: 'string' },
              },
            },
            encoding: {
              file: { contentType: 'image/png, image/jpeg' },
              ids: { explode: false },
              metadata: { contentType: 'application/json' },
            },
          },
        },
      },
      ...OK,
    })

    expect(endpoint.requests).toEqual([
      {
        contentType: 'multipart/form-data',
        body: {
          type: 'formData',
          fields: [
            {
              type: 'file',
              key: 'file',
              isOptional: false,
              description: 'The upload.',
              contentType: ['image/png', 'image/jpeg'],
            },
            { type: 'files', key: 'attachments', isOptional: true },
            { type: 'property', key: 'tags', valueShape: optional(list(STRING)), exploded: true },
            { type: 'property', key: 'ids', valueShape: optional(list(INTEGER)) },
            {
              type: 'property',
              key: 'metadata',
              contentType: 'application/json',
              valueShape: optional({
                type: 'object',
                extends: [],
                properties: [{ key: 'source', valueShape: optional(STRING) }],
              }),
            },
            { type: 'property', key: 'note', valueShape: optional(STRING) },
          ],
        },
      },
    ])
  })

  it('reads multipart fields through a $ref and allOf', async () => {
    const { definition } = await importOpenApi(
      document(
        {
          '/upload': {
            post: {
              requestBody: {
                content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/Upload' } } },
              },
              ...OK,
            },
          },
        },
        {
          components: {
            schemas: {
              Named: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
              Upload: {
                allOf: [
                  { $ref: '#/components/schemas/Named' },
                  { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
                ],
              },
            },
          },
        },
      ),
    )

    expect(endpointOf(definition, 'post-upload').requests?.[0]?.body).toEqual({
      type: 'formData',
      fields: [
        { type: 'property', key: 'name', valueShape: STRING },
        { type: 'file', key: 'file', isOptional: true },
      ],
    })
  })

  it('maps a urlencoded body to an object', async () => {
    const { endpoint } = await importOperation({
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['grant'],
              properties: { grant: { type: 'string' }, count: { type: 'integer' } },
            },
          },
        },
      },
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
            { key: 'count', valueShape: optional(INTEGER) },
          ],
        },
      },
    ])
  })

  it('maps an octet-stream body to bytes, optional unless the body is required', async () => {
    const optionalBody = await importOperation({
      requestBody: {
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
      ...OK,
    })
    const requiredBody = await importOperation({
      requestBody: { required: true, content: { 'application/octet-stream': {} } },
      ...OK,
    })

    expect(optionalBody.endpoint.requests).toEqual([
      {
        contentType: 'application/octet-stream',
        body: { type: 'bytes', isOptional: true, contentType: 'application/octet-stream' },
      },
    ])
    expect(requiredBody.endpoint.requests?.[0]?.body).toEqual({
      type: 'bytes',
      isOptional: false,
      contentType: 'application/octet-stream',
    })
  })

  it('keeps one request per media type in declaration order, text as a string', async () => {
    const { endpoint } = await importOperation({
      requestBody: {
        content: {
          'text/plain': { schema: { type: 'string' } },
          'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
        },
      },
      ...OK,
    })

    expect(endpoint.requests).toEqual([
      { contentType: 'text/plain', body: STRING },
      { contentType: 'application/json', body: id('Pet') },
    ])
  })
})

describe('responses', () => {
  it('maps JSON responses to a reference, an inline object, or an empty body', async () => {
    const { endpoint } = await importOperation({
      responses: {
        '200': {
          description: 'The pet.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
        '201': {
          description: 'Created.',
          content: {
            'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } },
          },
        },
        '204': { description: 'Nothing.' },
      },
    })

    expect(endpoint.responses).toEqual([
      { statusCode: 200, description: 'The pet.', body: id('Pet') },
      {
        statusCode: 201,
        description: 'Created.',
        body: { type: 'object', extends: [], properties: [{ key: 'id', valueShape: optional(STRING) }] },
      },
      { statusCode: 204, description: 'Nothing.', body: { type: 'empty' } },
    ])
  })

  it('names a non-object inline response type after the operation', async () => {
    const { endpoint, definition } = await importOperation({
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: { anyOf: [{ type: 'string' }, { type: 'integer' }] } } },
        },
      },
    })

    expect(endpoint.responses?.[0]?.body).toEqual(id('SubjectResponse'))
    expect(definition.types['SubjectResponse']?.shape.type).toBe('undiscriminatedUnion')
  })

  it('maps text/event-stream to a stream of its schema, and to streaming text without one', async () => {
    const withSchema = await importOperation({
      responses: {
        '200': {
          description: 'Events.',
          content: { 'text/event-stream': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
      },
    })
    const withoutSchema = await importOperation({
      responses: { '200': { description: 'Events.', content: { 'text/event-stream': {} } } },
    })

    expect(withSchema.endpoint.responses?.[0]?.body).toEqual({ type: 'stream', shape: id('Pet') })
    expect(withoutSchema.endpoint.responses?.[0]?.body).toEqual({ type: 'streamingText' })
  })

  it('maps NDJSON to a stream of its schema', async () => {
    const { endpoint } = await importOperation({
      responses: {
        '200': {
          description: 'Lines.',
          content: { 'application/x-ndjson': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
      },
    })

    expect(endpoint.responses?.[0]?.body).toEqual({ type: 'stream', shape: id('Pet') })
  })

  it('maps binary responses to file downloads with their content type', async () => {
    const { endpoint } = await importOperation({
      responses: {
        '200': {
          description: 'The report.',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    })

    expect(endpoint.responses).toEqual([
      {
        statusCode: 200,
        description: 'The report.',
        body: { type: 'fileDownload', contentType: 'application/pdf' },
      },
    ])
  })

  it('prefers JSON when a response offers several media types', async () => {
    const { endpoint } = await importOperation({
      responses: {
        '200': {
          description: 'OK',
          content: {
            'application/xml': { schema: { $ref: '#/components/schemas/Pet' } },
            'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
          },
        },
      },
    })

    expect(endpoint.responses?.[0]?.body).toEqual(id('Pet'))
  })

  it('maps a text response to a string', async () => {
    const { endpoint } = await importOperation({
      responses: { '200': { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } } } } },
    })

    expect(endpoint.responses?.[0]?.body).toEqual(STRING)
  })

  it('maps wildcard and default responses', async () => {
    const wildcard = await importOperation({ responses: { '2XX': { description: 'Fine.' } } })
    const onlyDefault = await importOperation({ responses: { default: { description: 'Whatever.' } } })

    expect(wildcard.endpoint.responses).toEqual([
      { statusCode: 200, isWildcard: true, description: 'Fine.', body: { type: 'empty' } },
    ])
    expect(onlyDefault.endpoint.responses).toEqual([
      { statusCode: 200, isWildcard: true, description: 'Whatever.', body: { type: 'empty' } },
    ])
    expect(onlyDefault.endpoint.errors).toBeUndefined()
  })

  it('maps 4xx, 5xx and default responses to errors named after their schema or status', async () => {
    const { endpoint } = await importOperation({
      responses: {
        '200': { description: 'OK' },
        '404': {
          description: 'Not found.',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { name: 'none' } },
          },
        },
        '429': { description: 'Slow down.' },
        '5XX': { description: 'Server trouble.' },
        default: { description: 'Anything else.' },
      },
    })

    expect(endpoint.errors).toEqual([
      {
        name: 'Pet',
        statusCode: 404,
        description: 'Not found.',
        shape: id('Pet'),
        examples: [{ responseBody: { type: 'json', value: { name: 'none' } } }],
      },
      { name: 'TooManyRequestsError', statusCode: 429, description: 'Slow down.' },
      { name: 'Status5XXError', statusCode: 500, isWildcard: true, description: 'Server trouble.' },
      { name: 'DefaultError', statusCode: 500, isWildcard: true, description: 'Anything else.' },
    ])
  })

  it('follows response references', async () => {
    const { definition } = await importOpenApi(
      document(
        { '/things': { get: { responses: { '200': { $ref: '#/components/responses/Thing' } } } } },
        {
          components: {
            responses: {
              Thing: {
                description: 'A thing.',
                content: { 'application/json': { schema: { type: 'string' } } },
              },
            },
          },
        },
      ),
    )

    expect(endpointOf(definition, 'get-things').responses).toEqual([
      { statusCode: 200, description: 'A thing.', body: STRING },
    ])
  })
})

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
      document(
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
