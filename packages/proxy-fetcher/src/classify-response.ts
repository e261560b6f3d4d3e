import { isJsonNumberText, JsonNumber } from '@api-explorer/model'
/** Content types the playground offers as a download instead of reading as text. */
const FILE_CONTENT_TYPE = /^(application\/octet-stream|image\/|video\/|audio\/)/i

/** Whether a response with this content type is a file (binary, image, video or audio). */
export function isFileContentType(contentType: string): boolean {
  return FILE_CONTENT_TYPE.test(contentType)
}

/** What `JSON.parse` hands a reviver as its third argument where the engine has source text access. */
type ReviverContext = { source?: string } | undefined

/**
 * A reviver that keeps numbers a JavaScript `number` cannot hold (integers beyond ±2^53, values beyond the
 * double range) as {@link JsonNumber}s with their exact text, so a uint64 id in a response is shown digit for
 * digit. It needs the engine's JSON.parse source text access (Chromium 114+, Firefox 135+, Safari 18.4+, Node
 * 21+); elsewhere the context is missing and the number stays as `JSON.parse` read it.
 */
export function reviveExactNumber(_key: string, value: unknown, context?: ReviverContext): unknown {
  if (typeof value !== 'number' || context?.source == null) return value
  const lossy = !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))
  return lossy && isJsonNumberText(context.source) ? new JsonNumber(context.source) : value
}

/** Text parsed as JSON when it is JSON (exact big numbers kept, see {@link reviveExactNumber}); `undefined` when it is not (or is empty). */
export function parseJsonText(text: string): { value: unknown } | undefined {
  if (text.trim() === '') {
    return undefined
  }
  try {
    return { value: JSON.parse(text, reviveExactNumber as (key: string, value: unknown) => unknown) }
  } catch {
    return undefined
  }
}
