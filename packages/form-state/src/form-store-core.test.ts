import { describe, expect, it } from 'vitest'
import { createEndpointFormStore } from './endpoint-form-store.js'
import type { AnyFormStore } from './form-store-core.js'
import { definitionOf, integer, jsonEndpoint, object, optional, property, string } from '../test/shapes.js'
import { createWebSocketFormStore } from './websocket-form-store.js'

const endpoint = jsonEndpoint([
  property('name', string),
  property('nickname', optional(string)),
  property('address', optional(object([property('city', string), property('zip', optional(string))]))),
  property('age', optional(integer)),
])
const definition = definitionOf(
  [endpoint],
  {},
  {
    websockets: { chat: { id: 'chat', path: [], messages: [] } },
  },
)

describe('absentOptionalKeys of a store', () => {
  it('lists the optional properties not held, and follows edits', () => {
    const store = createEndpointFormStore({ definition, endpointId: endpoint.id })
    expect(store.getState().absentOptionalKeys(['body', 'value'])).toEqual(['nickname', 'address', 'age'])
    store.getState().addValue(['body', 'value', 'address'])
    expect(store.getState().absentOptionalKeys(['body', 'value'])).toEqual(['nickname', 'age'])
    expect(store.getState().absentOptionalKeys(['body', 'value', 'address'])).toEqual(['zip'])
  })

  it('hands out the same array while the list stays the same, even across edits', () => {
    const store = createEndpointFormStore({ definition, endpointId: endpoint.id })
    const first = store.getState().absentOptionalKeys(['body', 'value'])
    expect(store.getState().absentOptionalKeys(['body', 'value'])).toBe(first)
    store.getState().setValue(['body', 'value', 'name'], 'Ada')
    expect(store.getState().absentOptionalKeys(['body', 'value'])).toBe(first)
    store.getState().addValue(['body', 'value', 'age'])
    expect(store.getState().absentOptionalKeys(['body', 'value'])).not.toBe(first)
  })
})

describe('AnyFormStore', () => {
  it('takes an endpoint store and a channel store alike', () => {
    const stores: AnyFormStore[] = [
      createEndpointFormStore({ definition, endpointId: endpoint.id }),
      createWebSocketFormStore({ definition, channelId: 'chat' }),
    ]
    expect(stores.map((store) => store.getState().formState.type)).toEqual(['endpoint', 'websocket'])
  })
})
