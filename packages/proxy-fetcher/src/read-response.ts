import type { ResponseResult } from '@api-explorer/model'
import { isFileContentType, parseJsonText } from './classify-response.js'
import { NullResponseBodyError } from './errors.js'
import { downloadFileName } from './file-name.js'
import { PROXY_FETCHER_MESSAGES } from './messages.js'
import type { ResponseTiming } from './response-meta.js'
import { responseSize, responseTime, serializableMeta } from './response-meta.js'
import { downloadSafeBlob } from './inline-file-types.js'

/** How a response is read: where it came from, when, and who wants stream updates. */
export type ReadContext = ResponseTiming & {
  viaProxy: boolean
  onChunk?: ((result: ResponseResult) => void) | undefined
}

/**
 * Reads a whole response and classifies it: octet-stream, image, video and audio become a `file` (object
 * URL); other bodies are text, `json` when they parse and `string` otherwise.
 */
export async function readBufferedResult(response: Response, context: ReadContext): Promise<ResponseResult> {
  const contentType = response.headers.get('content-type') ?? ''
  if (isFileContentType(contentType)) {
    return fileResult(response, context, await response.blob())
  }
  const meta = serializableMeta(response, context.viaProxy)
  const text = await response.text()
  const time = responseTime(response.headers, context, performance.now())
  const size = responseSize(response.headers, new TextEncoder().encode(text).byteLength)
  const json = parseJsonText(text)
  if (json != null) {
    return {
      type: 'json',
      response: { ...meta, body: json.value },
      contentType: contentType || 'application/json',
      time,
      size,
    }
  }
  return {
    type: 'string',
    response: { ...meta, body: text },
    contentType: contentType || 'text/plain',
    time,
    size,
  }
}

/**
 * Reads a response incrementally. Text is decoded as it arrives and every chunk produces a `stream` result
 * holding the text so far (`time`: ms since the request was sent; `size`: bytes so far), passed to
 * `onChunk`; the final one is returned. File content types (audio above all) are collected into one Blob
 * and returned as a `file` result, without partial updates. A response without a body rejects with
 * {@link NullResponseBodyError} ("Response body is null").
 */
export async function readStreamResult(response: Response, context: ReadContext): Promise<ResponseResult> {
  if (response.body == null) {
    throw new NullResponseBodyError(PROXY_FETCHER_MESSAGES.nullBody)
  }
  const contentType = response.headers.get('content-type') ?? ''
  const reader = response.body.getReader()
  let finished = false
  try {
    if (isFileContentType(contentType)) {
      const parts: Uint8Array<ArrayBuffer>[] = []
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        parts.push(next.value)
      }
      finished = true
      return fileResult(response, context, new Blob(parts, { type: contentType }))
    }
    const meta = serializableMeta(response, context.viaProxy)
    const decoder = new TextDecoder()
    let text = ''
    let bytes = 0
    const result = (time: number, size: number): ResponseResult => ({
      type: 'stream',
      response: { ...meta, body: text },
      contentType: contentType || 'text/plain',
      time,
      size,
    })
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      if (next.value.byteLength === 0) continue
      bytes += next.value.byteLength
      text += decoder.decode(next.value, { stream: true })
      context.onChunk?.(result(performance.now() - context.startedAt, bytes))
    }
    finished = true
    text += decoder.decode()
    return result(performance.now() - context.startedAt, responseSize(response.headers, bytes))
  } finally {
    if (!finished) {
      // Stop the download (a failing onChunk, say) instead of leaving the connection half read.
      reader.cancel().catch(() => undefined)
    }
  }
}

function fileResult(response: Response, context: ReadContext, blob: Blob): ResponseResult {
  const contentType = response.headers.get('content-type') ?? ''
  return {
    type: 'file',
    response: {
      ...serializableMeta(response, context.viaProxy),
      body: URL.createObjectURL(downloadSafeBlob(blob, contentType)),
    },
    contentType,
    time: responseTime(response.headers, context, performance.now()),
    size: responseSize(response.headers, blob.size),
    fileName: downloadFileName(response.headers.get('content-disposition'), contentType),
  }
}
