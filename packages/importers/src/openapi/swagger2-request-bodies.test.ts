import { describe, expect, it } from 'vitest'

import { id, importSwaggerOperation, list, OK, optional, primitive, STRING } from '../../test/openapi.js'

describe('Swagger 2.0 request bodies', () => {
  it('maps a body parameter to a JSON request of its schema', async () => {
    const { endpoint } = await importSwaggerOperation({
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
    const { endpoint } = await importSwaggerOperation(
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
    const { endpoint } = await importSwaggerOperation({
      parameters: [{ in: 'body', name: 'body', schema: { type: 'object', example: { id: 1 } } }],
      ...OK,
    })

    expect(endpoint.examples).toEqual([
      { path: '/things', responseStatusCode: 200, requestBody: { type: 'json', value: { id: 1 } } },
    ])
  })

  it('maps formData with a type: file parameter to a multipart body with a file field', async () => {
    const { endpoint } = await importSwaggerOperation({
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
    const { endpoint } = await importSwaggerOperation({
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
    const { endpoint } = await importSwaggerOperation({
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
    const { endpoint } = await importSwaggerOperation({
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
    const { diagnostics } = await importSwaggerOperation({
      consumes: ['application/x-www-form-urlencoded'],
      parameters: [{ name: 'count', in: 'formData', type: 'integr' }],
      ...OK,
    })

    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'warning', pointer: '/paths/~1things/post/parameters/0/type' },
    ])
  })
})
