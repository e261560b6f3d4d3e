import type { FormDataPart } from '@api-explorer/model'
import { shellQuote } from '../shell-quote.js'
import type { WirePart } from './wire-request.js'
import { wireParts } from './wire-request.js'

/**
 * The boundary of a multipart body cURL's snippet writes out itself: fixed, so the snippet reads the same each
 * time, and long and odd enough that a reader's text or file does not hold it.
 */
export const WRITTEN_BOUNDARY = 'api-explorer-snippet-7d2f9c4e1b'

/**
 * Why `-F` cannot send these parts as Send does, or undefined when it can: curl's `-F name=…` ends a name at its
 * first `=` and has no escape for one, and sends no body at all without a part.
 */
export function unsendableByForm(parts: readonly FormDataPart[]): string | undefined {
  if (parts.length === 0) return 'a multipart body with no parts'
  if (parts.some((part) => part.name.includes('='))) return 'a part name with "="'
  return undefined
}

/**
 * Shell lines, indented for a `{ … }` group, that print a multipart body exactly as Send's `FormData` writes it
 * (boundary aside), to pipe into `curl --data-binary @-`: each part's headers and text with `printf`, which writes
 * a `%s` argument as it is, and each file with `cat`.
 */
export function multipartPrinter(parts: readonly FormDataPart[]): string[] {
  const lines: string[] = []
  for (const part of wireParts(parts)) {
    const headers = partHeaders(part).map(shellQuote).join(' ')
    lines.push(`  printf '%s\\r\\n' ${shellQuote(`--${WRITTEN_BOUNDARY}`)} ${headers} ''`)
    if (part.content.type === 'file') lines.push(`  cat ${shellQuote(part.content.fileName)}`)
    else if (part.content.value !== '') lines.push(`  printf '%s' ${shellQuote(part.content.value)}`)
    lines.push(`  printf '\\r\\n'`)
  }
  lines.push(`  printf '%s\\r\\n' ${shellQuote(`--${WRITTEN_BOUNDARY}--`)}`)
  return lines
}

function partHeaders(part: WirePart): string[] {
  const disposition = `Content-Disposition: ${part.disposition}`
  return part.contentType === undefined ? [disposition] : [disposition, `Content-Type: ${part.contentType}`]
}
