import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An answer read whole over a connection of its own. */
export type FreshAnswer = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * A GET over a new connection (no pool, so never a connection the proxy is already busy on), read whole.
 * Rejects when the connection is refused or cut. With `keepAlive` the request asks to keep the connection
 * (else Node sends `Connection: close`), and the agent is destroyed after the answer; `localAddress` makes it
 * another client (e.g. 127.0.0.2) for the proxy's rate limit.
 */
export function freshGet(
  url: string,
  headers: Record<string, string> = {},
  options: { keepAlive?: boolean; localAddress?: string } = {},
): Promise<FreshAnswer> {
  const agent = options.keepAlive === true ? new Agent({ keepAlive: true, maxSockets: 1 }) : false
  return new Promise<FreshAnswer>((resolve, reject) => {
    const from = options.localAddress === undefined ? {} : { localAddress: options.localAddress }
    const outgoing = httpRequest(url, { agent, headers, ...from }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      )
      response.once('error', reject)
    })
    outgoing.once('error', reject)
    outgoing.end()
  }).finally(() => {
    if (agent !== false) agent.destroy()
  })
}

/** A streamed answer being read: what arrived so far, and how it ended. */
export type StreamRead = {
  /** Resolves once `text` has arrived in the body. */
  received: (text: string) => Promise<void>
  body: () => string
  /** Resolves with `complete` true when the body ended normally, false when the connection was cut. */
  ended: Promise<{ complete: boolean }>
}

/**
 * Starts a GET over a new connection and reads its body as it streams in. With `agent` (a keep-alive one)
 * the request asks to keep the connection; else Node sends `Connection: close`.
 */
export function streamGet(url: string, agent: Agent | false = false): StreamRead {
  let body = ''
  const waiters: Array<{ text: string; resolve: () => void }> = []
  const check = (): void => {
    for (const waiter of waiters.splice(0)) {
      if (body.includes(waiter.text)) waiter.resolve()
      else waiters.push(waiter)
    }
  }
  const ended = new Promise<{ complete: boolean }>((resolve) => {
    const outgoing = httpRequest(url, { agent }, (response) => {
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
        check()
      })
      response.once('end', () => resolve({ complete: response.complete }))
      response.once('error', () => resolve({ complete: false }))
      response.once('aborted', () => resolve({ complete: false }))
    })
    outgoing.once('error', () => resolve({ complete: false }))
    outgoing.end()
  })
  return {
    received: (text) =>
      new Promise((resolve) => {
        waiters.push({ text, resolve })
        check()
      }),
    body: () => body,
    ended,
  }
}

/** An upstream whose `/forever` is an event stream that never ends (an event every 50 ms). */
export type EndlessUpstream = { url: string; close: () => Promise<void> }

export async function startEndlessUpstream(): Promise<EndlessUpstream> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    let count = 0
    response.write(`data: ${count}\n\n`)
    const timer = setInterval(() => response.write(`data: ${++count}\n\n`), 50)
    response.once('close', () => clearInterval(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Whether a promise has settled by the time the event loop has turned a few times. */
export async function settledSoon(promise: Promise<unknown>, waitMs = 50): Promise<boolean> {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await new Promise((resolve) => setTimeout(resolve, waitMs))
  return settled
}
