import type { EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import type { EndpointFormStore } from './endpoint-form-store.js'
import { createEndpointFormStore } from './endpoint-form-store.js'
import { absentOptionalKeys } from './form-actions.js'
import { resolveFormSlot } from './form-slot.js'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import {
  definitionOf,
  file,
  integer,
  jsonEndpoint,
  list,
  object,
  optional,
  property,
  string,
} from '../test/shapes.js'

// The path actions of a form, through the store that runs them.

const now = new Date('2024-05-06T07:08:09.000Z')

describe('editing by path', () => {
  const address = object([property('city', string), property('zip', optional(string))])
  const endpoint = jsonEndpoint(
    [
      property('name', string),
      property('age', optional(integer)),
      property('address', optional(address)),
      property('tags', optional(list(string))),
      property('pet', {
        type: 'discriminatedUnion',
        discriminant: 'kind',
        variants: [
          { discriminantValue: 'cat', extends: [], properties: [property('lives', integer)] },
          { discriminantValue: 'dog', extends: [], properties: [property('owner', optional(string))] },
        ],
      }),
    ],
    { queryParameters: [property('limit', integer), property('cursor', optional(string))] },
  )
  const create = (): EndpointFormStore =>
    createEndpointFormStore({ definition: definitionOf([endpoint]), endpointId: endpoint.id, now: () => now })

  it('sets a value deep in the body, creating the objects and lists on the way', () => {
    const store = create()
    store.getState().setValue(['body', 'value', 'address', 'city'], 'Paris')
    store.getState().setValue(['body', 'value', 'tags', 0], 'a')
    store.getState().setValue(['queryParameters', 'cursor'], 'c1')
    expect(store.getState().formState).toMatchObject({
      queryParameters: { limit: 0, cursor: 'c1' },
      body: { type: 'json', value: { name: '', address: { city: 'Paris' }, tags: ['a'] } },
    })
  })

  it('removes optional values, splices list items, and resets required ones to their seed', () => {
    const store = create()
    store.getState().setValue(['body', 'value', 'tags'], ['a', 'b', 'c'])
    store.getState().setValue(['body', 'value', 'name'], 'Ada')
    store.getState().setValue(['queryParameters', 'limit'], 50)
    expect(store.getState().removeValue(['body', 'value', 'tags', 1])).toBe(true)
    expect(store.getState().removeValue(['body', 'value', 'name'])).toBe(false)
    expect(store.getState().removeValue(['queryParameters', 'limit'])).toBe(false)
    expect(store.getState().removeValue(['body', 'value', 'pet', 'kind'])).toBe(false)
    store.getState().setValue(['body', 'value', 'age'], undefined)
    expect(store.getState().formState).toMatchObject({
      queryParameters: { limit: 0 },
      body: { type: 'json', value: { name: '', tags: ['a', 'c'], pet: { kind: 'cat', lives: 0 } } },
    })
  })

  it('adds an optional property or a list item with its seed, and leaves a present value alone', () => {
    const store = create()
    store.getState().addValue(['body', 'value', 'address'])
    store.getState().addValue(['body', 'value', 'tags'])
    store.getState().addValue(['body', 'value', 'tags', 0])
    store.getState().addValue(['body', 'value', 'name'])
    expect(store.getState().formState.body).toEqual({
      type: 'json',
      value: { name: '', address: { city: '' }, tags: [''], pet: { kind: 'cat', lives: 0 } },
    })
  })

  it('lists and adds all optional properties of an object', () => {
    const store = create()
    const target = { type: 'endpoint' as const, definition: store.getState().definition, endpoint }
    expect(absentOptionalKeys(target, store.getState().formState, ['body', 'value'])).toEqual([
      'age',
      'address',
      'tags',
    ])
    expect(absentOptionalKeys(target, store.getState().formState, ['queryParameters'])).toEqual(['cursor'])
    store.getState().setValue(['body', 'value', 'pet'], { kind: 'dog' })
    expect(absentOptionalKeys(target, store.getState().formState, ['body', 'value', 'pet'])).toEqual([
      'owner',
    ])
    store.getState().addOptionalValues(['body', 'value'])
    expect(store.getState().formState.body).toEqual({
      type: 'json',
      value: { name: '', age: 0, address: { city: '' }, tags: [], pet: { kind: 'dog' } },
    })
  })

  it('keeps errors up to date with every change, attached to paths', () => {
    const store = create()
    expect(store.getState().errors).toEqual([])
    store.getState().setValue(['body', 'value', 'age'], 1.5)
    expect(store.getState().errors).toEqual([
      { path: ['body', 'value', 'age'], message: MESSAGES.wholeNumber },
    ])
    const errors = store.getState().errors
    store.getState().setValue(['queryParameters', 'cursor'], 'x')
    expect(store.getState().errors).toBe(errors)
    store.getState().setValue(['body', 'value', 'age'], 2)
    expect(store.getState().errors).toEqual([])
  })

  it('ignores paths outside the sections of the form', () => {
    const store = create()
    const before = store.getState().formState
    store.getState().setValue(['type'], 'websocket')
    store.getState().setValue(['messages', 'a'], 1)
    store.getState().setValue([], {})
    expect(store.getState().removeValue(['type'])).toBe(false)
    expect(store.getState().formState).toBe(before)
  })
})

describe('file fields', () => {
  const upload: EndpointDefinition = {
    id: 'upload',
    method: 'POST',
    path: [{ type: 'literal', value: '/upload' }],
    requests: [
      {
        contentType: 'multipart/form-data',
        body: {
          type: 'formData',
          fields: [
            { type: 'file', key: 'avatar', isOptional: false },
            { type: 'files', key: 'docs', isOptional: true },
            { type: 'property', key: 'title', valueShape: string },
          ],
        },
      },
    ],
  }
  const create = (): EndpointFormStore =>
    createEndpointFormStore({ definition: definitionOf([upload]), endpointId: 'upload', now: () => now })

  it('discards a value that is not a file', () => {
    const store = create()
    store.getState().setValue(['body', 'value', 'avatar', 'value'], 'C:/fakepath/a.png')
    store.getState().setValue(['body', 'value', 'avatar'], { type: 'json', value: 'x' })
    expect(store.getState().formState.body).toMatchObject({ value: { avatar: { type: 'file' } } })
    expect(store.getState().errors).toEqual([{ path: ['body', 'value', 'avatar'], message: MESSAGES.file }])
    store.getState().setValue(['body', 'value', 'avatar', 'value'], file('a.png'))
    expect(store.getState().formState.body).toMatchObject({
      value: { avatar: { type: 'file', value: file('a.png') } },
    })
    expect(store.getState().errors).toEqual([])
  })

  it('de-duplicates a file list by relative path, name and size', () => {
    const store = create()
    const a = file('a.txt')
    const nested = { ...file('a.txt'), relativePath: 'folder/a.txt' }
    store.getState().addValue(['body', 'value', 'docs'])
    store
      .getState()
      .setValue(
        ['body', 'value', 'docs', 'value'],
        [a, { ...a, lastModified: 9 }, file('a.txt', 3), nested, 'x'],
      )
    store.getState().setValue(['body', 'value', 'docs', 'value', 4], nested)
    expect(store.getState().formState.body).toMatchObject({
      value: { docs: { type: 'fileArray', value: [a, file('a.txt', 3), nested] } },
    })
  })

  it('removes a file, leaving the field’s empty slot, and refuses to remove a required field', () => {
    const store = create()
    store.getState().setValue(['body', 'value', 'avatar', 'value'], file('a.png'))
    expect(store.getState().removeValue(['body', 'value', 'avatar', 'value'])).toBe(true)
    expect(store.getState().removeValue(['body', 'value', 'avatar'])).toBe(false)
    expect(store.getState().formState.body).toMatchObject({ value: { avatar: { type: 'file' } } })
  })
})

describe('resolveFormSlot', () => {
  const upload: EndpointDefinition = {
    id: 'upload',
    method: 'POST',
    path: [{ type: 'literal', value: '/upload' }],
    requestHeaders: [property('X-Trace', optional(string))],
    requests: [
      {
        contentType: 'multipart/form-data',
        body: {
          type: 'formData',
          fields: [
            { type: 'files', key: 'docs', isOptional: false },
            { type: 'property', key: 'meta', valueShape: object([property('size', integer)]) },
          ],
        },
      },
    ],
  }
  const definition = definitionOf([upload])
  const target = { type: 'endpoint' as const, definition, endpoint: upload }
  const state = createEndpointFormStore({ definition, endpointId: 'upload' }).getState().formState

  it('reads what the definition says about each place of a form', () => {
    expect(resolveFormSlot(target, state, ['headers'])).toEqual({ kind: 'section' })
    expect(resolveFormSlot(target, state, ['headers', 'x-trace'])).toMatchObject({
      kind: 'value',
      required: false,
    })
    expect(resolveFormSlot(target, state, ['headers', 'X-Other'])).toEqual({
      kind: 'value',
      required: false,
      inList: false,
    })
    expect(resolveFormSlot(target, state, ['body'])).toMatchObject({ kind: 'body', required: true })
    expect(resolveFormSlot(target, state, ['body', 'value', 'docs'])).toMatchObject({
      kind: 'entry',
      required: true,
    })
    expect(resolveFormSlot(target, state, ['body', 'value', 'docs', 'value'])).toEqual({
      kind: 'files',
      required: true,
    })
    expect(resolveFormSlot(target, state, ['body', 'value', 'docs', 'value', 0])).toEqual({
      kind: 'file',
      required: false,
      inList: true,
    })
    expect(resolveFormSlot(target, state, ['body', 'value', 'meta', 'value', 'size'])).toEqual({
      kind: 'value',
      shape: integer,
      required: true,
      inList: false,
    })
  })

  it('resets a whole section to its seeds instead of removing it', () => {
    const store = createEndpointFormStore({ definition, endpointId: 'upload' })
    store.getState().setValue(['headers', 'X-Trace'], 't')
    expect(store.getState().removeValue(['headers'])).toBe(false)
    expect(store.getState().formState.headers).toEqual({})
  })
})
