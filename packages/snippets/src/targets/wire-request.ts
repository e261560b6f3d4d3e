import type { FileValue, FormDataPart, HttpRequest } from '@api-explorer/model'
import { exactJson } from '../exact-json.js'
import { bodyContentType, mergeRepeatedHeaders, requestUrl } from '@api-explorer/model'

import { formUrlEncode } from '../form-urlencoded.js'
import { wellFormed } from '@api-explorer/model'
import {
  blobType,
  escapeFormName,
  FETCH_TEXT_TYPE,
  fileType,
  isContentType,
  normalizeLineBreaks,
} from './fetch-rules.js'

/** Where a part's or a body's bytes come from: an exact string (sent as UTF-8) or a file read by name. */
type WireContent =
  | {
      type: 'text'
      value: string
      /**
       * Set for a URL-encoded body: its text holds only ASCII alphanumerics and `%*+-._=&`, which every target's
       * string literal writes as they are, so a target may quote it without scanning it for escapes.
       */
      formEncoded?: true
      /**
       * Set for a JSON body: `JSON.stringify` wrote it, and it writes every lone surrogate as an escape, so the
       * text is well-formed and a target may skip `wellFormed`'s scan of it.
       */
      wellFormed?: true
    }
  | { type: 'file'; fileName: string }

/** One multipart part exactly as the playground's `FormData` writes it (boundary aside). */
export type WirePart = {
  /** The whole `Content-Disposition` value, e.g. `form-data; name="cv"; filename="cv.pdf"`. */
  disposition: string
  /** The part's name as it appears in the disposition (line breaks and `"` percent-encoded). */
  name: string
  /** The filename as it appears in the disposition; absent for plain text fields. */
  filename?: string
  /** Absent for plain text fields. */
  contentType?: string
  content: WireContent
}

/** The body of a {@link WireRequest}: one string or file, or multipart parts. */
export type WireBody = WireContent | { type: 'multipart'; parts: WirePart[] }

/**
 * A request as Send puts it on the wire, for targets that write it with a language's HTTP client: the full
 * URL, the headers (implicit `Content-Type` made explicit, none for multipart bodies, whose client or
 * snippet adds one with the boundary) and the body bytes.
 */
export type WireRequest = {
  method: string
  url: string
  headers: Array<[name: string, value: string]>
  body?: WireBody
}

/** The filename `FormData` gives a `Blob` appended without one; typed text parts are sent that way. */
const BLOB_FILENAME = 'blob'

const UTF8 = new TextEncoder()

/**
 * What Send (fetch with the body of `toBodyInit`) sends for a request: JSON as compact `stringifyJson` text
 * (`JSON.stringify`, with a `JsonNumber` digit for digit), URL-encoded fields as `URLSearchParams` text, multipart parts as `FormData` writes them (text values
 * with CRLF line breaks, names and filenames with `"`, CR and LF percent-encoded, typed text parts as a
 * `Blob` named `blob`), a header named more than once as one (`mergeRepeatedHeaders`), and the `Content-Type`
 * fetch adds when the request has none.
 */
export function wireRequest(request: HttpRequest): WireRequest {
  const headers = mergeRepeatedHeaders(request.headers)
  const hasContentType = headers.some(isContentType)
  const wire: WireRequest = { method: request.method, url: requestUrl(request), headers }
  const { body } = request
  if (body == null) {
    return wire
  }
  let implicitType = FETCH_TEXT_TYPE
  switch (body.type) {
    case 'json': {
      const json = exactJson(body.value)
      if (json === undefined) {
        return wire
      }
      wire.body = { type: 'text', value: json, wellFormed: true }
      break
    }
    case 'text':
      wire.body = { type: 'text', value: body.value }
      if (body.contentType !== '') implicitType = body.contentType
      break
    case 'urlencoded':
      wire.body = { type: 'text', value: formUrlEncode(body.fields), formEncoded: true }
      break
    case 'bytes':
      wire.body = { type: 'file', fileName: body.file.name }
      implicitType = fileContentType(body.file)
      break
    case 'form-data':
      wire.headers = headers.filter(([name]) => name.toLowerCase() !== 'content-type')
      wire.body = { type: 'multipart', parts: wireParts(body.parts) }
      break
    default:
      body satisfies never
  }
  if (!hasContentType && body.type !== 'form-data') {
    // Send names the type the body kind implies; only a text body without a type falls back to fetch's own.
    const implied = bodyContentType(body)
    const type = implied !== undefined && implied !== '' ? implied : implicitType
    if (type !== '') wire.headers.push(['Content-Type', type])
  }
  return wire
}

