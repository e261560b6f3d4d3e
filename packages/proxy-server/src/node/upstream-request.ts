import { Readable } from 'node:stream'

import type { Dispatcher } from 'undici'

/** The target's answer: status line, headers and a body stream. */
export type UpstreamResponse = {
  statusCode: number
  /** The reason phrase the target sent (HTTP/1.1), empty when it sent none. */
  statusText: string
  headers: Record<string, string | string[] | undefined>
  body: Readable
}

/** One request to the target. */
export type UpstreamRequest = {
  url: URL
  method: string
  /** Node's flat `[name, value, …]` list. */
  headers: string[]
  body: Buffer | null
  signal: AbortSignal
}

/**
 * Sends one request through the dispatcher and resolves when the target's headers arrive. undici's
 * `request()` does not report the reason phrase, which the proxy mirrors, so this speaks the dispatcher's
 * handler API directly; the body is a Readable that pauses the socket when the reader falls behind.
 */
export function upstreamRequest(dispatcher: Dispatcher, request: UpstreamRequest): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => {
    let body: Readable | undefined
    let ended = false
    let controller: Dispatcher.DispatchController | undefined
    const onAbort = (): void => controller?.abort(request.signal.reason)
    request.signal.addEventListener('abort', onAbort, { once: true })
    const cleanup = (): void => request.signal.removeEventListener('abort', onAbort)
    dispatcher.dispatch(
      {
        origin: request.url.origin,
        path: `${request.url.pathname}${request.url.search}`,
        method: request.method as Dispatcher.HttpMethod,
        headers: request.headers,
        body: request.body,
      },
      {
        onRequestStart(started) {
          controller = started
          if (request.signal.aborted) started.abort(request.signal.reason)
        },
        onResponseStart(started, statusCode, headers, statusMessage) {
          body = new Readable({
            read: () => started.resume(),
            // A reader that gives up (a skipped redirect, a client gone) ends the upstream transfer too.
            destroy: (error, callback) => {
              if (!ended) started.abort(error ?? new Error('body discarded'))
              callback(error)
            },
          })
          // Errors reach whoever reads the body; one that arrives when nobody does must not crash the process.
          body.on('error', () => undefined)
          resolve({ statusCode, statusText: statusMessage ?? '', headers, body })
        },
        onResponseData(started, chunk) {
          if (body !== undefined && !body.push(chunk)) started.pause()
        },
        onResponseEnd() {
          ended = true
          cleanup()
          body?.push(null)
        },
        onResponseError(_controller, error) {
          ended = true
          cleanup()
          if (body === undefined) reject(error)
          else body.destroy(error)
        },
      },
    )
  })
}
