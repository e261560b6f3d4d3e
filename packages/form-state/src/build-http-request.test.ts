import type { EndpointDefinition, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { buildHttpRequest } from './build-http-request.js'
import type { EndpointFormState } from './form-state.js'

const string: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
const stringList: TypeShape = { type: 'alias', value: { type: 'list', itemShape: string } }

const getItem: EndpointDefinition = {
  id: 'getItem',
  method: 'GET',
  path: [
    { type: 'literal', value: '/stores/' },
    { type: 'pathParameter', value: 'storeId' },
    { type: 'literal', value: '/items/' },
    { type: 'pathParameter', value: 'itemId' },
  ],
  queryParameters: [
    { key: 'tag', valueShape: stringList },
    { key: 'fields', valueShape: stringList, explode: false },
    { key: 'q', valueShape: string },
  ],
  requests: [{ contentType: 'application/json', body: { type: 'alias', value: { type: 'unknown' } } }],
}

const form = (overrides: Partial<EndpointFormState>): EndpointFormState => ({
  type: 'endpoint',
  headers: {},
  pathParameters: {},
  queryParameters: {},
  ...overrides,
})

describe('buildHttpRequest', () => {
  it('encodes path parameters and keeps empty ones visible as :name', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: 'https://api.example.com/v1',
      formState: form({ pathParameters: { storeId: 'a/b c' } }),
    })
    expect(request.url).toBe('https://api.example.com/v1/stores/a%2Fb%20c/items/:itemId')
  })

  it('orders query pairs as declared, repeats exploded lists and comma-joins the others', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: 'https://api.example.com',
      formState: form({
        queryParameters: { extra: 1, q: 'x', fields: ['id', 'name'], tag: ['a', 'b'], skipped: null },
      }),
    })
    expect(request.query).toEqual([
      ['tag', 'a'],
      ['tag', 'b'],
      ['fields', 'id,name'],
      ['q', 'x'],
      ['extra', '1'],
    ])
  })

  it('never sends a body or Content-Type with GET', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: '',
      formState: form({ body: { type: 'json', value: { a: 1 } } }),
    })
    expect(request.body).toBeUndefined()
    expect(request.headers).toEqual([])
  })

  it('puts form headers over auth headers, case-insensitively, and sends the declared content type', () => {
    const request = buildHttpRequest({
      endpoint: { ...getItem, method: 'POST' },
      baseUrl: '',
      authHeaders: [['Authorization', 'Bearer a']],
      secrets: ['Authorization'],
      formState: form({
        headers: { authorization: 'Bearer b', 'X-Count': 3 },
        body: { type: 'json', value: { a: 1 } },
      }),
    })
    expect(request.headers).toEqual([
      ['authorization', 'Bearer b'],
      ['X-Count', '3'],
      ['Content-Type', 'application/json'],
    ])
    expect(request.body).toEqual({ type: 'json', value: { a: 1 } })
    expect(request.secrets).toEqual(['Authorization'])
  })

  it('sends an object as urlencoded fields when the endpoint declares form-urlencoded', () => {
    const request = buildHttpRequest({
      endpoint: {
        ...getItem,
        method: 'POST',
        requests: [
          {
            contentType: 'application/x-www-form-urlencoded',
            body: { type: 'alias', value: { type: 'unknown' } },
          },
        ],
      },
      baseUrl: '',
      formState: form({
        body: { type: 'json', value: { grant_type: 'client_credentials', scope: ['a', 'b'], none: null } },
      }),
    })
    expect(request.body).toEqual({
      type: 'urlencoded',
      fields: [
        ['grant_type', 'client_credentials'],
        ['scope', 'a'],
        ['scope', 'b'],
      ],
    })
    expect(request.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']])
  })

  it('turns multipart entries into parts and leaves the Content-Type to the transport', () => {
    const file = {
      name: 'a.txt',
      lastModified: 0,
      size: 2,
      type: 'text/plain',
      dataUrl: 'data:text/plain;base64,aGk=',
    }
    const request = buildHttpRequest({
      endpoint: {
        ...getItem,
        method: 'POST',
        requests: [
          {
            contentType: 'multipart/form-data',
            body: {
              type: 'formData',
              fields: [
                { type: 'file', key: 'file', isOptional: false },
                {
                  type: 'property',
                  key: 'meta',
                  valueShape: string,
                  contentType: ['application/json', 'text/plain'],
                },
                { type: 'property', key: 'tags', valueShape: stringList, exploded: true },
              ],
            },
          },
        ],
      },
      baseUrl: '',
      formState: form({
        headers: { 'Content-Type': 'multipart/form-data' },
        body: {
          type: 'form-data',
          value: {
            file: { type: 'file', value: file },
            meta: { type: 'json', value: '{"a":1}' },
            tags: { type: 'exploded', value: ['x', 'y'] },
            note: { type: 'json', value: 'plain text' },
            missing: { type: 'file' },
          },
        },
      }),
    })
    expect(request.headers).toEqual([])
    expect(request.body).toEqual({
      type: 'form-data',
      parts: [
        { name: 'file', type: 'file', file },
        { name: 'meta', type: 'field', value: '{"a":1}', contentType: 'application/json' },
        { name: 'tags', type: 'field', value: 'x' },
        { name: 'tags', type: 'field', value: 'y' },
        { name: 'note', type: 'field', value: 'plain text' },
      ],
    })
  })

  it('sends an octet-stream file as bytes with its own type', () => {
    const file = { name: 'a.bin', lastModified: 0, size: 1, type: '', dataUrl: 'data:;base64,AA==' }
    const request = buildHttpRequest({
      endpoint: { ...getItem, method: 'PUT', requests: [{ body: { type: 'bytes', isOptional: false } }] },
      baseUrl: '',
      formState: form({ body: { type: 'octet-stream', value: file } }),
    })
    expect(request.body).toEqual({ type: 'bytes', file })
    expect(request.headers).toEqual([['Content-Type', 'application/octet-stream']])
  })
})
