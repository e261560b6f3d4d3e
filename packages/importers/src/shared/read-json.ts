import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from './errors.js'
import { isObject, type JsonObject } from './guards.js'

// The JSON half of reading a document, apart from read-document.ts and its YAML readers (js-yaml is most of the
// importers' first load): the outline's worker module reads JSON text with this alone (see outline-definition.ts).

/** Where text starts as JSON does (an object or an array); JSON is also YAML, so this is only a first guess. */
const JSON_START = /^\s*[{[]/

/** The text of a document without its byte order mark; throws for text with nothing in it. */
export function documentText(input: string): string {
  const text = input.replace(/^\uFEFF/, '')
  if (text.trim() === '') {
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.emptyInput)
  }
  return text
}

/** Whether `text` (see {@link documentText}) starts as JSON. */
export function looksLikeJson(text: string): boolean {
  return JSON_START.test(text)
}

/**
 * The document `JSON.parse` reads from `text`, or `undefined` when it cannot read it (YAML, or JSON with a
 * mistake, which the YAML reader then places by line and column). Throws {@link InvalidDocumentError} for JSON
 * that is not an object.
 */
export function readJsonDocument(text: string): JsonObject | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  return requireObject(parsed)
}

/** `value` when it is an object (a document), else an {@link InvalidDocumentError} naming what it is. */
export function requireObject(value: unknown): JsonObject {
  if (!isObject(value)) {
    const found = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.notAnObject(found), { pointer: '' })
  }
  return value
}
