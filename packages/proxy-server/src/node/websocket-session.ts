import { STATUS_CODES } from 'node:http'

import { WebSocket, type RawData } from 'ws'

import { PROXY_MESSAGES } from '../messages.js'
import type { ProxyPolicy } from '../policy/proxy-policy.js'
import type { RefusalReason } from '../policy/target-checks.js'
import type { SafeAgents } from './safe-agent.js'
import { BlockedAddressError } from './safe-lookup.js'
import { closeReason, forwardedClose, type CloseFrame } from './websocket-close.js'
import { parseHandshake, type WebSocketHandshake } from './websocket-handshake.js'

/** What a relayed connection needs besides the accepted client. */
export type WebSocketSessionContext = {
  policy: ProxyPolicy
  agents: SafeAgents
  /** The checked `ws:`/`wss:` target from the upgrade request's path. */
  target: URL
  /** The target as logged: origin and path, no query. */
  loggedTarget: string
  /** Called once both sides are closed. */
  onEnd: () => void
  /** Called when the relay is refused before it opens for a policy reason (not for a target that fails). */
  onRefused?: (reason: RefusalReason) => void
}

type Phase = 'handshake' | 'connecting' | 'open' | 'closed'

/** Bytes of client messages held while the target connects before the client is paused (TCP backpressure). */
const QUEUE_PAUSE_BYTES = 1024 * 1024
/** Bytes waiting to be written to one side before the other side is paused until they drain. */
const HIGH_WATER_BYTES = 1024 * 1024

/** Error code of `ws` for a frame over `maxPayload`; `ws` closes that side with 1009 itself. */
const FRAME_TOO_LARGE = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'

/**
 * One relayed connection: waits for the client's handshake frame, connects to the target through the safe
 * agents with the handshake's headers, then passes frames both ways (text stays text, binary stays binary),
 * and passes closes on with their codes. Limits: handshake timeout, message count (both directions), idle
 * time, and frame size (enforced by `ws` through `maxPayload` on both sockets; the other side is closed here).
 */
export class WebSocketSession {
  private phase: Phase = 'handshake'
  private upstream: WebSocket | undefined
  private messages = 0
  private readonly queue: { data: RawData; isBinary: boolean }[] = []
  private queuedBytes = 0
  private handshakeTimer: NodeJS.Timeout | undefined
  private idleTimer: NodeJS.Timeout | undefined
  private clientError: Error | undefined
  private upstreamError: Error | undefined
  private openSockets = 1

  constructor(
    private readonly client: WebSocket,
    private readonly context: WebSocketSessionContext,
  ) {
    const { websocket } = context.policy
    this.handshakeTimer = setTimeout(
      () => this.refuse(PROXY_MESSAGES.handshakeTimeout, 'timeout'),
      websocket.handshakeTimeoutMs,
    )
    this.handshakeTimer.unref()
    client.on('message', (data, isBinary) => this.fromClient(data, isBinary))
    client.on('error', (error) => this.onClientError(error))
    client.on('close', (code, reason) => this.onClientClose(code, reason.toString()))
  }

  /** Drops both connections at once (the proxy is shutting down). */
  terminate(): void {
    this.finish()
    this.client.terminate()
    this.upstream?.terminate()
  }

  private fromClient(data: RawData, isBinary: boolean): void {
    switch (this.phase) {
      case 'handshake': {
        clearTimeout(this.handshakeTimer)
        const result = parseHandshake(toBuffer(data).toString('utf8'), {
          forwardCookies: this.context.policy.forwardCookies,
        })
        if (result.ok) this.connect(result.handshake)
        else this.refuse(result.reason, result.refusal)
        return
      }
      case 'connecting':
        // Held until the target opens; past the message limit nothing more is kept (the limit closes it then).
        if (this.messages >= this.context.policy.websocket.maxMessages) return
        this.countMessage()
        this.queue.push({ data, isBinary })
        this.queuedBytes += toBuffer(data).length
        if (this.queuedBytes >= QUEUE_PAUSE_BYTES) this.client.pause()
        return
      case 'open':
        if (this.upstream !== undefined) this.relay(data, isBinary, this.client, this.upstream)
        return
      case 'closed':
        return
    }
  }

  private connect(handshake: WebSocketHandshake): void {
    const { policy, agents, target } = this.context
    this.phase = 'connecting'
    let upstream: WebSocket
    try {
      upstream = new WebSocket(target, handshake.protocols, {
        agent: target.protocol === 'wss:' ? agents.https : agents.http,
        headers: handshake.headers,
        maxPayload: policy.websocket.maxFrameBytes,
        perMessageDeflate: false,
        followRedirects: false,
        handshakeTimeout: policy.upstreamHeadersTimeoutMs,
      })
    } catch (error) {
      this.refuse(PROXY_MESSAGES.connectFailed(errorMessage(error)))
      return
    }
    this.upstream = upstream
    this.openSockets += 1
    upstream.on('unexpected-response', (request, response) => {
      const status = response.statusCode ?? 0
      this.refuse(
        PROXY_MESSAGES.connectFailed(response.statusMessage || STATUS_CODES[status] || String(status)),
      )
      response.resume()
      request.destroy()
      upstream.terminate()
    })
    upstream.on('open', () => this.onUpstreamOpen())
    upstream.on('message', (data, isBinary) => {
      if (this.phase === 'open') this.relay(data, isBinary, upstream, this.client)
    })
    upstream.on('error', (error) => this.onUpstreamError(error))
    upstream.on('close', (code, reason) => this.onUpstreamClose(code, reason.toString()))
  }

