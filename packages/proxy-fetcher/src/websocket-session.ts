import type { WebSocketTarget } from '@api-explorer/model'
import { stringifyJson } from '@api-explorer/model'
import { writeHandshakeFrame } from '@api-explorer/proxy-protocol'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import { PROXY_FETCHER_MESSAGES } from './messages.js'
import type {
  WebSocketCloseEventLike,
  WebSocketConstructor,
  WebSocketLike,
  WebSocketMessageEventLike,
} from './websocket-like.js'
import { decodeFrame, NORMAL_CLOSURE } from './websocket-like.js'
import { webSocketConnectUrl, webSocketTargetUrl } from './websocket-url.js'

/**
 * Options of {@link createWebSocketSession}: a default target (the model's `WebSocketTarget`, either part
 * may be left out) and how to connect.
 */
export type WebSocketSessionOptions = Partial<WebSocketTarget> & {
  /** The proxy's base URL (`http(s)://…` or `ws(s)://…`); without it the session connects directly. */
  proxyUrl?: string
  /** Received messages per connection before the session ends it; unset, 0 or negative: no limit. */
  messageLimit?: number
  /** The `WebSocket` class; default the global one (browsers, Node ≥ 22). */
  WebSocket?: WebSocketConstructor
  /** Send the `{"type":"handshake",url,headers}` frame on open. Default: only through a proxy. */
  handshake?: boolean
}

/** Connection states: closed → opening → opened → closed. */
export type WebSocketSessionStatus = 'closed' | 'opening' | 'opened'

/** Who a message log entry came from; `endSample` marks the end of a limited sample session. */
export type WebSocketLogOrigin = 'client' | 'server' | 'endSample'

/** One entry of the message log. */
export type WebSocketLogEntry = {
  /**
   * Client messages: the message type given to `send`. Server messages: the JSON object's string `type`
   * field, else `message`. The sample-limit entry: `end`.
   */
  type: string
  /** The message: parsed JSON when it was JSON, else the text. */
  data: unknown
  origin: WebSocketLogOrigin
  displayName?: string
  /** `Date.now()` when the entry was logged. */
  timestamp: number
}

/** A client message to send: its type (for the log) and data (sent as JSON). */
export type WebSocketClientMessage = { type: string; data: unknown; displayName?: string }

/** State and actions of a websocket session. */
export type WebSocketSessionState = {
  status: WebSocketSessionStatus
  /** The message log, oldest first; kept across connections until `clear()`. */
  messages: WebSocketLogEntry[]
  /** The close reason of a connection that closed with a code other than 1000. Cleared on connect. */
  error: string | undefined
  /** Server messages received on the current connection; back to 0 on close. */
  receivedCount: number
  /** Opens a connection (when closed), with the options' target unless another is given. */
  connect: (target?: WebSocketTarget) => void
  /** Sends a client message as JSON and logs it; `false` (nothing sent) unless the session is opened. */
  send: (message: WebSocketClientMessage) => boolean
  /** Closes the connection normally (code 1000). */
  disconnect: () => void
  /** Empties the message log. */
  clear: () => void
}

/** A vanilla zustand store of one websocket session. */
export type WebSocketSession = StoreApi<WebSocketSessionState>

/**
 * Creates a websocket session: connects through the proxy (`<proxy as ws(s)>/<ws(s) target>`, handshake
 * frame `{"type":"handshake","url","headers"}` first) or directly, sends client messages as JSON, logs
 * server messages parsed as JSON when possible, stores the reason of a close code other than 1000 as the
 * error, and, once `messageLimit` messages have been received, closes and logs "END OF SAMPLE SESSION".
 *
 * @example
 * const session = createWebSocketSession({ url: 'wss://api.example.com/rooms/1', proxyUrl, messageLimit: 20 })
 * session.getState().connect({ headers: { Authorization: 'Bearer …' } })
 * session.getState().send({ type: 'say', data: { type: 'say', text: 'hi' } })
 */
