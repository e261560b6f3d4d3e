import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { WebSocket, WebSocketServer, type RawData } from 'ws'

/** How a websocket attempt through the proxy ended. */
export type WebSocketAttempt = {
  /** The HTTP status of a refused upgrade (the proxy answered before accepting the websocket). */
  refusedStatus?: number
  /** The close code the proxy sent after accepting the websocket. */
  closeCode?: number
  /** The refusal's body text, or the close reason. */
  reason?: string
  /** True when the connection was still open after `waitMs`: the proxy relayed it to the target. */
  stillOpen?: boolean
}

/** Options of {@link tryWebSocket}. */
export type TryWebSocketOptions = {
  /** Headers of the JSON handshake frame. */
  headers?: Record<string, string>
  /** The browser's `Origin` on the upgrade request. */
  origin?: string
  /** How long to wait for a close after the handshake before calling the connection open. Default 2 s. */
  waitMs?: number
}

/**
 * Opens a websocket to `target` through the proxy at `proxyUrl` the way the playground does (path-style URL,
 * then the JSON handshake frame) and reports how it ended. Meant for tests: an SSRF attempt must end with a
 * `refusedStatus` (checked before the upgrade) or a 1011 `closeCode` (checked on connect), never `stillOpen`.
 *
 * @example
 * const attempt = await tryWebSocket(proxy.url, 'ws://127.0.0.1:8080/')
 * expect(attempt.refusedStatus).toBe(403)
 */
export function tryWebSocket(
  proxyUrl: string,
  target: string,
  options: TryWebSocketOptions = {},
): Promise<WebSocketAttempt> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${proxyUrl.replace(/^http/, 'ws')}/${target}`, {
      ...(options.origin === undefined ? {} : { origin: options.origin }),
    })
    let timer: NodeJS.Timeout | undefined
    let settled = false
    const settle = (attempt: WebSocketAttempt): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(attempt)
    }
    socket.on('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        settle({ refusedStatus: response.statusCode ?? 0, reason: refusalMessage(Buffer.concat(chunks)) })
        socket.terminate()
      })
    })
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'handshake', url: target, headers: options.headers ?? {} }))
      timer = setTimeout(() => {
        settle({ stillOpen: true })
        socket.terminate()
      }, options.waitMs ?? 2000)
    })
    socket.on('close', (code, reason) => settle({ closeCode: code, reason: reason.toString() }))
    socket.on('error', (error) => settle({ reason: error.message }))
  })
}

/** A websocket server for tests, with what it saw. */
export type TestWebSocketUpstream = {
  /** e.g. `ws://127.0.0.1:41234` */
  url: string
  port: number
  server: WebSocketServer
  /** The upgrade request of each connection, in order (headers as Node parsed them). */
  requests: IncomingMessage[]
  /** Every message received, with its kind. */
  received: { data: Buffer; isBinary: boolean }[]
  close: () => Promise<void>
}

/**
 * Starts a websocket server on 127.0.0.1 (a free port) that echoes every message with its kind (text stays
 * text) unless `onConnection` takes over, and records upgrade requests and messages.
 */
export async function startWebSocketUpstream(
  onConnection?: (socket: WebSocket, request: IncomingMessage) => void,
): Promise<TestWebSocketUpstream> {
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  })
  const requests: IncomingMessage[] = []
  const received: { data: Buffer; isBinary: boolean }[] = []
  server.on('connection', (socket, request) => {
    requests.push(request)
    socket.on('message', (data, isBinary) => received.push({ data: Buffer.from(data as Buffer), isBinary }))
    if (onConnection !== undefined) onConnection(socket, request)
    else socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }))
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    server,
    requests,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  }
}

/** One message a test client received. */
export type ReceivedMessage = { text: string; bytes: number[]; isBinary: boolean }

/** A close code and reason as a test saw them. */
export type SeenClose = { code: number; reason: string }

/** A browser stand-in connected through the proxy (see {@link openThroughProxy}). */
export type ProxiedWebSocket = {
  socket: WebSocket
  /** Resolves once the proxy accepted the websocket (before the target is connected). */
  opened: Promise<void>
  closed: Promise<SeenClose>
  /** The next message received, in order. */
  next: () => Promise<ReceivedMessage>
}

/**
 * Opens a websocket to `target` through the proxy at `proxyUrl` (path-style) and collects what comes back.
 * It sends nothing: the test sends the handshake ({@link handshakeFrame}) and its messages.
 */
export function openThroughProxy(proxyUrl: string, target: string, origin?: string): ProxiedWebSocket {
  const socket = new WebSocket(
    `${proxyUrl.replace(/^http/, 'ws')}/${target}`,
    origin === undefined ? {} : { origin },
  )
  const queued: ReceivedMessage[] = []
  const waiting: ((message: ReceivedMessage) => void)[] = []
  socket.on('message', (data: RawData, isBinary) => {
    const bytes = data as Buffer
    const message = { text: bytes.toString('utf8'), bytes: [...bytes], isBinary }
    const waiter = waiting.shift()
    if (waiter !== undefined) waiter(message)
    else queued.push(message)
  })
  return {
    socket,
    opened: new Promise((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    }),
    closed: new Promise((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    }),
    next: () => {
      const message = queued.shift()
      return message !== undefined
        ? Promise.resolve(message)
        : new Promise((resolve) => waiting.push(resolve))
    },
  }
}

/** The playground's first frame, `{"type":"handshake","url","headers"}`. */
export function handshakeFrame(headers: Record<string, string> = {}, url = 'informational'): string {
  return JSON.stringify({ type: 'handshake', url, headers })
}

/** How the next connection `upstream` accepts will be closed, as the upstream sees it. */
export function nextUpstreamClose(upstream: TestWebSocketUpstream): Promise<SeenClose> {
  return new Promise((resolve) => {
    upstream.server.once('connection', (socket) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
  })
}

/** The message of a refused upgrade: the `message` of the proxy's JSON error, or the raw text otherwise. */
function refusalMessage(body: Buffer): string {
  const text = body.toString('utf8')
  try {
    const parsed = JSON.parse(text) as { message?: unknown }
    return typeof parsed.message === 'string' ? parsed.message : text
  } catch {
    return text
  }
}