  private onUpstreamOpen(): void {
    const upstream = this.upstream
    if (this.phase !== 'connecting' || upstream === undefined) return
    this.phase = 'open'
    this.context.policy.log({ type: 'websocket', target: this.context.loggedTarget, event: 'opened' })
    this.idleTimer = setTimeout(
      () => this.closeBoth({ code: 1001, reason: PROXY_MESSAGES.idleTimeout }),
      this.context.policy.websocket.idleTimeoutMs,
    )
    this.idleTimer.unref()
    for (const { data, isBinary } of this.queue.splice(0)) upstream.send(data, { binary: isBinary })
    this.queuedBytes = 0
    this.client.resume()
    if (this.messages >= this.context.policy.websocket.maxMessages) this.closeAtLimit()
  }

  /** Sends one message on, pausing the sender while the receiver's buffer is full. */
  private relay(data: RawData, isBinary: boolean, from: WebSocket, to: WebSocket): void {
    if (to.readyState !== WebSocket.OPEN) return
    to.send(data, { binary: isBinary }, () => {
      if (to.bufferedAmount < HIGH_WATER_BYTES && from.isPaused && this.phase === 'open') from.resume()
    })
    if (to.bufferedAmount >= HIGH_WATER_BYTES) from.pause()
    if (this.countMessage()) this.closeAtLimit()
  }

  /** Counts a relayed message and restarts the idle clock; true when the limit is reached. */
  private countMessage(): boolean {
    this.messages += 1
    this.idleTimer?.refresh()
    return this.messages >= this.context.policy.websocket.maxMessages
  }

  private closeAtLimit(): void {
    if (this.phase !== 'open') return
    this.closeBoth({
      code: 1008,
      reason: PROXY_MESSAGES.messageLimit(this.context.policy.websocket.maxMessages),
    })
  }

  private onUpstreamError(error: Error): void {
    this.upstreamError = error
    if (this.phase === 'connecting') {
      if (error instanceof BlockedAddressError)
        this.refuse(PROXY_MESSAGES.addressRefused(error.reason), 'address')
      else this.refuse(PROXY_MESSAGES.connectFailed(error.message))
      return
    }
    if (this.phase === 'open' && (error as { code?: string }).code === FRAME_TOO_LARGE) {
      // `ws` answers the target with 1009 itself; the browser gets the same code and a reason.
      this.closeSide(this.client, { code: 1009, reason: PROXY_MESSAGES.frameTooLarge })
      this.ended(1009, PROXY_MESSAGES.frameTooLarge)
    }
  }

  private onUpstreamClose(code: number, reason: string): void {
    this.socketClosed()
    if (this.phase === 'connecting') {
      this.refuse(PROXY_MESSAGES.connectFailed(this.upstreamError?.message ?? 'connection closed'))
      return
    }
    if (this.phase !== 'open') return
    const frame = forwardedClose(code, reason, this.upstreamError?.message)
    this.closeSide(this.client, frame)
    this.ended(frame.code, frame.reason)
  }

  private onClientError(error: Error): void {
    this.clientError = error
    if ((error as { code?: string }).code === FRAME_TOO_LARGE && this.phase !== 'closed') {
      // `ws` answers the browser with 1009 itself; the target is told why the relay ends.
      if (this.upstream !== undefined)
        this.closeSide(this.upstream, { code: 1009, reason: PROXY_MESSAGES.frameTooLarge })
      this.ended(1009, PROXY_MESSAGES.frameTooLarge)
    }
  }

  private onClientClose(code: number, reason: string): void {
    this.socketClosed()
    if (this.phase === 'closed') return
    const frame = forwardedClose(code, reason, this.clientError?.message)
    if (this.upstream !== undefined) this.closeSide(this.upstream, frame)
    this.ended(frame.code, frame.reason)
  }

  /** Closes the client with 1011 before the relay opened (bad handshake, timeout, target refused). */
  private refuse(reason: string, code?: RefusalReason): void {
    if (this.phase === 'closed' || this.phase === 'open') return
    if (code !== undefined) this.context.onRefused?.(code)
    const frame = { code: 1011, reason: closeReason(reason) }
    this.context.policy.log({
      type: 'websocket',
      target: this.context.loggedTarget,
      event: 'refused',
      ...frame,
    })
    this.finish()
    this.closeSide(this.client, frame)
    if (this.upstream !== undefined && this.upstream.readyState !== WebSocket.CLOSED)
      this.upstream.terminate()
  }

  private closeBoth(frame: CloseFrame): void {
    if (this.phase === 'closed') return
    this.closeSide(this.client, frame)
    if (this.upstream !== undefined) this.closeSide(this.upstream, frame)
    this.ended(frame.code, frame.reason)
  }

  /** Closes one side if it is still open; a target still connecting is dropped. */
  private closeSide(socket: WebSocket, frame: CloseFrame): void {
    if (socket.readyState === WebSocket.CONNECTING) {
      socket.terminate()
      return
    }
    if (socket.readyState !== WebSocket.OPEN) return
    // A paused socket would not read the peer's answering close frame.
    socket.resume()
    socket.close(frame.code, closeReason(frame.reason))
  }

  private ended(code: number, reason: string): void {
    if (this.phase === 'closed') return
    this.context.policy.log({
      type: 'websocket',
      target: this.context.loggedTarget,
      event: 'closed',
      code,
      reason,
    })
    this.finish()
  }

  private finish(): void {
    this.phase = 'closed'
    clearTimeout(this.handshakeTimer)
    clearTimeout(this.idleTimer)
    this.queue.length = 0
    this.queuedBytes = 0
  }

  private socketClosed(): void {
    this.openSockets -= 1
    if (this.openSockets === 0) {
      this.finish()
      this.context.onEnd()
    }
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.from(data)
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
