import type { EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { createEndpointFormStore } from './endpoint-form-store.js'
import type { EndpointFormState } from './form-state.js'
import type { FormStorage } from './persistence.js'
import { formStorageKey, loadFormState, persistableFormState, saveFormState } from './persistence.js'
import { definitionOf, file, jsonEndpoint, property, string } from '../test/shapes.js'
import { createWebSocketFormStore } from './websocket-form-store.js'

/** A storage in memory, as `localStorage` behaves. */
function memoryStorage(): FormStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const failingStorage: FormStorage = {
  getItem: () => {
    throw new Error('denied')
  },
  setItem: () => {
    throw new Error('quota exceeded')
  },
  removeItem: () => {
    throw new Error('denied')
  },
}

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
          { type: 'file', key: 'one', isOptional: false },
          { type: 'files', key: 'many', isOptional: false },
          { type: 'property', key: 'title', valueShape: string },
        ],
      },
    },
  ],
}

const filled: EndpointFormState = {
  type: 'endpoint',
  headers: { 'X-A': '1' },
  pathParameters: {},
  queryParameters: { q: ['a'] },
  body: {
    type: 'form-data',
    value: {
      one: { type: 'file', value: file('a.txt') },
      many: { type: 'fileArray', value: [file('b.txt')] },
      title: { type: 'json', value: 'Hi' },
    },
  },
}

describe('saving and loading a form', () => {
  it('stores a form without its files and reads it back', () => {
    const storage = memoryStorage()
    expect(saveFormState(storage, 'key', filled)).toBe(true)
    expect(loadFormState(storage, 'key')).toEqual({
      ...filled,
      body: {
        type: 'form-data',
        value: {
          one: { type: 'file' },
          many: { type: 'fileArray', value: [] },
          title: { type: 'json', value: 'Hi' },
        },
      },
    })
    expect(
      persistableFormState({ ...filled, body: { type: 'octet-stream', value: file('c.bin') } }).body,
    ).toEqual({
      type: 'octet-stream',
    })
  })

  it('drops and removes anything unreadable instead of throwing', () => {
    const storage = memoryStorage()
    for (const text of [
      'not json',
      '{"version":1,"formState":{"type":"endpoint"}}',
      '{"version":99}',
      'null',
    ]) {
      storage.items.set('key', text)
      expect(loadFormState(storage, 'key')).toBeUndefined()
      expect(storage.items.has('key')).toBe(false)
    }
    expect(loadFormState(storage, 'missing')).toBeUndefined()
  })

  it('carries on when the storage refuses to read or write', () => {
    expect(saveFormState(failingStorage, 'key', filled)).toBe(false)
    expect(loadFormState(failingStorage, 'key')).toBeUndefined()
  })

  it('keys a form by definition, kind and id', () => {
    expect(formStorageKey('api', 'endpoint', 'getUser')).toBe(
      'api-explorer:form-state:["api","endpoint","getUser"]',
    )
  })
})

describe('a store with a storage', () => {
  it('saves every change and starts from the saved form next time', () => {
    const storage = memoryStorage()
    const definition = definitionOf([upload])
    const first = createEndpointFormStore({ definition, endpointId: 'upload', storage })
    first.getState().setValue(['body', 'value', 'title', 'value'], 'Saved')
    first.getState().setValue(['body', 'value', 'one', 'value'], file('a.txt'))
    const second = createEndpointFormStore({ definition, endpointId: 'upload', storage })
    expect(second.getState().formState.body).toEqual({
      type: 'form-data',
      value: {
        one: { type: 'file' },
        many: { type: 'fileArray', value: [] },
        title: { type: 'json', value: 'Saved' },
      },
    })
  })

  it('replaces a saved body of another kind than the endpoint’s by the blank body', () => {
    const storage = memoryStorage()
    const endpoint = jsonEndpoint([property('name', string)])
    const definition = definitionOf([endpoint])
    saveFormState(storage, formStorageKey('api', 'endpoint', endpoint.id), {
      ...filled,
      body: { type: 'octet-stream' },
    })
    const store = createEndpointFormStore({ definition, endpointId: endpoint.id, storage })
    expect(store.getState().formState).toEqual({ ...filled, body: { type: 'json', value: { name: '' } } })
  })

  it('seeds as usual when the storage fails, and a websocket form is kept apart', () => {
    const endpoint = jsonEndpoint([property('name', string)])
    const definition = definitionOf(
      [endpoint],
      {},
      {
        websockets: { chat: { id: 'chat', path: [{ type: 'literal', value: '/chat' }], messages: [] } },
      },
    )
    const store = createEndpointFormStore({ definition, endpointId: endpoint.id, storage: failingStorage })
    store.getState().setValue(['body', 'value', 'name'], 'x')
    expect(store.getState().formState.body).toEqual({ type: 'json', value: { name: 'x' } })
    const storage = memoryStorage()
    const socket = createWebSocketFormStore({ definition, channelId: 'chat', storage })
    socket.getState().setValue(['headers', 'X-A'], '1')
    expect([...storage.items.keys()]).toEqual(['api-explorer:form-state:["api","websocket","chat"]'])
    expect(
      createWebSocketFormStore({ definition, channelId: 'chat', storage }).getState().formState.headers,
    ).toEqual({
      'X-A': '1',
    })
  })
})
