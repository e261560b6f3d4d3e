import { createRequire } from 'node:module'
import type * as WsModule from 'ws'
import type { AddressInfo } from 'node:net'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { WebSocketConstructor } from '@api-explorer/proxy-fetcher'
import {
  useWebSocketSession,
  useWebSocketSessionStore,
  WebSocketSessionProvider,
} from './websocket-session.js'

// The jsdom environment resolves `ws` to its browser stub; require takes Node's build of the server and client.
const { WebSocket: NodeWebSocket, WebSocketServer } = createRequire(import.meta.url)('ws') as typeof WsModule

describe('WebSocketSessionProvider', () => {
  let server: InstanceType<typeof WebSocketServer>
  let url: string
  const closed: number[] = []
  beforeEach(async () => {
    closed.length = 0
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/echo`
    server.on('connection', (socket) => {
      socket.on('message', (data) => socket.send(data.toString()))
      socket.on('close', (code) => closed.push(code))
    })
  })
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('connects, logs what is sent and echoed, and closes the connection when unmounted', async () => {
    const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
      <WebSocketSessionProvider url={url} WebSocket={NodeWebSocket as unknown as WebSocketConstructor}>
        {children}
      </WebSocketSessionProvider>
    )
    const { result, unmount } = renderHook(
      () => ({
        status: useWebSocketSession((state) => state.status),
        messages: useWebSocketSession((state) => state.messages),
        session: useWebSocketSessionStore(),
      }),
      { wrapper },
    )
    act(() => result.current.session.getState().connect())
    await waitFor(() => expect(result.current.status).toBe('opened'))
    act(() => void result.current.session.getState().send({ type: 'say', data: { text: 'hi' } }))
    await waitFor(() => expect(result.current.messages).toHaveLength(2))
    expect(result.current.messages.map((entry) => [entry.origin, entry.data])).toEqual([
      ['client', { text: 'hi' }],
      ['server', { text: 'hi' }],
    ])
    unmount()
    await waitFor(() => expect(closed).toEqual([1000]))
  })

  it('names the provider when a hook is used outside it', () => {
    expect(() => renderHook(() => useWebSocketSession((state) => state.status))).toThrow(
      '`useWebSocketSession` must be used within `<WebSocketSessionProvider>`',
    )
  })
})
