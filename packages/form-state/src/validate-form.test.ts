import type { EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import type { EndpointFormState } from './form-state.js'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import {
  definitionOf,
  file,
  integer,
  list,
  object,
  optional,
  primitive,
  property,
  string,
} from '../test/shapes.js'
import { validateEndpointForm } from './validate-form.js'

const form = (overrides: Partial<EndpointFormState>): EndpointFormState => ({
  type: 'endpoint',
  headers: {},
  pathParameters: {},
  queryParameters: {},
  ...overrides,
})

const endpoint = (extra: Partial<EndpointDefinition>): EndpointDefinition => ({
  id: 'e',
  method: 'POST',
  path: [
    { type: 'literal', value: '/items/' },
    { type: 'pathParameter', value: 'id' },
  ],
  ...extra,
})

describe('validateEndpointForm', () => {
  it('asks for required parameters and every path parameter, declared or only in the path', () => {
    const target = endpoint({
      queryParameters: [property('limit', integer), property('cursor', optional(string))],
      requestHeaders: [property('X-Trace', string)],
    })
    expect(
      validateEndpointForm(definitionOf([target]), target, form({ queryParameters: { limit: null } })),
    ).toEqual([
      { path: ['headers', 'X-Trace'], message: MESSAGES.required },
      { path: ['queryParameters', 'limit'], message: MESSAGES.required },
      { path: ['pathParameters', 'id'], message: MESSAGES.emptyPathParameter },
    ])
  })

  it('reads parameters written as text, and finds headers whatever their case', () => {
    const target = endpoint({
      pathParameters: [property('id', primitive({ type: 'integer', minimum: 1 }))],
      requestHeaders: [property('X-Count', integer)],
    })
    const errors = validateEndpointForm(
      definitionOf([target]),
      target,
      form({ pathParameters: { id: '0' }, headers: { 'x-count': '2' } }),
    )
    expect(errors).toEqual([{ path: ['pathParameters', 'id'], message: 'Must be at least 1' }])
  })

  it('refuses header names and values that cannot be sent', () => {
    const target = endpoint({})
    const errors = validateEndpointForm(
      definitionOf([target]),
      target,
      form({ pathParameters: { id: '1' }, headers: { 'Bad Name': 'x', 'X-A': 'one\ntwo', 'X-B': 'café ✓' } }),
    )
    expect(errors).toEqual([
      { path: ['headers', 'Bad Name'], message: MESSAGES.headerName },
      { path: ['headers', 'X-A'], message: MESSAGES.headerLineBreak },
      { path: ['headers', 'X-B'], message: MESSAGES.headerLatin1 },
    ])
  })

  it('asks for a required body and checks a JSON body against its type', () => {
    const target = endpoint({
      requests: [
        {
          contentType: 'application/json',
          body: { type: 'object', extends: [], properties: [property('n', integer)] },
        },
      ],
    })
    const definition = definitionOf([target])
    expect(validateEndpointForm(definition, target, form({ pathParameters: { id: '1' } }))).toEqual([
      { path: ['body'], message: MESSAGES.required },
    ])
    expect(
      validateEndpointForm(
        definition,
        target,
        form({ pathParameters: { id: '1' }, body: { type: 'json', value: { n: 0.5 } } }),
      ),
    ).toEqual([{ path: ['body', 'value', 'n'], message: MESSAGES.wholeNumber }])
  })

  it('asks for the files of required file fields and a required raw body', () => {
    const multipart = endpoint({
      requests: [
        {
          contentType: 'multipart/form-data',
          body: {
            type: 'formData',
            fields: [
              { type: 'file', key: 'one', isOptional: false },
              { type: 'files', key: 'many', isOptional: false },
              { type: 'file', key: 'maybe', isOptional: true },
            ],
          },
        },
      ],
    })
    const bytes = endpoint({ requests: [{ body: { type: 'bytes', isOptional: false } }] })
    const definition = definitionOf([multipart])
    expect(
      validateEndpointForm(
        definition,
        multipart,
        form({
          pathParameters: { id: '1' },
          body: {
            type: 'form-data',
            value: { one: { type: 'file' }, many: { type: 'fileArray', value: [] } },
          },
        }),
      ),
    ).toEqual([
      { path: ['body', 'value', 'one'], message: MESSAGES.file },
      { path: ['body', 'value', 'many'], message: MESSAGES.files },
    ])
    expect(
      validateEndpointForm(
        definition,
        bytes,
        form({ pathParameters: { id: '1' }, body: { type: 'octet-stream' } }),
      ),
    ).toEqual([{ path: ['body', 'value'], message: MESSAGES.file }])
    expect(
      validateEndpointForm(
        definition,
        bytes,
        form({ pathParameters: { id: '1' }, body: { type: 'octet-stream', value: file('a.bin') } }),
      ),
    ).toEqual([])
  })

  it('checks multipart values: JSON text parsed for structured fields, exploded items one by one', () => {
    const multipart = endpoint({
      requests: [
        {
          contentType: 'multipart/form-data',
          body: {
            type: 'formData',
            fields: [
              { type: 'property', key: 'meta', valueShape: object([property('size', integer)]) },
              { type: 'property', key: 'ids', valueShape: integer, exploded: true },
              { type: 'property', key: 'tags', valueShape: list(string), exploded: true },
              { type: 'property', key: 'title', valueShape: string },
            ],
          },
        },
      ],
    })
    const errors = validateEndpointForm(
      definitionOf([multipart]),
      multipart,
      form({
        pathParameters: { id: '1' },
        body: {
          type: 'form-data',
          value: {
            meta: { type: 'json', value: '{"size":"big"}' },
            ids: { type: 'exploded', value: [1, 'two'] },
            tags: { type: 'exploded', value: ['a', 2] },
          },
        },
      }),
    )
    expect(errors).toEqual([
      { path: ['body', 'value', 'meta', 'value', 'size'], message: MESSAGES.number },
      { path: ['body', 'value', 'ids', 'value', 1], message: MESSAGES.number },
      { path: ['body', 'value', 'tags', 'value', 1], message: MESSAGES.text },
      { path: ['body', 'value', 'title'], message: MESSAGES.required },
    ])
  })
})
