import type { EndpointDefinition, TypeShape, WebSocketChannel } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { createEndpointFormStore } from './endpoint-form-store.js'
import { getFormValue } from './form-path.js'
import type { FormPath } from './form-state.js'
import {
  alias,
  definitionOf,
  integer,
  jsonEndpoint,
  list,
  named,
  object,
  optional,
  primitive,
  property,
  ref,
  string,
} from '../test/shapes.js'
import { selectedVariantIndex, switchUnionVariant } from './union-variant.js'
import { createWebSocketFormStore } from './websocket-form-store.js'

const now = new Date('2024-05-06T07:08:09.000Z')
const double = primitive({ type: 'double' })

const pet: TypeShape = {
  type: 'discriminatedUnion',
  discriminant: 'kind',
  variants: [
    {
      discriminantValue: 'cat',
      extends: [],
      properties: [property('name', string), property('lives', integer), property('size', integer)],
    },
    {
      discriminantValue: 'dog',
      extends: [],
      properties: [property('name', string), property('owner', optional(string)), property('size', string)],
    },
  ],
}
const types = {
  Pet: named('Pet', pet),
  Circle: named('Circle', object([property('radius', double), property('label', string)])),
  Square: named('Square', object([property('side', double), property('label', string)])),
  Figure: named('Figure', {
    type: 'undiscriminatedUnion',
    variants: [{ shape: ref('Circle') }, { shape: ref('Square') }],
  }),
  IdOrCount: named('IdOrCount', {
    type: 'undiscriminatedUnion',
    variants: [{ shape: string }, { shape: integer }],
  }),
}
const endpoint: EndpointDefinition = jsonEndpoint(
  [
    property('pet', ref('Pet')),
    property('figure', optional(ref('Figure'))),
    property('idOrCount', optional(ref('IdOrCount'))),
    property('pets', optional(list(ref('Pet')))),
    property('byName', optional(alias({ type: 'map', keyShape: string, valueShape: ref('Pet') }))),
  ],
  { queryParameters: [property('q', optional(ref('IdOrCount')))] },
)
const definition = definitionOf([endpoint], types)
const create = () => createEndpointFormStore({ definition, endpointId: endpoint.id, now: () => now })

describe('selectedVariantIndex', () => {
  it('reads a discriminated value by its discriminant, and -1 for an unknown one', () => {
    expect(selectedVariantIndex(ref('Pet'), { kind: 'dog' }, types)).toBe(1)
    expect(selectedVariantIndex(ref('Pet'), { kind: 'fish' }, types)).toBe(-1)
    expect(selectedVariantIndex(ref('Pet'), undefined, types)).toBe(-1)
  })

  it('reads an undiscriminated value as the variant it fits best, and -1 for other shapes', () => {
    expect(selectedVariantIndex(ref('Figure'), { side: 2, label: '' }, types)).toBe(1)
    expect(selectedVariantIndex(ref('IdOrCount'), 3, types)).toBe(1)
    expect(selectedVariantIndex(ref('IdOrCount'), undefined, types)).toBe(0)
    expect(selectedVariantIndex(string, 'a', types)).toBe(-1)
  })
})

