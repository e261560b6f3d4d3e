import { load, YAMLException } from 'js-yaml'

import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from './errors.js'
import { isObject, type JsonObject } from './guards.js'

/**
 * Reads an API document given as JSON text, YAML text or an already parsed object. JSON text goes through
 * `JSON.parse` (the fastest reader); anything else through js-yaml, which reads YAML 1.2 several times faster
 * than the `yaml` package on multi-megabyte documents. Objects are used as they are, never mutated.
 */
export function readDocument(input: string | object): JsonObject {
  if (typeof input !== 'string') {
    return requireObject(input)
  }
  const text = input.replace(/^\uFEFF/, '')
  if (text.trim() === '') {
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.emptyInput)
  }
  if (/^\s*[{[]/.test(text)) {
    try {
      return requireObject(JSON.parse(text))
    } catch (error) {
      if (error instanceof InvalidDocumentError) {
        throw error
      }
      // JSON is a subset of YAML 1.2; js-yaml reports the position of the first mistake.
    }
  }
  let parsed: unknown
  try {
    parsed = loadYaml(text)
  } catch (error) {
    if (error instanceof YAMLException) {
      const line = (error.mark?.line ?? 0) + 1
      const column = (error.mark?.column ?? 0) + 1
      throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.syntax('YAML', error.reason, line, column), {
        line,
        column,
      })
    }
    throw error
  }
  return requireObject(parsed)
}

/**
 * js-yaml's strict mode is about twice as fast as its `json` mode on large documents, but rejects duplicate
 * keys, which real documents sometimes have; only those documents are read again with the last key winning,
 * as `JSON.parse` does.
 */
function loadYaml(text: string): unknown {
  try {
    return load(text)
  } catch (error) {
    if (error instanceof YAMLException && /duplicate/i.test(error.reason)) {
      return load(text, { json: true })
    }
    throw error
  }
}

function requireObject(value: unknown): JsonObject {
  if (!isObject(value)) {
    const found = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`
    throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.notAnObject(found), { pointer: '' })
  }
  return value
}
