import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { ECHO_PART_TEXT_MAX_BYTES, MAX_BODY_BYTES } from '../limits.js'
import { classicError } from '../support/errors.js'
import { sha256Hex } from '../support/hash.js'
import { multipartBoundary, parseMultipart } from '../support/multipart.js'

/** A query parameter or header as it arrived: repeated names stay separate, in arrival order. */
export type EchoPair = { name: string; value: string }

/** One part of a `multipart/form-data` body, as echoed. */
export type EchoPart = {
  name: string
  /** The part's filename, or `null` for a plain field. */
  filename: string | null
  /** The part's own Content-Type, or `null` when it had none. */
  contentType: string | null
  size: number
  sha256: string
  /**
   * The part as UTF-8 text when it is small ({@link ECHO_PART_TEXT_MAX_BYTES} bytes or less), textual (no
   * content type, `text/*`, JSON, XML, YAML, form-urlencoded or JavaScript) and valid UTF-8; `null` otherwise.
   */
  text: string | null
}

/** What `POST|PUT /echo/...` answers: a description of exactly what arrived. */
export type EchoResponse = {
  method: string
  /** The path as sent, percent-encoding kept. */
  path: string
  query: EchoPair[]
  /** Lower-case names, in the order the client sent them (sorted when the app runs without a Node server). */
  headers: EchoPair[]
  contentType: string | null
  bodySize: number
  bodySha256: string
  bodyBase64: string
  /** The body as text when it is valid UTF-8 (an empty body is `""`), `null` otherwise. */
  bodyText: string | null
  /** The parts of a `multipart/form-data` body in arrival order; `null` for any other body. */
  parts: EchoPart[] | null
  /** Why a body declared as `multipart/form-data` could not be split into parts; `null` when it could. */
  multipartError: string | null
}

const TEXTUAL_CONTENT_TYPE =
  /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml)\b|application\/(?:x-www-form-urlencoded|javascript|x-ndjson|ya?ml|x-yaml)\b)/i

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
    return c.json(describeRequest(c, body))
  })
  return app
}

function describeRequest(c: Context, body: Buffer): EchoResponse {
  const url = new URL(c.req.url)
  const contentType = c.req.header('Content-Type') ?? null
  const echo: EchoResponse = {
    method: c.req.method,
    path: url.pathname,
    query: [...url.searchParams].map(([name, value]) => ({ name, value })),
    headers: arrivedHeaders(c),
    contentType,
    bodySize: body.length,
    bodySha256: sha256Hex(body),
    bodyBase64: body.toString('base64'),
    bodyText: utf8(body),
    parts: null,
    multipartError: null,
  }
  const boundary = multipartBoundary(contentType ?? undefined)
  if (boundary != null) {
    try {
      echo.parts = parseMultipart(body, boundary).map((part) => ({
        name: part.name,
        filename: part.fileName ?? null,
        contentType: part.contentType ?? null,
        size: part.data.length,
        sha256: sha256Hex(part.data),
        text: isQuotable(part.contentType, part.data.length) ? utf8(part.data) : null,
      }))
    } catch (error) {
      echo.multipartError = (error as Error).message
    }
  } else if (contentType != null && /^multipart\/form-data\b/i.test(contentType)) {
    echo.multipartError = 'The multipart content type has no boundary'
  }
  return echo
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

function utf8(bytes: Uint8Array): string | null {
  try {
    // ignoreBOM keeps a leading byte-order mark in the text: the echo reports what arrived.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return null
  }
}

function isQuotable(contentType: string | undefined, size: number): boolean {
  return size <= ECHO_PART_TEXT_MAX_BYTES && (contentType == null || TEXTUAL_CONTENT_TYPE.test(contentType))
}
