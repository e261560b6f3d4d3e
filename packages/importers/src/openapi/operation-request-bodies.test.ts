import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import {
  endpointOf,
  id,
  importOperation,
  INTEGER,
  list,
  OK,
  operationsDocument,
  optional,
  STRING,
} from '../../test/openapi.js'

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
      operationsDocument(
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
