import { describe, expect, it } from 'vitest'
import { explorerOver, until, useStack } from '../test/stack.js'

const running = useStack()

describe('a websocket channel session', () => {
  it('connects through the proxy, talks to the room and disconnects', async () => {
    const { explorer } = explorerOver(running())
    const room = explorer.channel('realtime/chat-room')
    room.form.getState().setValue(['pathParameters', 'roomId'], 'lobby')
    room.form.getState().setValue(['queryParameters', 'name'], 'Ada')

    expect(await room.connect()).toEqual({ type: 'connecting' })
    await until(() => room.session.getState().status === 'opened')
    await until(() => room.session.getState().messages.some((message) => message.type === 'welcome'))
    expect(await room.connect()).toMatchObject({ type: 'blocked', reason: 'busy' })

    expect(room.send({ type: 'say', data: { type: 'say', text: 'Hello!' } })).toBe(true)
    await until(() => room.session.getState().messages.some((message) => message.type === 'message'))
    expect(
      room.session.getState().messages.find((message) => message.type === 'welcome')?.data,
    ).toMatchObject({
      roomId: 'lobby',
      name: 'Ada',
    })

    room.disconnect()
    await until(() => room.session.getState().status === 'closed')
    expect(room.session.getState().error).toBeUndefined()
  })

  it('ends a sample session at the message limit', async () => {
    const { explorer } = explorerOver(running(), { websocketMessageLimit: 2 })
    const room = explorer.channel('rooms')
    room.form.getState().setValue(['pathParameters', 'roomId'], 'limited')
    await room.connect()
    await until(() => room.session.getState().status === 'opened')
    room.send({ type: 'ping', data: { type: 'ping' } })
    await until(() => room.session.getState().messages.some((message) => message.origin === 'endSample'))
    await until(() => room.session.getState().status === 'closed')
    expect(room.session.getState().messages.at(-1)).toMatchObject({ origin: 'endSample' })
  })

  it('refuses a loopback channel from a page elsewhere, and a disconnect cancels a connect in waiting', async () => {
    const { explorer: remotePage } = explorerOver(running(), { pageHostname: () => 'docs.example.com' })
    expect(await remotePage.channel('rooms').connect()).toMatchObject({
      type: 'blocked',
      reason: 'localhost',
    })

    const { explorer } = explorerOver(running())
    const room = explorer.channel('rooms')
    room.form.getState().setValue(['pathParameters', 'roomId'], 'lobby')
    const connecting = room.connect()
    room.disconnect()
    expect(await connecting).toEqual({ type: 'cancelled' })
    expect(room.session.getState().status).toBe('closed')
  })
})
