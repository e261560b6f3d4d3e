import type { FormDataPart } from '@api-explorer/model'
import { fileType, formPartType } from './fetch-rules.js'
import { pythonString } from './python-string.js'

import { wellFormed } from '@api-explorer/model'

/**
 * A `files=` entry of `requests` for a multipart part, written so that urllib3 2 sends what `FormData` sends:
 * names with line breaks as CRLF (then CR, LF and `"` percent-encoded, as both do), text values with CRLF
 * line breaks, a typed text part as a file named `blob`, a file's type as its `Blob` has it (else
 * `application/octet-stream`) and its bytes read from the working directory.
 */
export function pythonFormEntry(part: FormDataPart): string {
  const name = pythonString(wellFormed(crlf(part.name)))
  if (part.type === 'file') {
    const content = `Path(${pythonString(part.file.name)}).read_bytes()`
    const type = pythonString(formPartType(fileType(part.file)))
    return `(${name}, (${pythonString(wellFormed(part.file.name))}, ${content}, ${type}))`
  }
  if (part.contentType == null) {
    return `(${name}, (None, ${pythonString(wellFormed(crlf(part.value)))}))`
  }
  const type = pythonString(formPartType(part.contentType))
  return `(${name}, ("blob", ${pythonString(wellFormed(part.value))}, ${type}))`
}

function crlf(text: string): string {
  return text.replace(/\r?\n|\r/g, '\r\n')
}
