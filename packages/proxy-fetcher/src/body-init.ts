import type { FileValue, HttpRequestBody } from '@api-explorer/model'
import { stringifyJson } from '@api-explorer/model'
import { decodeDataUrl } from './data-url.js'

/**
 * The fetch body of a request body: JSON text (`stringifyJson`, so a `JsonNumber` such as a uint64 goes digit for
 * digit), plain text, URL-encoded text, `FormData` (the transport adds the multipart boundary) or the file's real
 * bytes.
 */
export function toBodyInit(body: HttpRequestBody | undefined): BodyInit | undefined {
  if (body == null) {
    return undefined
  }
  switch (body.type) {
    case 'json':
      return stringifyJson(body.value)
    case 'text':
      return body.value
    case 'urlencoded':
      return new URLSearchParams(body.fields).toString()
    case 'form-data': {
      const form = new FormData()
      for (const part of body.parts) {
        if (part.type === 'file') {
          form.append(part.name, fileBlob(part.file), part.file.name)
        } else if (part.contentType != null) {
          form.append(part.name, new Blob([part.value], { type: part.contentType }))
        } else {
          form.append(part.name, part.value)
        }
      }
      return form
    }
    case 'bytes':
      return fileBlob(body.file)
    default:
      body satisfies never
      return undefined
  }
}

function fileBlob(file: FileValue): Blob {
  const { bytes, type } = decodeDataUrl(file.dataUrl)
  return new Blob([bytes], { type: file.type === '' ? type : file.type })
}
