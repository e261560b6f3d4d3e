import jsyaml from 'js-yaml'

import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from './errors.js'
import { checkAliasExpansion } from './expansion-budget.js'
import type { JsonObject } from './guards.js'
import { readJsonText, requireObject } from './read-json.js'
import { readYamlFast } from './yaml/fast-yaml.js'
import { implicitTypesOf, MERGE_TYPE } from './yaml/yaml-plain.js'

/**
 * Reads an API document given as JSON text, YAML text or an already parsed object. JSON text goes through
 * `JSON.parse` (the fastest reader); YAML through our fast reader (yaml/fast-yaml.ts) when the text keeps to
 * what it reads exactly as js-yaml does, about half js-yaml's time; anything else through js-yaml 4, which reads
 * multi-megabyte YAML about ten times faster than the `yaml` package and, on a whole import, faster than
 * js-yaml 5 (whose event-based reader leaves more garbage to collect). Objects are used as they are, never
 * mutated. YAML and objects can share a value in many places (aliases), so they are held to the
 * alias-expansion budget; JSON text cannot (nor YAML the fast reader answers for: it leaves aliases to js-yaml).
 */
export function readDocument(input: string | object): JsonObject {
  if (typeof input !== 'string') {
    return withinAliasBudget(requireObject(input))
  }
  // JSON is a subset of YAML 1.2: JSON with a mistake goes on to js-yaml, which reports where the mistake is.
  const json = readJsonText(input)
  if ('document' in json) return json.document
  const { text, jsonLike } = json
  // The fast reader answers only for documents it reads exactly as js-yaml would, and never for aliases.
  const fast = FAST_YAML_TYPES === undefined ? undefined : readYamlFast(text, FAST_YAML_TYPES)
  if (fast !== undefined) return fast
  let parsed: unknown
  try {
    parsed = loadYaml(text)
  } catch (error) {
    if (error instanceof YAMLException) {
      const { line, column } = position(text, error.mark?.line ?? 0, error.mark?.column ?? 0)
      const format = jsonLike ? 'JSON' : 'YAML'
      throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.syntax(format, error.reason, line, column), {
        line,
        column,
      })
    }
    throw error
  }
  const document = requireObject(parsed)
  // Only an alias (`*name`) makes YAML share a value, and an alias needs an anchor (`&name`) before it; most
  // documents have neither, and skip the walk. A `*` alone is common (Markdown bold and lists in descriptions).
  if (MAY_HAVE_ALIAS.test(text) && MAY_HAVE_ANCHOR.test(text)) checkAliasExpansion(document)
  return document
}

/** A `*` where YAML could read an alias: at the start of a line, after a space, a flow
 * indicator or a colon (`"a":*x` in a JSON-style flow mapping). */
const MAY_HAVE_ALIAS = /(?:^|[\s[{,:])\*/m

/**
 * A `&` where YAML could read an anchor: where a node's properties may start (the start of the text or a line,
 * after a space, a flow indicator or a colon) and followed by a name character. js-yaml refuses an alias without
 * its anchor ("unidentified alias"), so a document without one has no alias either. The place before is a
 * lookbehind, so that the search looks for `&` first (about 1 ms on OpenAI's 3 MB, which has Markdown `*`s),
 * rather than `(?:^|[\s[{,:])&` tried at every position (2–4 ms).
 */
const MAY_HAVE_ANCHOR = /(?<![^\s[{,:])&[^\s[\]{},]/

function withinAliasBudget(document: JsonObject): JsonObject {
  checkAliasExpansion(document)
  return document
}

/** 1-based line and column; js-yaml puts an unexpected end one line past the text, which we pull back. */
function position(text: string, line: number, column: number): { line: number; column: number } {
  const lines = text.split('\n')
  if (line < lines.length) return { line: line + 1, column: column + 1 }
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 }
}

const { load, YAMLException, CORE_SCHEMA } = jsyaml

/**
 * YAML 1.2's core schema (so `2024-01-15` stays a string, as in JSON, never a Date) plus merge keys
 * (`<<: *defaults`), which hand-written API documents use.
 */
const API_DOCUMENT_SCHEMA = CORE_SCHEMA.extend({ implicit: [MERGE_TYPE] })
const FAST_YAML_TYPES = implicitTypesOf(API_DOCUMENT_SCHEMA)

/** `json: true`: a duplicate key overrides the earlier one, as in `JSON.parse`, instead of failing the read. */
function loadYaml(text: string): unknown {
  return load(text, { schema: API_DOCUMENT_SCHEMA, json: true })
}
