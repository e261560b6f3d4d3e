import type { Dispatcher } from 'undici'

import { UpstreamBody } from './upstream-body.js'

/** The target's answer: status line, headers and its body. */
export type UpstreamResponse = {
  statusCode: number
  /** The reason phrase the target sent (HTTP/1.1), empty when it sent none. */
  statusText: string
  headers: Record<string, string | string[] | undefined>
  body: UpstreamBody
}

/**
 * Ends an exchange with the target when the client goes away. One per client request, shared by its
 * redirect hops; each hop's exchange listens while it runs. An `AbortController` does the same with an
 * event target and a DOMException per request, which the profile of the proxy under load showed (about 4 %
 * of its CPU time with their listeners).
 */
export class Cancellation {
  private cancelledWith: Error | undefined
  private listener: ((reason: Error) => void) | undefined

  get reason(): Error | undefined {
    return this.cancelledWith
  }

  cancel(reason: Error): void {
    if (this.cancelledWith !== undefined) return
    this.cancelledWith = reason
    this.listener?.(reason)
  }

  /** The one listener of the current hop (a later hop replaces it); `undefined` to stop listening. */
  listen(listener: ((reason: Error) => void) | undefined): void {
    this.listener = listener
  }
}

/** One request to the target. */
export type UpstreamRequest = {
  url: URL
  method: string
  /** Node's flat `[name, value, …]` list. */
  headers: string[]
  body: Buffer | null
  cancellation: Cancellation
}

/**
 * Sends one request through the dispatcher and resolves when the target's headers arrive. undici's
 * `request()` does not report the reason phrase, which the proxy mirrors, so this speaks the dispatcher's
 * handler API directly; the body is an {@link UpstreamBody}, collected whole or streamed with backpressure.
 */
export function upstreamRequest(dispatcher: Dispatcher, request: UpstreamRequest): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => {
    dispatcher.dispatch(
      {
        origin: request.url.origin,
        path: `${request.url.pathname}${request.url.search}`,
        method: request.method as Dispatcher.HttpMethod,
        headers: request.headers,
        body: request.body,
      },
      new UpstreamHandler(request.cancellation, resolve, reject),
    )
  })
}

/**
 * The dispatcher's handler of one exchange. A class rather than an object of closures: this runs for every
 * proxied request, and its methods are created once.
 */
class UpstreamHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined
  private body: UpstreamBody | undefined

  constructor(
    private readonly cancellation: Cancellation,
    private readonly resolve: (response: UpstreamResponse) => void,
    private readonly reject: (error: Error) => void,
  ) {
    cancellation.listen(this.abort)
  }

  private readonly abort = (reason: Error): void => {
    this.controller?.abort(reason)
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller
    const reason = this.cancellation.reason
    if (reason !== undefined) controller.abort(reason)
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusMessage?: string,
  ): void {
    this.body = new UpstreamBody(controller)
    this.resolve({ statusCode, statusText: statusMessage ?? '', headers, body: this.body })
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.body?.push(chunk)
  }

  onResponseEnd(): void {
    this.cancellation.listen(undefined)
    this.body?.end()
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.cancellation.listen(undefined)
    if (this.body === undefined) this.reject(error)
    else this.body.fail(error)
  }
}
