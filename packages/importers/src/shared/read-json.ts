import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from './errors.js'
import { isObject, type JsonObject } from './guards.js'

// The JSON half of reading a document, apart from read-document.ts and its YAML readers (js-yaml is most of the
// importers' first load): the outline's worker module reads JSON text with this alone (see outline-definition.ts).

/** Where text starts as JSON does (an object or an array); JSON is also YAML, so this is only a first guess. */
const JSON_START = /^\s*[{[]/

/**
 * JSON text read as `readDocument` reads it first: `{ document }` when `JSON.parse` reads it, else the text
 * without its byte order mark and whether it starts as JSON, for the YAML reader (which reads JSON with a mistake
 * too, and places the mistake by line and column). Throws {@link InvalidDocumentError} for text with nothing in it
 * and for JSON that is not an object.
 */
export function readJsonText(input: string): { document: JsonObject } | { text: string; jsonLike: boolean } {
  const text = input.replace(/^\uFEFF/, '')
  if (text.trim() === '') {
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.emptyInput)
  }
  const jsonLike = JSON_START.test(text)
  if (jsonLike) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { text, jsonLike }
    }
    return { document: requireObject(parsed) }
  }
  return { text, jsonLike }
}

/** `value` when it is an object (a document), else an {@link InvalidDocumentError} naming what it is. */
export function requireObject(value: unknown): JsonObject {
  if (!isObject(value)) {
    const found = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.notAnObject(found), { pointer: '' })
  }
  return value
}
