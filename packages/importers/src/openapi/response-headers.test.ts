import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { importOperation, importSwaggerOperation, INTEGER, optional, STRING } from '../../test/openapi.js'

describe('response headers', () => {
  it('maps the headers of the first success response to responseHeaders and those of errors to their headers, skipping a dangling one', async () => {
    const { endpoint, diagnostics } = await importOperation({
      responses: {
        '200': {
          description: 'OK',
          headers: {
            'X-Rate-Limit': { description: 'Calls left.', required: true, schema: { type: 'integer' } },
            'X-Trace': { $ref: '#/components/headers/Trace' },
            'Content-Type': { schema: { type: 'string' } },
          },
        },
        '201': { description: 'Created', headers: { Location: { schema: { type: 'string' } } } },
        '429': {
          description: 'Slow down',
          headers: {
            'Retry-After': { deprecated: true, content: { 'text/plain': { schema: { type: 'integer' } } } },
          },
        },
      },
    })

    expect(endpoint.responseHeaders).toEqual([
      { key: 'X-Rate-Limit', valueShape: INTEGER, description: 'Calls left.' },
    ])
    expect(endpoint.errors?.[0]?.headers).toEqual([
      { key: 'Retry-After', valueShape: optional(INTEGER), availability: 'Deprecated' },
    ])
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/paths/~1things/post/responses/200/headers/X-Trace',
        message: 'Reference #/components/headers/Trace points at nothing in the document.',
      },
      {
        severity: 'info',
        pointer: '/paths/~1things/post/responses/200/headers/Content-Type',
        message: 'Response header "Content-Type" is ignored, as OpenAPI specifies; the media type gives it.',
      },
    ])
  })

  it('follows header references', async () => {
    const { definition } = await importOpenApi({
      openapi: '3.0.3',
      info: { title: 'Headers', version: '1' },
      paths: {
        '/things': {
          get: {
            operationId: 'list',
            responses: {
              '200': { description: 'OK', headers: { 'X-Total': { $ref: '#/components/headers/Total' } } },
            },
          },
        },
      },
      components: { headers: { Total: { description: 'All of them.', schema: { type: 'integer' } } } },
    })

    expect(definition.endpoints['list']?.responseHeaders).toEqual([
      { key: 'X-Total', valueShape: optional(INTEGER), description: 'All of them.' },
    ])
  })

  it('reads Swagger 2.0 headers, which are their own schemas', async () => {
    const { endpoint } = await importSwaggerOperation({
      responses: {
        '200': {
          description: 'OK',
          headers: { 'X-Rate-Limit': { type: 'integer', description: 'Calls left.' } },
        },
        '404': { description: 'Missing', headers: { 'X-Request-Id': { type: 'string' } } },
      },
    })

    expect(endpoint.responseHeaders).toEqual([
      { key: 'X-Rate-Limit', valueShape: optional(INTEGER), description: 'Calls left.' },
    ])
    expect(endpoint.errors?.[0]?.headers).toEqual([{ key: 'X-Request-Id', valueShape: optional(STRING) }])
  })

  it('notes 1xx and 3xx responses, which are not imported', async () => {
    const { endpoint, diagnostics } = await importOperation({
      responses: {
        '200': { description: 'OK' },
        '101': { description: 'Switching protocols' },
        '302': { description: 'Found', headers: { Location: { schema: { type: 'string' } } } },
      },
    })

    expect(endpoint.responses?.map((response) => response.statusCode)).toEqual([200])
    expect(endpoint.responseHeaders).toBeUndefined()
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'info', pointer: '/paths/~1things/post/responses/101' },
      { severity: 'info', pointer: '/paths/~1things/post/responses/302' },
    ])
  })
})
