import { ECHO_PART_TEXT_MAX_BYTES } from '../limits.js'
import { sha256Hex } from './hash.js'
import { multipartBoundary, parseMultipart } from './multipart.js'

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

/** The fields of an {@link EchoResponse} that describe the body. */
export type EchoBody = Pick<
  EchoResponse,
  'contentType' | 'bodySize' | 'bodySha256' | 'bodyBase64' | 'bodyText' | 'parts' | 'multipartError'
>

const TEXTUAL_CONTENT_TYPE =
  /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml)\b|application\/(?:x-www-form-urlencoded|javascript|x-ndjson|ya?ml|x-yaml)\b)/i

/**
 * Describes a raw request body the way `/echo` reports it: size, hash, base64, UTF-8 text when valid, and the
 * parts of a `multipart/form-data` body. The definition's examples are made with it too.
 */
export function describeBody(body: Buffer, contentType: string | null): EchoBody {
  const described: EchoBody = {
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
      described.parts = parseMultipart(body, boundary).map((part) => ({
        name: part.name,
        filename: part.fileName ?? null,
        contentType: part.contentType ?? null,
        size: part.data.length,
        sha256: sha256Hex(part.data),
        text: isQuotable(part.contentType, part.data.length) ? utf8(part.data) : null,
      }))
    } catch (error) {
      described.multipartError = (error as Error).message
    }
  } else if (contentType != null && /^multipart\/form-data\b/i.test(contentType)) {
    described.multipartError = 'The multipart content type has no boundary'
  }
  return described
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
