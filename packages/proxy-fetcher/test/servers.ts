import type { IncomingHttpHeaders, IncomingMessage, RequestListener } from 'node:http'
import { createServer } from 'node:http'
import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'
import type { WebSocket } from 'ws'
import { WebSocketServer } from 'ws'

/** A running test server. */
export type TestServer = { url: string; close: () => Promise<void> }

/**
 * An HTTP server on 127.0.0.1 answering with `handler`, for responses the recording server cannot give:
 * bodies written a piece at a time, held open, or missing.
 */
export async function startHttpServer(handler: RequestListener): Promise<TestServer> {
  const server = createServer(handler)
  const url = await listenOnFreePort(server)
  return { url, close: () => closeServer(server) }
}

/** A gate a streaming handler waits at until the test opens it. */
export type Gate = { wait: Promise<void>; open: () => void }

/** A fresh, closed {@link Gate}. */
export function gate(): Gate {
  let open = (): void => undefined
  const wait = new Promise<void>((resolve) => {
    open = resolve
  })
  return { wait, open }
}

/** A websocket chat room server and what reached it. */
export type RoomServer = TestServer & {
  /** `ws://127.0.0.1:<port>` */
  wsUrl: string
  /** Every frame received, as text, in order, across connections. */
  frames: string[]
  /** The headers of every upgrade request. */
  upgrades: IncomingHttpHeaders[]
  /** The server side of the open connections. */
  sockets: Set<WebSocket>
}

/**
 * A websocket room like the sample API's `/ws/rooms/{roomId}`: it greets with `{"type":"welcome",room}`,
 * answers `{"type":"say",text}` with `{"type":"message",from:"echo-bot",text:"You said: …"}` and
 * `{"type":"ping"}` with `{"type":"pong"}`, other objects with an error message, and anything else with raw
 * text. `{"type":"close",code,reason}` makes it close the connection with that code; `{"type":"binary"}`
 * makes it answer with a binary frame holding JSON.
 */
export async function startRoomServer(): Promise<RoomServer> {
  const frames: string[] = []
  const upgrades: IncomingHttpHeaders[] = []
  const sockets = new Set<WebSocket>()
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'Content-Type': 'text/plain' }).end('Upgrade required')
  })
  const wss = new WebSocketServer({ server })
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    upgrades.push(request.headers)
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.send(JSON.stringify({ type: 'welcome', room: request.url ?? '/' }))
    socket.on('message', (raw, isBinary) => {
      const text = isBinary ? '<binary>' : raw.toString()
      frames.push(text)
      socket.send(roomReply(text, socket), { binary: text.includes('"binary"') })
    })
  })
  const url = await listenOnFreePort(server)
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    frames,
    upgrades,
    sockets,
    close: async () => {
      for (const socket of sockets) socket.terminate()
      wss.close()
      await closeServer(server)
    },
  }
}

function roomReply(text: string, socket: WebSocket): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (typeof parsed !== 'object' || parsed == null) return `not an object: ${text}`
  const message = parsed as { type?: unknown; text?: unknown; code?: unknown; reason?: unknown }
  switch (message.type) {
    case 'say':
      return JSON.stringify({ type: 'message', from: 'echo-bot', text: `You said: ${String(message.text)}` })
    case 'ping':
      return JSON.stringify({ type: 'pong' })
    case 'binary':
      return JSON.stringify({ type: 'binary', ok: true })
    case 'close':
      setImmediate(() => socket.close(Number(message.code), String(message.reason ?? '')))
      return JSON.stringify({ type: 'closing' })
    default:
      return JSON.stringify({ type: 'error', message: `Unknown message type ${String(message.type)}` })
  }
}
