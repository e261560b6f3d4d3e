import type { IncomingMessage } from 'node:http'

/** Why a request body was not accepted. */
export class RequestBodyError extends Error {
  override readonly name = 'RequestBodyError'

  constructor(
    readonly status: 408 | 413,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Reads the whole request body, refusing more than `limit` bytes (at once when Content-Length says so) and
 * a body that has not arrived within `timeoutMs`. Buffering lets redirects repeat it; the limit bounds memory.
 */
export function readRequestBody(
  request: IncomingMessage,
  limit: number,
  timeoutMs: number,
  messages: { tooLarge: string; timeout: string },
): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN)
  if (declared > limit) {
    return Promise.reject(new RequestBodyError(413, messages.tooLarge))
  }
  if (declared === 0 || (Number.isNaN(declared) && request.headers['transfer-encoding'] === undefined)) {
    return Promise.resolve(null)
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const timer = setTimeout(() => fail(new RequestBodyError(408, messages.timeout)), timeoutMs)
    const fail = (error: Error): void => {
      clearTimeout(timer)
      request.removeAllListeners('data')
      request.resume()
      reject(error)
    }
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        fail(new RequestBodyError(413, messages.tooLarge))
        return
      }
      chunks.push(chunk)
    })
    request.once('end', () => {
      clearTimeout(timer)
      request.removeAllListeners('data')
      // The chunks are copied once; the list must not keep a second copy alive while the answer streams.
      const body = size === 0 ? null : Buffer.concat(chunks, size)
      chunks.length = 0
      resolve(body)
    })
    request.once('error', (error) => fail(error))
  })
}
