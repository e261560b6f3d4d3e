import type { HttpRequestBodyShape, PrimitiveType } from '@api-explorer/model'
import { isJsonNumber, JsonNumber, stringifyJson } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { buildHttpRequest } from './build-http-request.js'
import { createEndpointFormStore } from './endpoint-form-store.js'
import { numberFromText } from './number-text.js'
import { form } from '../test/endpoints.js'
import {
  alias,
  definitionOf,
  jsonEndpoint,
  list,
  object,
  primitive,
  property,
  string,
} from '../test/shapes.js'
import { validateEndpointForm } from './validate-form.js'
import { toWireValue, wireText } from './wire-value.js'

const MAX_UINT64 = '18446744073709551615'
const MIN_LONG = '-9223372036854775808'
const uint64 = primitive({ type: 'uint64' })
const long = primitive({ type: 'long' })
const double = primitive({ type: 'double' })

describe('a uint64 typed in a JSON body', () => {
  const endpoint = jsonEndpoint(
    [property('id', uint64), property('offset', long), property('count', uint64)],
    {
      queryParameters: [property('after', uint64)],
      pathParameters: [property('shard', uint64)],
      requestHeaders: [property('X-Cursor', long)],
      path: [
        { type: 'literal', value: '/shards/' },
        { type: 'pathParameter', value: 'shard' },
      ],
    },
  )
  const definition = definitionOf([endpoint])

  it('is in the body Send sends, digit for digit', () => {
    const store = createEndpointFormStore({ definition, endpointId: endpoint.id })
    store.getState().setValue(['body', 'value', 'id'], numberFromText(MAX_UINT64, 'uint64'))
    store.getState().setValue(['body', 'value', 'offset'], MIN_LONG)
    store.getState().setValue(['body', 'value', 'count'], 3)
    const { formState } = store.getState()
    expect(formState.body?.value).toEqual({ id: MAX_UINT64, offset: MIN_LONG, count: 3 })
    expect(
      validateEndpointForm(definition, endpoint, formState).filter((error) => error.path[0] === 'body'),
    ).toEqual([])
    const request = buildHttpRequest(formState, { endpoint, definition })
    const body = request.body?.type === 'json' ? request.body.value : undefined
    expect(stringifyJson(body)).toBe(`{"id":${MAX_UINT64},"offset":${MIN_LONG},"count":3}`)
    expect(stringifyJson(body, 2)).toContain(`"id": ${MAX_UINT64}`)
  })

  it('goes in parameters exactly as typed, never through a number', () => {
    const store = createEndpointFormStore({ definition, endpointId: endpoint.id })
    store.getState().setValue(['queryParameters', 'after'], MAX_UINT64)
    store.getState().setValue(['pathParameters', 'shard'], '18446744073709551614')
    store.getState().setValue(['headers', 'X-Cursor'], MIN_LONG)
    const request = buildHttpRequest(store.getState().formState, { endpoint, definition })
    expect(request.query).toEqual([['after', MAX_UINT64]])
    expect(request.url).toBe('https://api.example.com/shards/18446744073709551614')
    expect(request.headers).toContainEqual(['X-Cursor', MIN_LONG])
  })
})

