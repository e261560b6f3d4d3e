import { Readable } from 'node:stream'

import type { Dispatcher } from 'undici'

/** Chunks held before the reader has chosen how to read, beyond which the target's socket is paused. */
const QUEUE_LIMIT_BYTES = 64 * 1024

/**
 * The target's body, read in one of two ways chosen once its headers are known: `collect()` for the
 * buffered answers (most API answers: a length up to `maxBufferedResponseBytes`), `stream()` for the others,
 * with backpressure. Collecting needs no stream: a Readable and an async iterator per request were a
 * measurable share of the proxy's CPU under load. Chunks that arrive before the choice (those of the same
 * socket read as the headers) are queued, and the socket is paused past {@link QUEUE_LIMIT_BYTES}.
 */
export class UpstreamBody {
  private queued: Buffer[] = []
  private queuedBytes = 0
  private state: 'open' | 'ended' | 'failed' | 'discarded' = 'open'
  private failure: Error | undefined
  private readable: Readable | undefined
  private collector: { resolve: (body: Buffer) => void; reject: (error: Error) => void } | undefined

  constructor(private readonly controller: Dispatcher.DispatchController) {}

  /** A chunk from the target. */
  push(chunk: Buffer): void {
    if (this.state !== 'open') return
    if (this.readable !== undefined) {
      if (!this.readable.push(chunk)) this.controller.pause()
      return
    }
    this.queued.push(chunk)
    this.queuedBytes += chunk.length
    if (this.collector === undefined && this.queuedBytes > QUEUE_LIMIT_BYTES) this.controller.pause()
  }

  /** The target finished the body. */
  end(): void {
    if (this.state !== 'open') return
    this.state = 'ended'
    this.readable?.push(null)
    this.collector?.resolve(this.take())
  }

  /** The exchange failed (the target, a timeout, or a cancellation by the client). */
  fail(error: Error): void {
    if (this.state !== 'open') return
    this.state = 'failed'
    this.failure = error
    this.queued = []
    this.readable?.destroy(error)
    this.collector?.reject(error)
  }

  /** The whole body, once the target has sent it. */
  collect(): Promise<Buffer> {
    if (this.state === 'ended') return Promise.resolve(this.take())
    if (this.state === 'failed') return Promise.reject(this.failure ?? new Error('body failed'))
    if (this.state === 'discarded' || this.readable !== undefined || this.collector !== undefined)
      return Promise.reject(new Error('The upstream body is already being read'))
    return new Promise((resolve, reject) => {
      this.collector = { resolve, reject }
      if (this.controller.paused) this.controller.resume()
    })
  }

  /** The body as a stream that pauses the target's socket when its reader falls behind. */
  stream(): Readable {
    if (this.readable !== undefined || this.collector !== undefined || this.state === 'discarded')
      throw new Error('The upstream body is already being read')
    const readable = new Readable({
      read: () => {
        if (this.controller.paused) this.controller.resume()
      },
      // A reader that gives up (a client gone) ends the upstream transfer too.
      destroy: (error, callback) => {
        if (this.state === 'open') {
          this.state = 'discarded'
          this.controller.abort(error ?? new Error('body discarded'))
        }
        callback(error)
      },
    })
    // Errors reach whoever reads the body; one that arrives when nobody does must not crash the process.
    readable.on('error', () => undefined)
    this.readable = readable
    let room = true
    for (const chunk of this.queued) room = readable.push(chunk) && room
    this.queued = []
    this.queuedBytes = 0
    if (!room && this.state === 'open') this.controller.pause()
    if (this.state === 'ended') readable.push(null)
    else if (this.state === 'failed') readable.destroy(this.failure)
    return readable
  }

  /** Throws the body away (a redirect's): the transfer is aborted when it has not finished. */
  discard(): void {
    if (this.readable !== undefined) {
      this.readable.destroy()
      return
    }
    this.queued = []
    if (this.state !== 'open') return
    this.state = 'discarded'
    this.controller.abort(new Error('body discarded'))
  }

  /** The queued chunks as one buffer (no copy when there is one chunk, the common case of a small body). */
  private take(): Buffer {
    const chunks = this.queued
    const size = this.queuedBytes
    this.queued = []
    this.queuedBytes = 0
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)
  }
}
