import { randomBytes } from 'node:crypto'
import { upgradeWebSocket } from '@hono/node-server'
import type { WebSocketLike } from '@hono/node-server'
import { Hono } from 'hono'
import { classicError } from '../support/errors.js'

/** Who answers in every room. */
const ECHO_BOT = 'echo-bot'

/** Messages the server sends on a room channel. */
export type RoomServerMessage =
  | { type: 'welcome'; roomId: string; sessionId: string; name: string }
  | { type: 'message'; from: string; text: string; time: string }
  | { type: 'pong'; time: string }
  | { type: 'error'; message: string }

/** The name a session gets when the client sends none. */
const DEFAULT_DISPLAY_NAME = 'guest'

/**
 * `GET /ws/rooms/{roomId}?name=`: a websocket chat room where an echo bot answers `say` and `ping`. A plain
 * HTTP request (no upgrade) gets `426 UpgradeRequiredError`.
 */
export function roomRoutes(): Hono {
  const app = new Hono()
  app.get(
    '/ws/rooms/:roomId',
    upgradeWebSocket((c) => {
      const welcome: RoomServerMessage = {
        type: 'welcome',
        roomId: c.req.param('roomId') ?? '',
        sessionId: `ses_${randomBytes(6).toString('hex')}`,
        name: c.req.query('name') || DEFAULT_DISPLAY_NAME,
      }
      return {
        onOpen: (_event, ws) => {
          answerPlainClosesWithNormalClosure(ws.raw)
          ws.send(JSON.stringify(welcome))
        },
        onMessage: (event, ws) => ws.send(JSON.stringify(roomReply(event.data))),
      }
    }),
    (c) => classicError(c, 426, 'UpgradeRequiredError', 'Connect to this path with a websocket client'),
  )
  return app
}

/**
 * `ws` answers a client's close frame by echoing its code, and with an empty frame when the client gave none
 * (a browser's plain `close()`), which the client then reports as 1005. Answer those with 1000 instead, so a
 * client that closes always sees a normal closure.
 */
function answerPlainClosesWithNormalClosure(socket: WebSocketLike | undefined): void {
  if (socket == null) return
  const close = socket.close.bind(socket)
  socket.close = (code?: number, reason?: string) => close(code ?? 1000, reason)
}

/** The server's answer to one client message; never closes the session, even for nonsense. */
export function roomReply(data: unknown): RoomServerMessage {
  if (typeof data !== 'string') return { type: 'error', message: 'Send text frames holding JSON' }
  let message: unknown
  try {
    message = JSON.parse(data)
  } catch {
    return { type: 'error', message: 'The message is not valid JSON' }
  }
  const type =
    typeof message === 'object' && message != null ? (message as { type?: unknown }).type : undefined
  const now = new Date().toISOString()
  if (type === 'ping') return { type: 'pong', time: now }
  if (type === 'say') {
    const text = (message as { text?: unknown }).text
    if (typeof text !== 'string') return { type: 'error', message: 'A say message needs a text string' }
    return { type: 'message', from: ECHO_BOT, text: `You said: ${text}`, time: now }
  }
  return {
    type: 'error',
    message: `Unknown message type ${JSON.stringify(type ?? null)}; send {"type":"say","text":"…"} or {"type":"ping"}`,
  }
}
