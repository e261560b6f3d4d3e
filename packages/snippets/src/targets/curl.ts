import type { FormDataPart, HttpRequest } from '@api-explorer/model'
import { requestUrl, sentHeaders } from '@api-explorer/model'
import { formUrlEncode } from '../form-urlencoded.js'
import { exactJson } from '../exact-json.js'
import { shellQuote } from '../shell-quote.js'
import type { SnippetTarget } from '../snippet-target.js'

const LINE_BREAK = ' \\\n     '

/**
 * cURL for a POSIX shell: one flag per line. JSON bodies are pretty-printed (the same JSON Send sends, big
 * numbers digit for digit),
 * text fields of multipart bodies use `--form-string` so a leading `@` or `<` is never read as a file, and
 * files are referenced by name (`@file`), to be replaced by the reader's own path.
 */
export const curl: SnippetTarget = {
  language: 'curl',
  title: 'cURL',
  generate(request) {
    const lines: string[] = [
      request.method === 'GET' && request.body == null
        ? `curl ${shellQuote(requestUrl(request))}`
        : `curl -X ${request.method} ${shellQuote(requestUrl(request))}`,
    ]
    for (const [name, value] of sentHeaders(request)) {
      // `-H 'Name:'` would remove the header; `-H 'Name;'` sends it with an empty value.
      lines.push(`-H ${shellQuote(value === '' ? `${name};` : `${name}: ${value}`)}`)
    }
    lines.push(...bodyFlags(request))
    return lines.join(LINE_BREAK)
  },
}

function bodyFlags(request: HttpRequest): string[] {
  const { body } = request
  if (body == null) {
    return []
  }
  switch (body.type) {
    case 'json':
      return [`-d ${shellQuote(exactJson(body.value, 2) ?? '')}`]
    case 'text':
      return [`--data-binary ${shellQuote(body.value)}`]
    case 'urlencoded':
      return formFlags(body.fields)
    case 'form-data':
      return body.parts.map(formFlag)
    case 'bytes':
      return [`--data-binary ${shellQuote(`@${body.file.name}`)}`]
    default:
      body satisfies never
      return []
  }
}

function formFlag(part: FormDataPart): string {
  if (part.type === 'file') {
    const type = part.file.type === '' ? '' : `;type=${part.file.type}`
    return `-F ${shellQuote(`${part.name}=@${curlFormQuote(part.file.name)}${type}`)}`
  }
  if (part.contentType == null) {
    return `--form-string ${shellQuote(`${part.name}=${part.value}`)}`
  }
  return `-F ${shellQuote(`${part.name}=${curlFormQuote(part.value)};type=${part.contentType}`)}`
}

/** curl's own quoting inside `-F` values: double quotes, with `"` and `\` escaped by a backslash. */
function curlFormQuote(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

/** What comes between two fields' `--data-raw` flags. */
const FORM_SEPARATOR = `${LINE_BREAK}--data-raw `

/**
 * The fields encoded exactly as Send encodes them (URLSearchParams), one `--data-raw` flag per field; curl
 * joins them with `&`. The encoder writes the flags' separator where the text has `&`. Each pair is a safe
 * bare shell word (ASCII alphanumerics and `%+=-._`) unless it has a `*`, a glob character: such a pair is
 * quoted (it never holds a `'`).
 */
function formFlags(fields: ReadonlyArray<readonly [string, string]>): string[] {
  if (fields.length === 0) return []
  const flags = `--data-raw ${formUrlEncode(fields, FORM_SEPARATOR)}`
  if (!flags.includes('*')) return [flags]
  // The separator holds a line break, which the encoded pairs never do.
  return flags
    .slice('--data-raw '.length)
    .split(FORM_SEPARATOR)
    .map((pair) => `--data-raw ${pair.includes('*') ? `'${pair}'` : pair}`)
}
