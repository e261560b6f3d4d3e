import type { EndpointDefinition, FormDataField, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { buildHttpRequest } from './build-http-request.js'
import { form, getItem } from '../test/endpoints.js'
import { file, list, string } from '../test/shapes.js'

const stringList: TypeShape = list(string)

describe('buildHttpRequest bodies', () => {
  const post = (extra: Partial<EndpointDefinition> = {}): EndpointDefinition => ({
    id: 'post',
    method: 'POST',
    path: [{ type: 'literal', value: '/things' }],
    ...extra,
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
  it('wraps an OpenRPC body in the JSON-RPC envelope, params by position, as application/json', () => {
    const endpoint = post({
      protocol: { type: 'openrpc', methodName: 'pets.add' },
      requests: [
        {
          contentType: 'application/json',
          body: {
            type: 'object',
            extends: [],
            properties: [
              { key: 'name', valueShape: string },
              { key: 'tag', valueShape: string },
              { key: 'age', valueShape: string },
              { key: 'note', valueShape: string },
            ],
          },
        },
      ],
    })
    const request = buildHttpRequest({
      endpoint,
      formState: form({
        headers: { 'Content-Type': 'text/plain' },
        body: { type: 'json', value: { age: 3, name: 'Rex' } },
      }),
    })
    expect(request.body).toEqual({
      type: 'json',
      value: { jsonrpc: '2.0', method: 'pets.add', params: ['Rex', null, 3], id: 1 },
    })
    expect(request.protocol).toEqual({ type: 'openrpc', methodName: 'pets.add' })
    expect(request.headers).toEqual([['Content-Type', 'application/json']])
    const bare = buildHttpRequest({ endpoint, formState: form({}) })
    expect(bare.body).toEqual({
      type: 'json',
      value: { jsonrpc: '2.0', method: 'pets.add', params: [], id: 1 },
    })
  })
})

describe('buildHttpRequest multipart rules', () => {
  const upload = (fields: FormDataField[], contentType = 'multipart/form-data'): EndpointDefinition => ({
    id: 'upload',
    method: 'POST',
    path: [{ type: 'literal', value: '/upload' }],
    requests: [{ contentType, body: { type: 'formData', fields } }],
  })
  const a = file('a.txt')

  it('parses a JSON field written as text, but sends a text field as written', () => {
    const object: TypeShape = { type: 'object', extends: [], properties: [] }
    const request = buildHttpRequest({
      endpoint: upload([
        { type: 'property', key: 'meta', valueShape: object },
        { type: 'property', key: 'title', valueShape: string },
      ]),
      baseUrl: '',
      formState: form({
        body: {
          type: 'form-data',
          value: { meta: { type: 'json', value: '{ "a": 1 }' }, title: { type: 'json', value: '"quoted"' } },
        },
      }),
    })
    expect(request.body).toEqual({
      type: 'form-data',
      parts: [
        { name: 'meta', type: 'field', value: '{"a":1}' },
        { name: 'title', type: 'field', value: '"quoted"' },
      ],
    })
  })

  it('discards non-files in file fields and repeats in file lists, and sends nothing for an empty form', () => {
    const endpoint = upload([
      { type: 'file', key: 'one', isOptional: false },
      { type: 'files', key: 'many', isOptional: false },
    ])
    const request = buildHttpRequest({
      endpoint,
      baseUrl: '',
      formState: form({
        body: {
          type: 'form-data',
          value: {
            one: { type: 'json', value: 'not a file' },
            many: { type: 'fileArray', value: [a, { ...a, lastModified: 5 }, file('b.txt')] },
          },
        },
      }),
    })
    expect(request.body).toEqual({
      type: 'form-data',
      parts: [
        { name: 'many', type: 'file', file: a },
        { name: 'many', type: 'file', file: file('b.txt') },
      ],
    })
    const empty = buildHttpRequest({
      endpoint,
      baseUrl: '',
      formState: form({ body: { type: 'form-data', value: {} } }),
    })
    expect(empty.body).toBeUndefined()
  })

  it('sends each element of an exploded field as its own part, with the field’s part content type', () => {
    const request = buildHttpRequest({
      endpoint: upload([
        { type: 'property', key: 'ids', valueShape: stringList, exploded: true, contentType: 'text/plain' },
      ]),
      baseUrl: '',
      formState: form({
        body: { type: 'form-data', value: { ids: { type: 'json', value: ['1', null, '2'] } } },
      }),
    })
    expect(request.body).toEqual({
      type: 'form-data',
      parts: [
        { name: 'ids', type: 'field', value: '1', contentType: 'text/plain' },
        { name: 'ids', type: 'field', value: '2', contentType: 'text/plain' },
      ],
    })
  })

  it('sends a multipart form as URL-encoded fields when the endpoint declares form-urlencoded', () => {
    const request = buildHttpRequest({
      endpoint: upload(
        [
          { type: 'property', key: 'scope', valueShape: stringList, exploded: true },
          { type: 'file', key: 'f', isOptional: true },
        ],
        'application/x-www-form-urlencoded',
      ),
      baseUrl: '',
      formState: form({
        body: {
          type: 'form-data',
          value: { scope: { type: 'exploded', value: ['a', 'b'] }, f: { type: 'file', value: a } },
        },
      }),
    })
    expect(request.body).toEqual({
      type: 'urlencoded',
      fields: [
        ['scope', 'a'],
        ['scope', 'b'],
      ],
    })
    expect(request.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']])
  })

  it('sends a raw file body with the declared type, else the file’s own, and nothing without a file', () => {
    const png = { ...a, type: 'image/png' }
    const bytes = (contentType?: string): EndpointDefinition => ({
      ...upload([]),
      requests: [
        { ...(contentType == null ? {} : { contentType }), body: { type: 'bytes', isOptional: true } },
      ],
    })
    expect(
      buildHttpRequest({
        endpoint: bytes('application/octet-stream'),
        baseUrl: '',
        formState: form({ body: { type: 'octet-stream', value: png } }),
      }).headers,
    ).toEqual([['Content-Type', 'application/octet-stream']])
    expect(
      buildHttpRequest({
        endpoint: bytes(),
        baseUrl: '',
        formState: form({ body: { type: 'octet-stream', value: png } }),
      }),
    ).toMatchObject({ body: { type: 'bytes', file: png }, headers: [['Content-Type', 'image/png']] })
    expect(
      buildHttpRequest({
        endpoint: bytes(),
        baseUrl: '',
        formState: form({ body: { type: 'octet-stream' } }),
      }).body,
    ).toBeUndefined()
  })
})
