import type { HttpRequest } from '@api-explorer/model'
import { exactJson } from '../exact-json.js'
import { requestUrl, sentHeaders, wellFormed } from '@api-explorer/model'
import type { SnippetTarget } from '../snippet-target.js'
import { pythonFormEntry } from './python-form.js'
import { MAYBE_INVISIBLE } from './js-string.js'
import { pythonString } from './python-string.js'
import { fetchedUrl, requestsRequotes } from './python-url.js'

const INDENT = '    '

/** What keeps a form name or value from being written as it is between double quotes, besides invisibles. */
const QUOTE_OR_BACKSLASH = /["\\]/

/**
 * A form name or value as a Python literal. Without `"`, `\` or anything `MAYBE_INVISIBLE` finds (most names and
 * values), the text is what `pythonString` writes between double quotes: two regex tests rather than its
 * passes and `wellFormed`.
 */
function formLiteral(text: string): string {
  return QUOTE_OR_BACKSLASH.test(text) || MAYBE_INVISIBLE.test(text)
    ? pythonString(wellFormed(text))
    : `"${text}"`
}

/**
 * Python with `requests` (urllib3 2): a script that sends the request byte for byte as Send does and prints
 * the response text.
 *
 * - The URL is the one fetch puts on the wire; when `requests` would re-quote it (`%7E` → `~`) the request is
 *   prepared and its URL set as written.
 * - Headers are a dict of `sentHeaders`, which joins a repeated name (in any case) with `, ` as Send's `Headers`
 *   does (`requests` could not send a name twice anyway). The `Content-Type` Send adds for the body kind is
 *   written out.
 * - JSON and text bodies are the exact text, encoded to UTF-8 (`json=` would format differently, and a
 *   `JsonNumber` such as a uint64 is written digit for digit); URL-encoded
 *   fields are `(name, value)` tuples, passed through `urlencode` like `URLSearchParams` when a value holds
 *   `*` or `~` (which Python's quoting treats differently); multipart bodies go in `files=` in order, text
 *   parts as `(None, value)`, typed text parts as a file named `blob` (as `FormData` sends them), files read
 *   from the working directory (one with no parts is urllib3's empty multipart body, since `requests` sends an
 *   empty `files=` as no body and no Content-Type); byte bodies are read with `Path.read_bytes()`.
 */
export const python: SnippetTarget = {
  language: 'python',
  title: 'Python',
  generate(request) {
    const url = fetchedUrl(requestUrl(request))
    const body = bodyCode(request)
    const imports = body.imports.length === 0 ? [] : [...new Set(body.imports)].sort().concat('')
    const lines = [...imports, 'import requests', '', `url = ${pythonString(url)}`]
    const args = [pythonString(request.method), 'url']
    const headers = headerDict(sentHeaders(request))
    if (headers.length > 0) {
      lines.push(`headers = {`, ...headers.map(([name, value]) => `${INDENT}${name}: ${value},`), '}')
      args.push('headers=headers')
    }
    lines.push(...body.setup)
    if (body.contentType !== undefined) {
      if (headers.length > 0) {
        lines.push(`headers["Content-Type"] = ${body.contentType}`)
      } else {
        lines.push(`headers = {"Content-Type": ${body.contentType}}`)
        args.push('headers=headers')
      }
    }
    if (body.argument != null) {
      args.push(body.argument)
    }
    lines.push('')
    if (requestsRequotes(url)) {
      lines.push(
        'with requests.Session() as session:',
        `${INDENT}prepared = session.prepare_request(requests.Request(${args.join(', ')}))`,
        `${INDENT}# requests would decode escapes such as %7E in the URL: send it as written`,
        `${INDENT}prepared.url = url`,
        `${INDENT}response = session.send(prepared)`,
      )
    } else {
      lines.push(`response = requests.request(${args.join(', ')})`)
    }
    lines.push('print(response.text)', '')
    return lines.join('\n')
  },
}

/** Dict entries (as literals); `sentHeaders` has already made each name one entry, as fetch sends it. */
function headerDict(headers: Array<[string, string]>): Array<[string, string]> {
  return headers.map(([name, value]) => [pythonString(name), pythonString(value)])
}

/**
 * How a body is written: the imports and lines it needs, the argument of `requests.request`, and, when the body
 * brings its own Content-Type, the Python expression of it (set in `headers` after the setup lines).
 */
type BodyCode = { imports: string[]; setup: string[]; argument?: string; contentType?: string }

function bodyCode(request: HttpRequest): BodyCode {
  const { body } = request
  if (body == null) {
    return { imports: [], setup: [] }
  }
  switch (body.type) {
    case 'json': {
      const json = exactJson(body.value)
      if (json === undefined) return { imports: [], setup: [] }
      return { imports: [], setup: [`payload = ${pythonString(json)}`], argument: 'data=payload.encode()' }
    }
    case 'text':
      return {
        imports: [],
        setup: [`payload = ${pythonString(wellFormed(body.value))}`],
        argument: 'data=payload.encode()',
      }
    case 'urlencoded': {
      // One string for all the tuples rather than a line each (spread, then joined: a fifth of the snippet).
      let entries = ''
      for (const [name, value] of body.fields)
        entries += `\n${INDENT}(${formLiteral(name)}, ${formLiteral(value)}),`
      const setup = [entries === '' ? 'payload = []' : `payload = [${entries}\n]`]
      // The literals hold a `*` or `~` exactly where the fields do (no escape writes either).
      if (!entries.includes('*') && !entries.includes('~')) {
        return { imports: [], setup, argument: 'data=payload' }
      }
      return {
        imports: ['from urllib.parse import urlencode'],
        setup: ['# encoded like URLSearchParams: "*" kept, "~" escaped', ...setup],
        argument: 'data=urlencode(payload, safe="*").replace("~", "%7E")',
      }
    }
    case 'form-data': {
      if (body.parts.length === 0) {
        return {
          imports: ['from urllib3 import encode_multipart_formdata'],
          setup: [
            '# requests sends an empty files list as no body at all: this is the empty multipart body',
            'payload, content_type = encode_multipart_formdata([])',
          ],
          argument: 'data=payload',
          contentType: 'content_type',
        }
      }
      const entries = body.parts.map((part) => `${INDENT}${pythonFormEntry(part)},`)
      const setup = ['files = [', ...entries, ']']
      const imports = body.parts.some((part) => part.type === 'file') ? ['from pathlib import Path'] : []
      return { imports, setup, argument: 'files=files' }
    }
    case 'bytes':
      return {
        imports: ['from pathlib import Path'],
        setup: [`payload = Path(${pythonString(body.file.name)}).read_bytes()`],
        argument: 'data=payload',
      }
    default:
      body satisfies never
      return { imports: [], setup: [] }
  }
}
