import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import {
  endpointOf,
  importOperation,
  INTEGER,
  list,
  OK,
  operationsDocument,
  optional,
  primitive,
  STRING,
} from '../../test/openapi.js'

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
      operationsDocument({
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
      operationsDocument(
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
