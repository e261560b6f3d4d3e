import { once } from 'node:events'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as it arrived on the socket. */
export interface RecordedRequest {
  readonly method: string
  /** The path without the query. */
  readonly path: string
  readonly query: Record<string, string>
  readonly headers: IncomingHttpHeaders
  readonly bodyText: string
}

/** What the server answers. `json` is serialized with `application/json`; `text` is sent as given. */
export interface Reply {
  readonly status?: number
  readonly json?: unknown
  readonly text?: string
  readonly contentType?: string
  /** Milliseconds to wait before answering. */
  readonly delayMs?: number
}

/** A real HTTP server on 127.0.0.1 that records every request and answers with the current reply. */
export interface RegistryTestServer {
  readonly origin: string
  readonly requests: RecordedRequest[]
  /** The answer to every following request. */
  reply(reply: Reply | ((request: RecordedRequest) => Reply)): void
  /** The last request received. */
  last(): RecordedRequest
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200
  if (reply.json !== undefined) {
    response.writeHead(status, { 'content-type': reply.contentType ?? 'application/json' })
    response.end(JSON.stringify(reply.json))
    return
  }
  response.writeHead(status, reply.contentType === undefined ? {} : { 'content-type': reply.contentType })
  response.end(reply.text ?? '')
}

/** Starts a {@link RegistryTestServer} on a free port. */
export async function startRegistryServer(): Promise<RegistryTestServer> {
  const requests: RecordedRequest[] = []
  let current: Reply | ((request: RecordedRequest) => Reply) = { status: 200, text: '' }
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        bodyText: await readBody(request),
      }
      requests.push(recorded)
      const reply = typeof current === 'function' ? current(recorded) : current
      if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
      if (!response.destroyed) send(response, reply)
    })()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    reply: (reply) => {
      current = reply
    },
    last: () => {
      const request = requests.at(-1)
      if (request === undefined) throw new Error('The test server has received no request')
      return request
    },
    close: async () => {
      const closed = once(server, 'close')
      server.close()
      server.closeAllConnections()
      await closed
    },
  }
}
