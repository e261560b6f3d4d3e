import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { MAX_BODY_BYTES } from '../limits.js'
import type { EchoPair, EchoResponse } from '../support/echo-body.js'
import { describeBody } from '../support/echo-body.js'
import { classicError } from '../support/errors.js'

export type { EchoResponse } from '../support/echo-body.js'

/**
 * `POST /echo`, `PUT /echo` and any path below them, with any content type: answers 200 with what arrived
 * (method, path, query, headers, body as base64 and text, multipart parts). Bodies over
 * {@link MAX_BODY_BYTES} get 413, whether or not they declare a Content-Length.
 */
export function echoRoutes(): Hono {
  const app = new Hono()
  app.on(['POST', 'PUT'], ['/echo', '/echo/*'], async (c) => {
    const body = await readBody(c.req.raw, MAX_BODY_BYTES)
    if (body == null) {
      // The rest of the body stays unread, so this connection cannot carry another request.
      c.header('Connection', 'close')
      return classicError(c, 413, 'PayloadTooLargeError', `The body is larger than ${MAX_BODY_BYTES} bytes`)
    }
    const url = new URL(c.req.url)
    const echo: EchoResponse = {
      method: c.req.method,
      path: url.pathname,
      query: [...url.searchParams].map(([name, value]) => ({ name, value })),
      headers: arrivedHeaders(c),
      ...describeBody(body, c.req.header('Content-Type') ?? null),
    }
    return c.json(echo)
  })
  return app
}

/**
 * The request headers in arrival order from the Node request, names lower-cased. Without a Node server (the
 * app embedded elsewhere) only the Fetch API's `Headers` are known, which sort names and join repeats.
 */
function arrivedHeaders(c: Context): EchoPair[] {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  const raw = incoming?.rawHeaders
  if (raw == null) return [...c.req.raw.headers].map(([name, value]) => ({ name, value }))
  const pairs: EchoPair[] = []
  for (let index = 0; index + 1 < raw.length; index += 2) {
    pairs.push({ name: raw[index]!.toLowerCase(), value: raw[index + 1]! })
  }
  return pairs
}

/** The whole body, or `undefined` as soon as it grows past `limit` bytes (the rest is not read). */
async function readBody(request: Request, limit: number): Promise<Buffer | undefined> {
  if (request.body == null) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks, size)
    size += value.length
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
}
