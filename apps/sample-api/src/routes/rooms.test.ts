import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'
import { roomReply } from './rooms.js'

type Message = Record<string, unknown>

/** A connected client that queues what the server sends, so no message is missed between awaits. */
async function connect(url: string): Promise<{ socket: WebSocket; next: () => Promise<Message> }> {
  const socket = new WebSocket(url)
  const queue: Message[] = []
  const waiters: Array<(message: Message) => void> = []
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message
    const waiter = waiters.shift()
    if (waiter) waiter(message)
    else queue.push(message)
  })
  await once(socket, 'open')
  const next = (): Promise<Message> => {
    const queued = queue.shift()
    return queued ? Promise.resolve(queued) : new Promise((resolve) => waiters.push(resolve))
  }
  return { socket, next }
}

describe('chat room websocket', () => {
  let api: RunningSampleApi
  let wsOrigin: string
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
    wsOrigin = api.url.replace(/^http/, 'ws')
  })
  afterAll(async () => {
    await api.close()
  })

  it('welcomes, answers say and ping, reports bad messages without closing, and closes with 1000', async () => {
    const { socket, next } = await connect(`${wsOrigin}/ws/rooms/lobby?name=Ada`)
    const welcome = await next()
    expect(welcome).toMatchObject({ type: 'welcome', roomId: 'lobby', name: 'Ada' })
    expect(welcome.sessionId).toMatch(/^ses_/)

    socket.send(JSON.stringify({ type: 'say', text: 'Hello!' }))
    expect(await next()).toMatchObject({ type: 'message', from: 'echo-bot', text: 'You said: Hello!' })

    socket.send(JSON.stringify({ type: 'ping' }))
    const pong = await next()
    expect(pong.type).toBe('pong')
    expect(new Date(String(pong.time)).toISOString()).toBe(pong.time)

    socket.send('not json')
    expect(await next()).toMatchObject({ type: 'error' })
    socket.send(JSON.stringify({ type: 'dance' }))
    expect(await next()).toMatchObject({ type: 'error' })
    expect(socket.readyState).toBe(WebSocket.OPEN)

    socket.close(1000)
    const [code] = (await once(socket, 'close')) as [number]
    expect(code).toBe(1000)
  })

  it('names a session without a name "guest", and answers a close without a code with 1000', async () => {
    const { socket, next } = await connect(`${wsOrigin}/ws/rooms/room%201`)
    expect(await next()).toMatchObject({ type: 'welcome', roomId: 'room 1', name: 'guest' })
    socket.close()
    const [code] = (await once(socket, 'close')) as [number]
    expect(code).toBe(1000)
  })

  it('answers a plain HTTP request to a room with 426', async () => {
    const response = await fetch(`${api.url}/ws/rooms/lobby`)
    expect(response.status).toBe(426)
    expect(await response.json()).toMatchObject({ error: 'UpgradeRequiredError' })
  })

  it('replies to each kind of client message', () => {
    expect(roomReply('{"type":"say","text":"hi"}')).toMatchObject({ type: 'message', text: 'You said: hi' })
    expect(roomReply('{"type":"say"}')).toMatchObject({ type: 'error' })
    expect(roomReply('null')).toMatchObject({ type: 'error' })
    expect(roomReply(new ArrayBuffer(2))).toMatchObject({
      type: 'error',
      message: 'Send text frames holding JSON',
    })
  })
})
