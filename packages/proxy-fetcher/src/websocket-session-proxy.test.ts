import type { RunningProxy } from '@api-explorer/proxy-server'
import { startProxyServer } from '@api-explorer/proxy-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { RoomServer } from '../test/servers.js'
import { startRoomServer } from '../test/servers.js'
import { until } from '../test/until.js'
import { createWebSocketSession } from './websocket-session.js'
import { webSocketConnectUrl } from './websocket-url.js'

/**
 * Whether the proxy relays websockets yet (its relay is written separately): a probe connects through it,
 * sends the handshake and waits for the room's welcome.
 */
async function proxyRelaysWebSockets(): Promise<boolean> {
  const proxy = await startProxyServer({ port: 0, allowPrivate: true })
  const room = await startRoomServer()
  try {
    return await new Promise<boolean>((resolve) => {
      const target = `${room.wsUrl}/rooms/probe`
      const probe = new WebSocket(webSocketConnectUrl(target, proxy.url))
      const timer = setTimeout(() => done(false), 2000)
      const done = (answer: boolean): void => {
        clearTimeout(timer)
        probe.terminate()
        resolve(answer)
      }
      probe.on('open', () => probe.send(JSON.stringify({ type: 'handshake', url: target, headers: {} })))
      probe.on('message', () => done(true))
      probe.on('error', () => done(false))
      probe.on('close', () => done(false))
    })
  } finally {
    await room.close()
    await proxy.close()
  }
}

const relayAvailable = await proxyRelaysWebSockets()

describe('createWebSocketSession through the proxy', () => {
  let proxy: RunningProxy
  let room: RoomServer
  beforeEach(async () => {
    proxy = await startProxyServer({ port: 0, allowPrivate: true })
    room = await startRoomServer()
  })
  afterEach(async () => {
    await room.close()
    await proxy.close()
  })

  it.skipIf(!relayAvailable)(
    'relays the handshake headers, messages both ways and close reasons',
    async () => {
      const session = createWebSocketSession({
        url: `${room.url}/rooms/9?name=ada`,
        headers: [['Authorization', 'Bearer t']],
        proxyUrl: proxy.url,
        WebSocket,
      })
      session.getState().connect()
      await until(session, (state) => state.messages.length === 1)
      expect(session.getState().messages[0]?.data).toEqual({ type: 'welcome', room: '/rooms/9?name=ada' })
      expect(room.upgrades[0]?.authorization).toBe('Bearer t')

      session.getState().send({ type: 'say', data: { type: 'say', text: 'hi' } })
      await until(session, (state) => state.messages.length === 3)
      expect(session.getState().messages[2]?.data).toMatchObject({ text: 'You said: hi' })
      expect(room.frames).toEqual(['{"type":"say","text":"hi"}'])

      session.getState().send({ type: 'close', data: { type: 'close', code: 4001, reason: 'Room closed' } })
      await until(session, (state) => state.status === 'closed')
      expect(session.getState().error).toBe('Room closed')
    },
  )

  it.skipIf(!relayAvailable)('ends a sample session through the proxy at the message limit', async () => {
    const session = createWebSocketSession({
      url: `${room.wsUrl}/rooms/1`,
      proxyUrl: proxy.url,
      messageLimit: 1,
      WebSocket,
    })
    session.getState().connect()
    await until(session, (state) => state.messages.length === 2)
    expect(session.getState()).toMatchObject({ status: 'closed', receivedCount: 0, error: undefined })
    expect(session.getState().messages[1]).toMatchObject({
      origin: 'endSample',
      data: 'END OF SAMPLE SESSION',
    })
  })
})
