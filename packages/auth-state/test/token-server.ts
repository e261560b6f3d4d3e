import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'

/** What the token server answers next. */
export type TokenReply = { status: number; contentType: string; body: string }

/** A request the token server received. */
export type TokenCall = { method: string; url: string; headers: IncomingMessage['headers']; body: string }

/** A local OAuth token endpoint on 127.0.0.1 whose answers the test decides, one per call. */
export type TokenServer = {
  url: string
  calls: TokenCall[]
  /** Queues replies; the last one repeats once the queue is empty. */
  reply: (...replies: TokenReply[]) => void
  close: () => Promise<void>
}

/** A JSON reply. */
export function json(status: number, body: unknown): TokenReply {
  return { status, contentType: 'application/json', body: JSON.stringify(body) }
}

/** Starts a token server answering `200 {"access_token":"tok_1"}` until told otherwise. */
export async function startTokenServer(): Promise<TokenServer> {
  const calls: TokenCall[] = []
  let queue: TokenReply[] = [json(200, { access_token: 'tok_1', token_type: 'Bearer' })]
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const next = queue.length > 1 ? queue.shift() : queue[0]
      response.writeHead(next?.status ?? 500, { 'Content-Type': next?.contentType ?? 'text/plain' })
      response.end(next?.body ?? '')
    })
  })
  const url = await listenOnFreePort(server)
  return {
    url,
    calls,
    reply: (...replies) => {
      queue = replies
    },
    close: () => closeServer(server),
  }
}
