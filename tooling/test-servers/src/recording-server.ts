import { createServer } from 'node:http'
import { closeServer, listenOnFreePort } from './listen.js'

/** A request exactly as it arrived. */
export type RecordedRequest = {
  method: string
  /** Path and raw query, as sent on the request line. */
  url: string
  /** Header names in lower case; repeated headers keep every value. */
  headers: Record<string, string | string[] | undefined>
  /** Raw header list as received, names in their original case. */
  rawHeaders: string[]
  body: Buffer
}

/** What the recording server answers; defaults to `200 {"ok":true}`. */
export type RecordingReply = {
  status?: number
  headers?: Record<string, string>
  body?: string | Buffer
}

/** A running recording server. */
export type RecordingServer = {
  url: string
  requests: RecordedRequest[]
  /** Changes what later requests get back. */
  reply: (reply: RecordingReply) => void
  close: () => Promise<void>
}

/**
 * A server on 127.0.0.1 that records every request byte for byte (method, raw URL, headers, body) and answers
 * with a configurable reply.
 */
export async function startRecordingServer(initialReply: RecordingReply = {}): Promise<RecordingServer> {
  const requests: RecordedRequest[] = []
  let reply = initialReply
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: { ...request.headers },
        rawHeaders: [...request.rawHeaders],
        body: Buffer.concat(chunks),
      })
      response.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers })
      response.end(reply.body ?? '{"ok":true}')
    })
  })
  const url = await listenOnFreePort(server)
  return {
    url,
    requests,
    reply: (next) => {
      reply = next
    },
    close: () => closeServer(server),
  }
}