export function createWebSocketSession(options: WebSocketSessionOptions = {}): WebSocketSession {
  const limit =
    options.messageLimit != null && options.messageLimit > 0 ? options.messageLimit : Number.POSITIVE_INFINITY
  let socket: WebSocketLike | undefined

  return createStore<WebSocketSessionState>()((set, get) => {
    const log = (entry: Omit<WebSocketLogEntry, 'timestamp'>): void =>
      set({ messages: [...get().messages, { ...entry, timestamp: Date.now() }] })

    /** Ends the current connection on our side: later events of that socket are ignored. */
    const closeOwn = (): void => {
      const closing = socket
      socket = undefined
      set({ status: 'closed', receivedCount: 0 })
      try {
        closing?.close(NORMAL_CLOSURE)
      } catch (error) {
        console.error(PROXY_FETCHER_MESSAGES.websocketError, error)
      }
    }

    const open = (target: Partial<WebSocketTarget>): void => {
      const url = target.url ?? options.url
      if (url == null || url === '') {
        set({ error: PROXY_FETCHER_MESSAGES.websocketNoUrl })
        return
      }
      const WebSocketClass = options.WebSocket ?? (globalThis.WebSocket as WebSocketConstructor | undefined)
      let current: WebSocketLike
      try {
        if (WebSocketClass == null) throw new Error(PROXY_FETCHER_MESSAGES.websocketUnavailable)
        current = new WebSocketClass(webSocketConnectUrl(url, options.proxyUrl))
      } catch (error) {
        console.error(PROXY_FETCHER_MESSAGES.websocketError, error)
        set({ error: PROXY_FETCHER_MESSAGES.websocketFailed(errorMessage(error)) })
        return
      }
      socket = current
      current.binaryType = 'arraybuffer'
      set({ status: 'opening', error: undefined, receivedCount: 0 })
      const handshake = options.handshake ?? (options.proxyUrl != null && options.proxyUrl !== '')
      const headers = headerRecord(target.headers ?? options.headers)

      current.onopen = (): void => {
        if (socket !== current) return
        if (handshake) {
          current.send(writeHandshakeFrame(webSocketTargetUrl(url), headers))
        }
        set({ status: 'opened' })
      }
      current.onmessage = (event: WebSocketMessageEventLike): void => {
        if (socket !== current) return
        const data = decodeFrame(event.data)
        log({ type: messageType(data), data, origin: 'server' })
        const receivedCount = get().receivedCount + 1
        set({ receivedCount })
        if (receivedCount >= limit) {
          log({ type: 'end', data: PROXY_FETCHER_MESSAGES.endOfSample, origin: 'endSample' })
          closeOwn()
        }
      }
      current.onclose = (event: WebSocketCloseEventLike): void => {
        if (socket !== current) return
        socket = undefined
        set({
          status: 'closed',
          receivedCount: 0,
          error:
            event.code === NORMAL_CLOSURE
              ? undefined
              : event.reason || PROXY_FETCHER_MESSAGES.websocketClosed(event.code),
        })
      }
      current.onerror = (event: unknown): void => {
        // Errors are only logged; the close event that follows carries what the user sees.
        if (socket === current) console.error(PROXY_FETCHER_MESSAGES.websocketError, event)
      }
    }

    return {
      status: 'closed',
      messages: [],
      error: undefined,
      receivedCount: 0,
      connect: (target) => {
        if (get().status === 'closed') open(target ?? {})
      },
      send: (message) => {
        if (socket == null || get().status !== 'opened') return false
        // stringifyJson: big numbers the form holds as JsonNumbers go out digit for digit, deep values without
        // overflowing the stack.
        socket.send(stringifyJson(message.data) ?? 'null')
        log({
          type: message.type,
          data: message.data,
          origin: 'client',
          ...(message.displayName == null ? {} : { displayName: message.displayName }),
        })
        return true
      },
      disconnect: () => {
        if (socket != null) closeOwn()
      },
      clear: () => set({ messages: [] }),
    }
  })
}

function headerRecord(headers: WebSocketTarget['headers'] | undefined): Record<string, string> {
  if (headers == null) return {}
  const record: Record<string, string> = {}
  for (const [name, value] of headers) {
    record[name] = record[name] == null ? value : `${record[name]}, ${value}`
  }
  return record
}

function messageType(data: unknown): string {
  const type = typeof data === 'object' && data != null ? (data as { type?: unknown }).type : undefined
  return typeof type === 'string' ? type : 'message'
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
