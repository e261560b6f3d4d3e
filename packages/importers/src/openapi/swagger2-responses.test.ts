import { describe, expect, it } from 'vitest'

import { id, importSwaggerOperation } from '../../test/openapi.js'

describe('Swagger 2.0 responses', () => {
  it('uses produces for the response media type and its examples by media type', async () => {
    const { endpoint } = await importSwaggerOperation(
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
    const { endpoint } = await importSwaggerOperation({
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
    const { endpoint } = await importSwaggerOperation({
      responses: { '200': { description: 'The file.', schema: { type: 'file' } } },
    })

    expect(endpoint.responses?.[0]?.body.type).toBe('fileDownload')
  })

  it('maps a response without a schema to an empty body', async () => {
    const { endpoint } = await importSwaggerOperation({ responses: { '204': { description: 'Done.' } } })

    expect(endpoint.responses).toEqual([{ statusCode: 204, description: 'Done.', body: { type: 'empty' } }])
  })
})
