import type { FormDataPart, HttpRequest } from '@api-explorer/model'
import { requestUrl, sentHeaders } from '@api-explorer/model'
import { exactJson, isPlainJson } from '../exact-json.js'
import { fileType } from './fetch-rules.js'
import { escapeInvisible, jsString } from './js-string.js'

/** How {@link fetchProgram} differs between JavaScript and TypeScript. */
export type FetchProgramOptions = {
  /** Write `export {};` when nothing is imported, so `tsc` treats the file as a module (top-level await). */
  typescript: boolean
}

const INDENT = '  '

/**
 * A complete ES module that sends a request with `fetch` exactly as Send does (same URL, headers and body bytes) and
 * prints the response text. Headers are an object literal (a repeated name is one entry, its values joined with `, ` as
 * Send's `Headers` joins them), or `[name, value]` pairs for a name such as `__proto__`; the `Content-Type` Send adds
 * for the body kind is written out. JSON bodies are `JSON.stringify` of a pretty literal of the value, multipart bodies
 * a `FormData` built like Send's, and files are read from the working directory by their names. A JSON body a literal
 * cannot reproduce (a `JsonNumber` no double holds, such as a uint64's `18446744073709551615`, or a `"__proto__"` key)
 * is written as its exact JSON text in a string instead.
 */
export function fetchProgram(request: HttpRequest, options: FetchProgramOptions): string {
  const headers = sentHeaders(request)
  const body = bodyCode(request)
  const usesFiles = request.body?.type === 'bytes' || body.setup.some((line) => line.includes('readFile('))
  const lines: string[] = []
  if (usesFiles) {
    lines.push('import { readFile } from "node:fs/promises";', '')
  } else if (options.typescript) {
    lines.push('export {};', '')
  }
  if (body.setup.length > 0) {
    lines.push(...body.setup, '')
  }
  lines.push(
    `const response = await fetch(${jsString(requestUrl(request))}, {`,
    `${INDENT}method: ${jsString(request.method)},`,
  )
  if (headers.length > 0) {
    lines.push(`${INDENT}headers: ${headersCode(headers)},`)
  }
  if (body.expression != null) {
    lines.push(`${INDENT}body: ${body.expression},`)
  }
  lines.push('});', '', 'console.log(await response.text());', '')
  return lines.join('\n')
}

function headersCode(headers: Array<[string, string]>): string {
  // `sentHeaders` gives each name once; only a key that would set the prototype needs pairs.
  const asObject = !headers.some(([name]) => name.toLowerCase() === '__proto__')
  const entries = headers.map(([name, value]) =>
    asObject ? `${jsString(name)}: ${jsString(value)}` : `[${jsString(name)}, ${jsString(value)}]`,
  )
  const [open, close] = asObject ? ['{', '}'] : ['[', ']']
  return `${open}\n${entries.map((entry) => `${INDENT}${INDENT}${entry},`).join('\n')}\n${INDENT}${close}`
}

type BodyCode = { setup: string[]; expression?: string }

function bodyCode(request: HttpRequest): BodyCode {
  const { body } = request
  if (body == null) {
    return { setup: [] }
  }
  switch (body.type) {
    case 'json': {
      const plain = isPlainJson(body.value)
      const json = exactJson(body.value)
      if (json === undefined) return { setup: [] }
      // An object literal with a "__proto__" key sets the prototype instead, and a number literal no double
      // holds (a JsonNumber such as 18446744073709551615) would be rounded: send the exact text then. JSON a
      // plain value gives always reads back the same, so only other values need the round trip.
      if (json.includes('"__proto__":') || (!plain && !literalKeepsJson(json))) {
        return { setup: [], expression: jsString(json) }
      }
      const pretty = (exactJson(body.value, 2) ?? json).replaceAll('\n', `\n${INDENT}`)
      return { setup: [], expression: `JSON.stringify(${jsonAsJs(pretty)})` }
    }
    case 'text':
      return { setup: [], expression: jsString(body.value) }
    case 'urlencoded': {
      const fields = body.fields.map(
        ([name, value]) => `${INDENT}${INDENT}[${jsString(name)}, ${jsString(value)}],`,
      )
      const list = fields.length === 0 ? '[]' : `[\n${fields.join('\n')}\n${INDENT}]`
      return { setup: [], expression: `new URLSearchParams(${list}).toString()` }
    }
    case 'form-data':
      return { setup: ['const form = new FormData();', ...body.parts.map(appendLine)], expression: 'form' }
    case 'bytes':
      return { setup: [], expression: `await readFile(${jsString(body.file.name)})` }
    default:
      body satisfies never
      return { setup: [] }
  }
}

function appendLine(part: FormDataPart): string {
  const name = jsString(part.name)
  if (part.type === 'file') {
    const blob = blobCode(`await readFile(${jsString(part.file.name)})`, fileType(part.file))
    return `form.append(${name}, ${blob}, ${jsString(part.file.name)});`
  }
  if (part.contentType == null) {
    return `form.append(${name}, ${jsString(part.value)});`
  }
  return `form.append(${name}, ${blobCode(jsString(part.value), part.contentType)});`
}

function blobCode(content: string, type: string): string {
  return type === '' ? `new Blob([${content}])` : `new Blob([${content}], { type: ${jsString(type)} })`
}

/**
 * Whether `JSON.stringify` of the JSON text read as a literal gives the text back: false when a number in it is
 * no double's shortest form (`18446744073709551615`, `1e400`, `1.0` from a JsonNumber).
 */
function literalKeepsJson(json: string): boolean {
  try {
    return JSON.stringify(JSON.parse(json)) === json
  } catch (error) {
    // Nested deeper than the engine's JSON.stringify recurses: the exact text as a string still sends it.
    if (error instanceof RangeError) return false
    throw error
  }
}

/** The `INVISIBLE_CHARACTERS` that `JSON.stringify` leaves unescaped (it escapes C0 and lone surrogates). */
const INVISIBLE_IN_JSON = /[\x7f-\x9f\p{Cf}\p{Zl}\p{Zp}]/gu

/**
 * JSON text is a JS expression; only the characters a reader cannot see are escaped further, as `jsString`
 * escapes them. `JSON.stringify` already escaped C0 controls and lone surrogates inside strings, and outside
 * strings JSON has only ASCII punctuation, digits, words and spaces or line breaks, so the invisible characters
 * left (DEL, C1, format characters, U+2028, U+2029) can only be inside strings: they are escaped in place,
 * without parsing and re-quoting every string.
 */
function jsonAsJs(json: string): string {
  return /[^\0-\x7e]/.test(json) ? json.replace(INVISIBLE_IN_JSON, escapeInvisible) : json
}