describe('switching a union variant', () => {
  it('reseeds a discriminated value and carries the properties both variants declare alike', () => {
    const store = create()
    const path = ['body', 'value', 'pet']
    store.getState().setValue(path, { kind: 'cat', name: 'Tom', lives: 7, size: 3 })
    store.getState().switchVariant(path, 1)
    // `size` is an integer for cats and text for dogs: 3 is no text, so the dog's seed stays.
    expect(getFormValue(store.getState().formState, path)).toEqual({ kind: 'dog', name: 'Tom', size: '' })
    store.getState().setValue([...path, 'owner'], 'Ada')
    store.getState().switchVariant(path, 0)
    expect(getFormValue(store.getState().formState, path)).toEqual({
      kind: 'cat',
      name: 'Tom',
      lives: 0,
      size: 0,
    })
    expect(store.getState().errors).toEqual([])
  })

  it('carries a property declared alike by both variants even while it is invalid', () => {
    const store = create()
    const path = ['body', 'value', 'pet']
    store.getState().setValue(path, { kind: 'cat', name: 42, lives: 7, size: 3 })
    store.getState().switchVariant(path, 1)
    expect(getFormValue(store.getState().formState, path)).toEqual({ kind: 'dog', name: 42, size: '' })
  })

  it('keeps the value when the variant it is already of is picked, and ignores other indices', () => {
    const store = create()
    store.getState().setValue(['body', 'value', 'pet', 'name'], 'Tom')
    const before = store.getState().formState
    store.getState().switchVariant(['body', 'value', 'pet'], 0)
    store.getState().switchVariant(['body', 'value', 'pet'], 5)
    store.getState().switchVariant(['body', 'value', 'pet', 'name'], 1)
    expect(store.getState().formState).toBe(before)
  })

  it('carries the shared properties of two object variants of an undiscriminated union', () => {
    const store = create()
    const path = ['body', 'value', 'figure']
    store.getState().addValue(path)
    store.getState().setValue(path, { radius: 2, label: 'wheel' })
    store.getState().switchVariant(path, 1)
    const value = getFormValue(store.getState().formState, path)
    expect(value).toEqual({ side: 0, label: 'wheel' })
    expect(selectedVariantIndex(ref('Figure'), value, types)).toBe(1)
  })

  it('keeps a primitive value valid for the new variant, else seeds it', () => {
    const store = create()
    const path = ['body', 'value', 'idOrCount']
    store.getState().setValue(path, 'abc')
    store.getState().switchVariant(path, 1)
    expect(getFormValue(store.getState().formState, path)).toBe(0)
    store.getState().setValue(path, 12)
    store.getState().switchVariant(path, 0)
    expect(getFormValue(store.getState().formState, path)).toBe('')
    store.getState().removeValue(['queryParameters', 'q'])
    store.getState().switchVariant(['queryParameters', 'q'], 1)
    expect(store.getState().formState.queryParameters['q']).toBe(0)
  })

  it('switches values inside lists and maps', () => {
    const store = create()
    const cat = { kind: 'cat', name: 'Tom', lives: 9, size: 1 }
    store.getState().setValue(['body', 'value', 'pets'], [cat, cat])
    store.getState().setValue(['body', 'value', 'byName', '__proto__'], cat)
    store.getState().switchVariant(['body', 'value', 'pets', 1], 1)
    store.getState().switchVariant(['body', 'value', 'byName', '__proto__'], 1)
    const body = store.getState().formState.body?.value as Record<string, unknown>
    expect(body['pets']).toEqual([cat, { kind: 'dog', name: 'Tom', size: '' }])
    const byName = body['byName'] as Record<string, unknown>
    expect(Object.keys(byName)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(byName)).toBe(Object.prototype)
    expect(byName['__proto__']).toEqual({ kind: 'dog', name: 'Tom', size: '' })
  })

  it('switches a websocket message draft and a multipart JSON field', () => {
    const channel: WebSocketChannel = {
      id: 'pets',
      path: [{ type: 'literal', value: '/pets' }],
      messages: [{ type: 'adopt', origin: 'client', body: ref('Pet') }],
    }
    const upload: EndpointDefinition = {
      id: 'upload',
      method: 'POST',
      path: [{ type: 'literal', value: '/upload' }],
      requests: [
        {
          contentType: 'multipart/form-data',
          body: { type: 'formData', fields: [{ type: 'property', key: 'meta', valueShape: ref('Pet') }] },
        },
      ],
    }
    const both = definitionOf([upload], types, { websockets: { pets: channel } })
    const socket = createWebSocketFormStore({ definition: both, channelId: 'pets', now: () => now })
    socket.getState().switchVariant(['messages', 'adopt'], 1)
    expect(socket.getState().formState.messages['adopt']).toEqual({ kind: 'dog', name: '', size: '' })
    const form = createEndpointFormStore({ definition: both, endpointId: 'upload', now: () => now })
    const path: FormPath = ['body', 'value', 'meta', 'value']
    form.getState().switchVariant(path, 1)
    expect(getFormValue(form.getState().formState, path)).toEqual({ kind: 'dog', name: '', size: '' })
  })

  it('is a pure function of the form', () => {
    const target = { type: 'endpoint', definition, endpoint } as const
    const state = create().getState().formState
    const next = switchUnionVariant(target, state, ['body', 'value', 'pet'], 1, now)
    expect(next).not.toBe(state)
    expect(getFormValue(state, ['body', 'value', 'pet', 'kind'])).toBe('cat')
    expect(getFormValue(next, ['body', 'value', 'pet', 'kind'])).toBe('dog')
  })
})
