import type { ApiDefinition } from '@api-explorer/model'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useWebSocketTarget } from './use-websocket-target.js'
import { useWebSocketForm, useWebSocketFormStore, WebSocketFormProvider } from './websocket-form.js'

const STRING = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } } as const

const definition: ApiDefinition = {
  id: 'api',
  endpoints: {},
  websockets: {
    chat: {
      id: 'chat',
      path: [
        { type: 'literal', value: '/rooms/' },
        { type: 'pathParameter', value: 'room' },
      ],
      environments: [{ id: 'local', baseUrl: 'ws://127.0.0.1:4010' }],
      pathParameters: [{ key: 'room', valueShape: STRING }],
      queryParameters: [{ key: 'nick', valueShape: STRING }],
      messages: [
        {
          type: 'say',
          origin: 'client',
          body: { type: 'object', extends: [], properties: [{ key: 'text', valueShape: STRING }] },
        },
      ],
    },
  },
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
}

const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
  <WebSocketFormProvider definition={definition} channelId="chat">
    {children}
  </WebSocketFormProvider>
)

describe('WebSocketFormProvider', () => {
  it('holds the channel form, whose drafts and handshake target the hooks read', () => {
    const { result } = renderHook(
      () => ({
        draft: useWebSocketForm((state) => state.formState.messages['say']),
        target: useWebSocketTarget({ headers: [['Authorization', 'Bearer t']] }),
        store: useWebSocketFormStore(),
      }),
      { wrapper },
    )
    expect(result.current.draft).toEqual({ text: '' })
    act(() => {
      result.current.store.getState().setValue(['pathParameters', 'room'], 'general')
      result.current.store.getState().setValue(['queryParameters', 'nick'], 'ada')
      result.current.store.getState().setValue(['messages', 'say', 'text'], 'hello')
    })
    expect(result.current.draft).toEqual({ text: 'hello' })
    expect(result.current.target).toEqual({
      url: 'ws://127.0.0.1:4010/rooms/general?nick=ada',
      headers: [['Authorization', 'Bearer t']],
    })
  })

  it('names the provider when a hook is used outside it', () => {
    expect(() => renderHook(() => useWebSocketForm((state) => state.channel))).toThrow(
      '`useWebSocketForm` must be used within `<WebSocketFormProvider>`',
    )
  })
})
