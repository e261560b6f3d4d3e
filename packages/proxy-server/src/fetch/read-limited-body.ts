import { PROXY_MESSAGES } from '../messages.js'

/** A body refused for its size or its slowness, with the status to answer. */
class BodyLimitError extends Error {
  override readonly name = 'BodyLimitError'

  constructor(
    readonly status: 408 | 413,
    message: string,
  ) {
    super(message)
  }
}

/** Reads a Fetch-API request body up to `limit` bytes within `timeoutMs`; null when there is none. */
export async function readLimitedBody(
  request: Request,
  limit: number,
  timeoutMs: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > limit) throw new BodyLimitError(413, PROXY_MESSAGES.bodyTooLarge(limit))
  if (request.body === null) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyLimitError(408, PROXY_MESSAGES.bodyTimeout)), timeoutMs)
  })
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timeout])
      if (done) break
      size += value.byteLength
      if (size > limit) throw new BodyLimitError(413, PROXY_MESSAGES.bodyTooLarge(limit))
      chunks.push(value)
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  } finally {
    clearTimeout(timer)
  }
  if (size === 0) return null
  const body = new Uint8Array(new ArrayBuffer(size))
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
