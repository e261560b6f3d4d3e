import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** A request as the fault server received it. */
export interface Hit {
  readonly method: string
  readonly url: string
  readonly headers: IncomingMessage['headers']
  readonly body: Buffer
}

/** Decides what the n-th request (0-based) gets: answer, stall, or cut the connection. */
export type FaultHandler = (request: IncomingMessage, response: ServerResponse, index: number) => void

/** A running fault server; `hits` counts attempts as the server saw them. */
export interface FaultServer {
  readonly url: string
  readonly hits: Hit[]
  handle(handler: FaultHandler): void
  close(): Promise<void>
}

/** A node:http server on 127.0.0.1 whose every answer is scripted by the test. */
export async function startFaultServer(
  handler: FaultHandler = (_, response) => json(response, 200, {}),
): Promise<FaultServer> {
  const hits: Hit[] = []
  let current = handler
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const index = hits.length
      hits.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      })
      current(request, response, index)
    })
  })
  const url = await listenOnFreePort(server)
  return {
    url,
    hits,
    handle: (next) => {
      current = next
    },
    close: () => closeServer(server),
  }
}

/** Answers with a JSON body. */
export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

/** Answers with a text body of the given type. */
export function text(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'text/plain' },
): void {
  response.writeHead(status, headers)
  response.end(body)
}

/** Answers `statuses[index]` in turn (as an empty-object JSON body), then 200 `{"ok":true}` forever after. */
export function statusSequence(
  statuses: readonly number[],
  headers: Record<string, string> = {},
): FaultHandler {
  return (_, response, index) => {
    const status = statuses[index]
    if (status === undefined) json(response, 200, { ok: true })
    else json(response, status, { status }, headers)
  }
}
