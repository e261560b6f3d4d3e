import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import type { RoomServer } from '../test/servers.js'
import { startRoomServer } from '../test/servers.js'
import { until } from '../test/until.js'
import type { WebSocketSession, WebSocketSessionOptions, WebSocketSessionState } from './websocket-session.js'
import { createWebSocketSession } from './websocket-session.js'

describe('createWebSocketSession', () => {
  let room: RoomServer
  let session: WebSocketSession | undefined
  beforeEach(async () => {
    room = await startRoomServer()
  })
  afterEach(async () => {
    session?.getState().disconnect()
    await room.close()
  })

  const open = (options: WebSocketSessionOptions = {}): WebSocketSession => {
    session = createWebSocketSession({ url: `${room.wsUrl}/rooms/1`, WebSocket, ...options })
    return session
  }
  const serverMessages = (state: WebSocketSessionState) => state.messages.filter((m) => m.origin === 'server')

  it('goes closed → opening → opened → closed, logging both sides', async () => {
    const ws = open()
    const statuses: string[] = [ws.getState().status]
    ws.subscribe((state) => {
      if (state.status !== statuses.at(-1)) statuses.push(state.status)
    })
    ws.getState().connect()
    await until(ws, (state) => serverMessages(state).length === 1)
    expect(ws.getState().send({ type: 'say', data: { type: 'say', text: 'hi' }, displayName: 'Say' })).toBe(
      true,
    )
    await until(ws, (state) => serverMessages(state).length === 2)
    ws.getState().disconnect()
    expect(statuses).toEqual(['closed', 'opening', 'opened', 'closed'])
    expect(ws.getState().messages.map(({ timestamp: _, ...entry }) => entry)).toEqual([
      { type: 'welcome', data: { type: 'welcome', room: '/rooms/1' }, origin: 'server' },
      { type: 'say', data: { type: 'say', text: 'hi' }, origin: 'client', displayName: 'Say' },
      {
        type: 'message',
        data: { type: 'message', from: 'echo-bot', text: 'You said: hi' },
        origin: 'server',
      },
    ])
    expect(ws.getState().error).toBeUndefined()
    expect(room.frames).toEqual(['{"type":"say","text":"hi"}'])
  })

  it('sends the handshake first when asked (always through a proxy), with the target and headers', async () => {
    const ws = open({
      url: `${room.url}/rooms/2?name=ada`,
      handshake: true,
      headers: [['Authorization', 'Bearer t']],
    })
    ws.getState().connect()
    await until(ws, (state) => state.status === 'opened')
    ws.getState().send({ type: 'ping', data: { type: 'ping' } })
    await until(ws, (state) => serverMessages(state).length === 3)
    expect(JSON.parse(room.frames[0] ?? '')).toEqual({
      type: 'handshake',
      url: `${room.wsUrl}/rooms/2?name=ada`,
      headers: { Authorization: 'Bearer t' },
    })
    expect(room.frames[1]).toBe('{"type":"ping"}')
  })

  it('keeps text that is not JSON, decodes binary frames, and stamps entries with the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-02T03:04:05Z') })
    try {
      const ws = open()
      ws.getState().connect()
      await until(ws, (state) => state.status === 'opened')
      ws.getState().send({ type: 'raw', data: 'plain words' })
      ws.getState().send({ type: 'binary', data: { type: 'binary' } })
      await until(ws, (state) => serverMessages(state).length === 3)
      const [, notJson, binary] = serverMessages(ws.getState())
      expect(notJson).toMatchObject({ type: 'message', data: 'not an object: "plain words"' })
      expect(binary).toMatchObject({ type: 'binary', data: { type: 'binary', ok: true } })
      expect(
        ws.getState().messages.every((entry) => entry.timestamp === Date.parse('2030-01-02T03:04:05Z')),
      ).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('ends the sample session at the message limit and resets the counter', async () => {
    const ws = open({ messageLimit: 2 })
    ws.getState().connect()
    await until(ws, (state) => state.status === 'opened')
    ws.getState().send({ type: 'ping', data: { type: 'ping' } })
    await until(ws, (state) => state.status === 'closed')
    expect(ws.getState().messages.map((entry) => [entry.origin, entry.type])).toEqual([
      ['server', 'welcome'],
      ['client', 'ping'],
      ['server', 'pong'],
      ['endSample', 'end'],
    ])
    expect(ws.getState().messages.at(-1)?.data).toBe('END OF SAMPLE SESSION')
    expect(ws.getState().receivedCount).toBe(0)
    expect(ws.getState().error).toBeUndefined()
    expect(ws.getState().send({ type: 'ping', data: { type: 'ping' } })).toBe(false)

    ws.getState().connect()
    await until(ws, (state) => state.receivedCount === 1)
    expect(ws.getState().status).toBe('opened')
  })

  it('stores the close reason of a code other than 1000 and clears it on the next connect', async () => {
    const ws = open()
    ws.getState().connect()
    await until(ws, (state) => state.status === 'opened')
    ws.getState().send({ type: 'close', data: { type: 'close', code: 4001, reason: 'Room closed' } })
    await until(ws, (state) => state.status === 'closed')
    expect(ws.getState().error).toBe('Room closed')

    ws.getState().connect()
    expect(ws.getState().error).toBeUndefined()
    await until(ws, (state) => state.status === 'opened')
    ws.getState().send({ type: 'close', data: { type: 'close', code: 1011 } })
    await until(ws, (state) => state.status === 'closed')
    expect(ws.getState().error).toBe('The connection closed unexpectedly (code 1011)')

    ws.getState().connect()
    await until(ws, (state) => state.status === 'opened')
    ws.getState().send({ type: 'close', data: { type: 'close', code: 1000, reason: 'bye' } })
    await until(ws, (state) => state.status === 'closed')
    expect(ws.getState().error).toBeUndefined()
  })

  it('closes at once when disconnected while opening, ignoring that socket afterwards', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ws = open()
    ws.getState().connect()
    expect(ws.getState().status).toBe('opening')
    ws.getState().disconnect()
    expect(ws.getState()).toMatchObject({ status: 'closed', error: undefined })
    ws.getState().connect()
    await until(ws, (state) => state.messages.length === 1)
    expect(ws.getState()).toMatchObject({ status: 'opened', error: undefined })
  })

  it('empties the log on clear and keeps the connection', async () => {
    const ws = open()
    ws.getState().connect()
    await until(ws, (state) => serverMessages(state).length === 1)
    ws.getState().clear()
    expect(ws.getState().messages).toEqual([])
    expect(ws.getState().status).toBe('opened')
  })

  it('reports a connection that cannot be opened', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ws = open({ url: 'not a url' })
    ws.getState().connect()
    expect(ws.getState()).toMatchObject({
      status: 'closed',
      error: expect.stringMatching(/^Could not open the connection: /),
    })

    const refused = open({ url: `${room.wsUrl.replace(/:\d+$/, ':1')}/rooms/1` })
    refused.getState().connect()
    await until(refused, (state) => state.status === 'closed')
    expect(refused.getState().error).toBe('The connection closed unexpectedly (code 1006)')
    expect(errors).toHaveBeenCalledWith('A websocket error occurred', expect.anything())

    const missing = createWebSocketSession({ WebSocket })
    missing.getState().connect()
    expect(missing.getState().error).toBe('Could not open the connection: no websocket URL was given')
  })
})