/**
 * The URL with every character RFC 3986 does not allow after the host (non-ASCII, space, `"<>[\]^\`{|}`, a `%`
 * not starting an escape) percent-encoded as UTF-8, for clients that refuse anything else (Java's `URI`, Ruby's
 * `URI`). Non-ASCII and space come out as fetch sends them; the other characters fetch would send unchanged.
 */
export function strictUrl(url: string): string {
  const origin = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(url)?.[0] ?? ''
  const rest = wellFormed(url.slice(origin.length)).replace(
    /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]/gu,
    (char) =>
      [...UTF8.encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )
  return origin + rest
}

/** A header name's canonical MIME form as Go writes it: `x-api-key` → `X-Api-Key`. */
export function canonicalHeaderName(name: string): string {
  if (!/^[A-Za-z0-9!#$%&'*+\-.^_`|~]+$/.test(name)) {
    return name
  }
  return name
    .toLowerCase()
    .replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
}

/** Multipart parts exactly as the playground's `FormData` writes them (boundary aside). */
export function wireParts(parts: readonly FormDataPart[]): WirePart[] {
  return parts.map(wirePart)
}

function wirePart(part: FormDataPart): WirePart {
  const name = escapeFormName(normalizeLineBreaks(part.name))
  if (part.type === 'file') {
    const filename = escapeFormName(part.file.name)
    return {
      disposition: `form-data; name="${name}"; filename="${filename}"`,
      name,
      filename,
      contentType: fileContentType(part.file) || 'application/octet-stream',
      content: { type: 'file', fileName: part.file.name },
    }
  }
  if (part.contentType == null) {
    return {
      disposition: `form-data; name="${name}"`,
      name,
      content: { type: 'text', value: normalizeLineBreaks(part.value) },
    }
  }
  return {
    disposition: `form-data; name="${name}"; filename="${BLOB_FILENAME}"`,
    name,
    filename: BLOB_FILENAME,
    contentType: blobType(part.contentType) || 'application/octet-stream',
    content: { type: 'text', value: part.value },
  }
}

/**
 * The size in bytes of a {@link wireRequest}'s body (files by their declared size), 0 without a body; only
 * PHP needs it, so it is counted on request rather than for every target.
 */
export function wireBodySize(request: HttpRequest, { body }: WireRequest): number {
  if (body == null) return 0
  if (body.type === 'text') return utf8Length(body.value)
  if (request.body?.type === 'bytes') return request.body.file.size
  if (request.body?.type !== 'form-data') return 0
  return body.type !== 'multipart'
    ? 0
    : body.parts.reduce(
        (total, part, index) =>
          total +
          utf8Length(`${part.disposition}${part.contentType ?? ''}`) +
          80 +
          (part.content.type === 'file' ? fileSize(request.body, index) : utf8Length(part.content.value)),
        0,
      )
}

/** The length of the text in UTF-8, a lone surrogate as the 3 bytes of U+FFFD, without encoding it. */
function utf8Length(text: string): number {
  let length = text.length
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) continue
    if (code < 0x800) {
      length += 1
    } else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      length += 2 // a surrogate pair: 2 UTF-16 units, 4 bytes
      index++
    } else {
      length += 2
    }
  }
  return length
}

function fileSize(body: HttpRequest['body'], index: number): number {
  const part = body?.type === 'form-data' ? body.parts[index] : undefined
  return part?.type === 'file' ? part.file.size : 0
}

function fileContentType(file: FileValue): string {
  return blobType(fileType(file))
}
