import type { WebSocketChannel } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import { definitionOf, enumOf, integer, object, optional, property, string } from '../test/shapes.js'
import { createWebSocketFormStore } from './websocket-form-store.js'
import { buildWebSocketTarget, selectWebSocketTarget } from './websocket-target.js'

const channel: WebSocketChannel = {
  id: 'chat',
  path: [
    { type: 'literal', value: '/rooms/' },
    { type: 'pathParameter', value: 'room' },
  ],
  environments: [{ id: 'prod', baseUrl: 'wss://chat.example.com/' }],
  pathParameters: [property('room', string)],
  queryParameters: [
    property('since', optional(integer)),
    property('mode', optional(enumOf(['live', 'replay']))),
  ],
  requestHeaders: [property('X-Client', string)],
  messages: [
    {
      type: 'say',
      origin: 'client',
      body: object([property('text', string), property('mood', optional(string))]),
    },
    {
      type: 'typing',
      origin: 'client',
      body: object([
        property('on', { type: 'alias', value: { type: 'primitive', value: { type: 'boolean' } } }),
      ]),
    },
    { type: 'said', origin: 'server', body: object([property('text', string)]) },
  ],
}
const definition = definitionOf([], {}, { websockets: { chat: channel } })

describe('createWebSocketFormStore', () => {
  it('seeds handshake values and a draft per client message, and edits them by path', () => {
    const store = createWebSocketFormStore({ definition, channelId: 'chat' })
    expect(store.getState().formState).toEqual({
      type: 'websocket',
      headers: { 'X-Client': '' },
      pathParameters: { room: '' },
      queryParameters: {},
      messages: { say: { text: '' }, typing: { on: false } },
    })
    store.getState().setValue(['messages', 'say', 'text'], 'Hello')
    store.getState().addValue(['messages', 'say', 'mood'])
    expect(store.getState().formState.messages['say']).toEqual({ text: 'Hello', mood: '' })
    expect(store.getState().removeValue(['messages', 'say'])).toBe(false)
    expect(store.getState().formState.messages['say']).toEqual({ text: '' })
  })

  it('validates handshake values and message drafts', () => {
    const store = createWebSocketFormStore({ definition, channelId: 'chat' })
    store.getState().setValue(['messages', 'typing', 'on'], 'yes')
    store.getState().setValue(['queryParameters', 'mode'], 'fast')
    expect(store.getState().errors).toEqual([
      { path: ['pathParameters', 'room'], message: MESSAGES.emptyPathParameter },
      { path: ['queryParameters', 'mode'], message: 'Choose one of the declared values: live, replay' },
      { path: ['messages', 'typing', 'on'], message: MESSAGES.boolean },
    ])
  })

  it('names the channel and definition when the channel does not exist', () => {
    expect(() => createWebSocketFormStore({ definition, channelId: 'nope' })).toThrow(
      'Websocket channel "nope" is not in API definition "api".',
    )
  })
})

describe('buildWebSocketTarget', () => {
  it('fills the path and query into the channel URL, and puts auth headers before form headers', () => {
    const store = createWebSocketFormStore({ definition, channelId: 'chat' })
    store.getState().setValue(['pathParameters', 'room'], 'a b')
    store.getState().setValue(['queryParameters', 'since'], 5)
    store.getState().setValue(['headers', 'X-Client'], 'docs')
    expect(selectWebSocketTarget(store.getState(), { headers: [['Authorization', 'Bearer t']] })).toEqual({
      url: 'wss://chat.example.com/rooms/a%20b?since=5',
      headers: [
        ['Authorization', 'Bearer t'],
        ['X-Client', 'docs'],
      ],
    })
  })

  it('takes a base URL the reader typed', () => {
    const target = buildWebSocketTarget({
      channel,
      baseUrl: 'ws://127.0.0.1:9000',
      formState: {
        type: 'websocket',
        headers: {},
        pathParameters: { room: '1' },
        queryParameters: {},
        messages: {},
      },
    })
    expect(target).toEqual({ url: 'ws://127.0.0.1:9000/rooms/1', headers: [] })
  })
})
