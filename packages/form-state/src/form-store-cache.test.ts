import type { WebSocketChannel } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { createFormStoreCache } from './form-store-cache.js'
import { formStorageKey } from './persistence.js'
import { definitionOf, jsonEndpoint, property, string } from '../test/shapes.js'

const channel: WebSocketChannel = {
  id: 'chat',
  path: [{ type: 'literal', value: '/chat' }],
  messages: [{ type: 'say', origin: 'client', body: { type: 'object', extends: [], properties: [] } }],
}
const first = jsonEndpoint([property('name', string)], { id: 'first' })
const second = jsonEndpoint([property('title', string)], { id: 'second' })
const definition = definitionOf([first, second], {}, { websockets: { chat: channel } })

describe('createFormStoreCache', () => {
  it('keeps the edits of a form while the reader visits another one', () => {
    const forms = createFormStoreCache({ definition })
    forms.endpoint('first').getState().setValue(['body', 'value', 'name'], 'Ada')
    forms.endpoint('second').getState().setValue(['body', 'value', 'title'], 'Dr')
    expect(forms.endpoint('first').getState().formState.body?.value).toEqual({ name: 'Ada' })
    expect(forms.endpoint('second').getState().formState.body?.value).toEqual({ title: 'Dr' })
  })

  it('creates each store once, endpoints and channels apart', () => {
    const forms = createFormStoreCache({ definition })
    expect(forms.endpoint('first')).toBe(forms.endpoint('first'))
    expect(forms.websocket('chat')).toBe(forms.websocket('chat'))
    expect(forms.websocket('chat').getState().channel.id).toBe('chat')
  })

  it('gives every store its options', () => {
    const saved = new Map<string, string>()
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    }
    const forms = createFormStoreCache({ definition, environmentId: 'prod', storage })
    forms.endpoint('second').getState().setValue(['body', 'value', 'title'], 'Dr')
    expect(forms.endpoint('second').getState().environmentId).toBe('prod')
    expect([...saved.keys()]).toEqual([formStorageKey('api', 'endpoint', 'second')])
  })

  it('throws for an unknown endpoint without keeping anything, and starts afresh once disposed', () => {
    const forms = createFormStoreCache({ definition })
    expect(() => forms.endpoint('missing')).toThrow('Endpoint "missing" is not in API definition "api".')
    const kept = forms.endpoint('first')
    forms.dispose()
    expect(forms.endpoint('first')).not.toBe(kept)
  })
})