describe('big numbers in other bodies', () => {
  const post = (contentType: string, body: HttpRequestBodyShape) =>
    jsonEndpoint([], { requests: [{ contentType, body }] })

  it('writes them digit for digit in URL-encoded fields', () => {
    const endpoint = post('application/x-www-form-urlencoded', {
      type: 'object',
      extends: [],
      properties: [property('id', uint64)],
    })
    const request = buildHttpRequest(form({ body: { type: 'json', value: { id: MAX_UINT64 } } }), {
      endpoint,
    })
    expect(request.body).toEqual({ type: 'urlencoded', fields: [['id', MAX_UINT64]] })
  })

  it('sends a multipart number field as typed and a JSON field with exact numbers', () => {
    const endpoint = post('multipart/form-data', {
      type: 'formData',
      fields: [
        { type: 'property', key: 'id', valueShape: uint64 },
        { type: 'property', key: 'meta', valueShape: object([property('offset', long)]) },
      ],
    })
    const request = buildHttpRequest(
      form({
        body: {
          type: 'form-data',
          value: {
            id: { type: 'json', value: MAX_UINT64 },
            meta: { type: 'json', value: { offset: MIN_LONG } },
          },
        },
      }),
      { endpoint },
    )
    expect(request.body).toEqual({
      type: 'form-data',
      parts: [
        { name: 'id', type: 'field', value: MAX_UINT64 },
        { name: 'meta', type: 'field', value: `{"offset":${MIN_LONG}}` },
      ],
    })
  })

  it('puts them in an OpenRPC envelope as numbers', () => {
    const endpoint = jsonEndpoint([property('id', uint64)], {
      protocol: { type: 'openrpc', methodName: 'get' },
    })
    const request = buildHttpRequest(form({ body: { type: 'json', value: { id: MAX_UINT64 } } }), {
      endpoint,
    })
    const body = request.body?.type === 'json' ? request.body.value : undefined
    expect(stringifyJson(body)).toBe(`{"jsonrpc":"2.0","method":"get","params":[${MAX_UINT64}],"id":1}`)
  })
})

describe('toWireValue along a number shape', () => {
  it('makes number text a number when one holds its value exactly', () => {
    expect(toWireValue('42', uint64, {})).toBe(42)
    expect(toWireValue(' 1.0 ', primitive({ type: 'integer' }), {})).toBe(1)
    expect(toWireValue('1e5', double, {})).toBe(100000)
    expect(toWireValue('0.1', double, {})).toBe(0.1)
    expect(toWireValue(7, double, {})).toBe(7)
  })

  it('makes it a JsonNumber of the trimmed text otherwise', () => {
    for (const text of [MAX_UINT64, MIN_LONG, '0.10000000000000001', '1e400', '9007199254740993']) {
      const wire = toWireValue(` ${text}`, double, {})
      expect(isJsonNumber(wire) && wire.text).toBe(text)
    }
    expect(toWireValue(2n ** 64n - 1n, uint64, {})).toEqual(new JsonNumber(MAX_UINT64))
  })

  it('leaves text that is no number as text, and text alone as text', () => {
    expect(toWireValue('1.', uint64, {})).toBe('1.')
    expect(toWireValue('abc', uint64, {})).toBe('abc')
    expect(toWireValue(MAX_UINT64, uint64, {}, { asText: true })).toBe(MAX_UINT64)
    expect(toWireValue(MAX_UINT64, string, {})).toBe(MAX_UINT64)
  })

  it('keeps a bigInteger as its text, as before', () => {
    const bigInteger = primitive({ type: 'bigInteger' } as PrimitiveType)
    expect(toWireValue(MAX_UINT64, bigInteger, {})).toBe(MAX_UINT64)
    expect(toWireValue(2n ** 64n, bigInteger, {})).toBe('18446744073709551616')
  })

  it('walks lists and unions, keeping text that a text variant takes as text', () => {
    const wire = toWireValue(['1', MAX_UINT64], list(uint64), {})
    expect(stringifyJson(wire)).toBe(`[1,${MAX_UINT64}]`)
    const union = alias({
      type: 'undiscriminatedUnion',
      variants: [{ shape: primitive({ type: 'integer' }) }, { shape: string }],
    } as never)
    expect(toWireValue('42', union, {})).toBe('42')
    expect(toWireValue(42, union, {})).toBe(42)
  })
})

describe('wireText', () => {
  it('writes a JsonNumber as its digits and JSON with exact numbers', () => {
    expect(wireText(new JsonNumber(MAX_UINT64))).toBe(MAX_UINT64)
    expect(wireText({ id: new JsonNumber(MAX_UINT64) })).toBe(`{"id":${MAX_UINT64}}`)
    expect(wireText(12)).toBe('12')
    expect(wireText(null)).toBe('')
  })
})
