import type { FormDataPart, HttpRequest } from '@api-explorer/model'
import { requestUrl, sentHeaders } from '@api-explorer/model'
import { formUrlEncode } from '../form-urlencoded.js'
import { exactJson } from '../exact-json.js'
import { shellQuote } from '../shell-quote.js'
import { multipartPrinter, unsendableByForm, WRITTEN_BOUNDARY } from './curl-multipart.js'
import { fileType, formPartType, normalizeLineBreaks } from './fetch-rules.js'
import type { SnippetTarget } from '../snippet-target.js'

const LINE_BREAK = ' \\\n     '

/**
 * cURL for a POSIX shell: one flag per line. JSON bodies are pretty-printed (the same JSON Send sends, big
 * numbers digit for digit),
 * text fields of multipart bodies use `--form-string` so a leading `@` or `<` is never read as a file, and
 * files are referenced by name (`@file`), to be replaced by the reader's own path. A multipart body `-F` cannot
 * send (no parts, or a part name with `=`) is written out under a comment that says why.
 */
export const curl: SnippetTarget = {
  language: 'curl',
  title: 'cURL',
  generate(request) {
    const lines: string[] = [`curl ${methodFlag(request)}${shellQuote(requestUrl(request))}`]
    for (const [name, value] of sentHeaders(request)) {
      // `-H 'Name:'` would remove the header; `-H 'Name;'` sends it with an empty value.
      lines.push(`-H ${shellQuote(value === '' ? `${name};` : `${name}: ${value}`)}`)
    }
    const { body } = request
    const unsendable = body?.type === 'form-data' ? unsendableByForm(body.parts) : undefined
    if (body?.type !== 'form-data' || unsendable === undefined) {
      lines.push(...bodyFlags(request))
      return lines.join(LINE_BREAK)
    }
    // Without parts the body is only its closing boundary: one argument. Otherwise it is printed and piped.
    const piped = body.parts.length > 0
    lines.push(
      `-H 'Content-Type: multipart/form-data; boundary=${WRITTEN_BOUNDARY}'`,
      piped ? '--data-binary @-' : `--data-binary '--${WRITTEN_BOUNDARY}--'`,
    )
    const code = lines.join(LINE_BREAK)
    return [
      `# curl's -F cannot send ${unsendable}: the multipart body is written out${piped ? ' and piped to curl' : ''}`,
      ...(piped ? ['{', ...multipartPrinter(body.parts), `} | ${code}`] : [code]),
    ].join('\n')
  },
}

/**
 * The method flag and its space: none for a GET, `--head` for a HEAD (with `-X HEAD` curl waits for the body a
 * HEAD response never has, until the server closes the connection), `-X` otherwise.
 */
function methodFlag(request: HttpRequest): string {
  if (request.body == null && request.method === 'GET') return ''
  if (request.body == null && request.method === 'HEAD') return '--head '
  return `-X ${shellQuote(request.method)} `
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
      // `--data-binary @name` reads a file: a text starting with `@` goes as `--data-raw`, which never does.
      return [`${body.value.startsWith('@') ? '--data-raw' : '--data-binary'} ${shellQuote(body.value)}`]
    case 'urlencoded':
      return formFlags(body.fields)
    case 'form-data':
      // A body -F cannot send (`unsendableByForm`) is written out by `generate` instead.
      return body.parts.map(formFlag)
    case 'bytes':
      return [`--data-binary ${shellQuote(`@${body.file.name}`)}`]
    default:
      body satisfies never
      return []
  }
}

/**
 * One `-F` / `--form-string` flag. Names, and the values of untyped text fields, get CRLF line breaks, as
 * `FormData` gives them (curl then escapes CR and LF in a name as `%0D` and `%0A`, as `FormData` does).
 */
function formFlag(part: FormDataPart): string {
  const name = normalizeLineBreaks(part.name)
  if (part.type === 'file') {
    // Always the type: without one curl guesses it from the file name, where Send sends the Blob's own.
    const type = `;type=${formPartType(fileType(part.file))}`
    return `-F ${shellQuote(`${name}=@${curlFormQuote(part.file.name)}${type}`)}`
  }
  if (part.contentType == null) {
    return `--form-string ${shellQuote(`${name}=${normalizeLineBreaks(part.value)}`)}`
  }
  // A typed text part is a Blob to FormData, which names it `blob`.
  return `-F ${shellQuote(`${name}=${curlFormQuote(part.value)};type=${part.contentType};filename=blob`)}`
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
