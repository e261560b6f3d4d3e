import type { FileValue } from '@api-explorer/model'

/** A file as the playground stores it: `bytes` in a data URL, typed `application/octet-stream` when `type` is empty. */
export function fileValue(name: string, type: string, bytes: Uint8Array): FileValue {
  return {
    name,
    type,
    size: bytes.length,
    lastModified: 0,
    dataUrl: `data:${type === '' ? 'application/octet-stream' : type};base64,${Buffer.from(bytes).toString('base64')}`,
  }
}
