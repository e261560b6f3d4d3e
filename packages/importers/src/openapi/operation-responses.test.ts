import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, id, importOperation, operationsDocument, optional, STRING } from '../../test/openapi.js'

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
      operationsDocument(
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
