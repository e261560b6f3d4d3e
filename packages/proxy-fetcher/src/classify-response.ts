/** Content types the playground offers as a download instead of reading as text. */
const FILE_CONTENT_TYPE = /^(application\/octet-stream|image\/|video\/|audio\/)/i

/** Whether a response with this content type is a file (binary, image, video or audio). */
export function isFileContentType(contentType: string): boolean {
  return FILE_CONTENT_TYPE.test(contentType)
}

/** Text parsed as JSON when it is JSON; `undefined` when it is not (or is empty). */
export function parseJsonText(text: string): { value: unknown } | undefined {
  if (text.trim() === '') {
    return undefined
  }
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}
