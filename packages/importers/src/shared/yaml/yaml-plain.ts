import jsyaml from 'js-yaml'

import {
  BAIL,
  type Cursor,
  isSpaceOrEnd,
  lineAfter,
  lineEnd,
  NEWLINE,
  SPACE,
  spacesFrom,
} from './yaml-cursor.js'
import { startsDocumentMarker, trimEndSpaces } from './yaml-scalars.js'

/**
 * Plain (unquoted) scalars for the fast YAML reader, and their implicit types. The types are js-yaml's own
 * (the schema's compiled implicit list, in its order), so that `200`, `1e3`, `~`, `True` or `0x1F` become
 * exactly what js-yaml makes of them; the reader only skips asking when the first character rules every type
 * out, which is most keys and words.
 */

type YamlType = { resolve(data: string): boolean; construct(data: string): unknown }
export type YamlTypes = readonly YamlType[]

/** Characters that cannot start a plain scalar, or start one only in ways the fast reader leaves to js-yaml. */
const INDICATORS = new Set([
  '-',
  '?',
  ':',
  ',',
  '[',
  ']',
  '{',
  '}',
  '#',
  '&',
  '*',
  '!',
  '|',
  '>',
  "'",
  '"',
  '%',
  '@',
  '`',
])

/** `-` may start a plain scalar when something other than a space follows (`-1`, `-foo`). */
export function startsPlain(text: string, index: number, flow: boolean): boolean {
  const char = text.charAt(index)
  if (!INDICATORS.has(char)) return true
  if (char !== '-') return false
  const next = text.charCodeAt(index + 1)
  if (isSpaceOrEnd(next)) return false
  return !flow || !isFlowIndicator(next)
}

export function isFlowIndicator(code: number): boolean {
  return code === 0x2c || code === 0x5b || code === 0x5d || code === 0x7b || code === 0x7d
}

/**
 * The implicit types of a schema, read from js-yaml's compiled schema (not part of its typed API, so checked):
 * undefined when this js-yaml does not expose them, and the fast reader then stays off.
 */
export function implicitTypesOf(schema: jsyaml.Schema): YamlTypes | undefined {
  const compiled = (schema as unknown as { compiledImplicit?: unknown }).compiledImplicit
  if (!Array.isArray(compiled)) return undefined
  const usable = compiled.every(
    (type: unknown) =>
      typeof (type as YamlType | null)?.resolve === 'function' &&
      typeof (type as YamlType | null)?.construct === 'function',
  )
  return usable ? (compiled as YamlType[]) : undefined
}

/**
 * js-yaml's merge type (`<<: *defaults`), which js-yaml exports at runtime though @types/js-yaml does not declare
 * it: readDocument adds it to js-yaml's schema, and the fast reader leaves merge keys to js-yaml.
 */
export const MERGE_TYPE: jsyaml.Type = (jsyaml as unknown as { types: { merge: jsyaml.Type } }).types.merge

/**
 * What a plain scalar means: a null, boolean, number or the string itself. Only a scalar starting with one of
 * `~ n N t T f F < . + -` or a digit can be anything but a string in YAML 1.2's core schema (plus merge keys).
 */
export function resolvePlain(types: YamlTypes, value: string): unknown {
  const code = value.charCodeAt(0)
  const maybeTyped =
    (code >= 0x30 && code <= 0x39) ||
    code === 0x7e ||
    code === 0x6e ||
    code === 0x4e ||
    code === 0x74 ||
    code === 0x54 ||
    code === 0x66 ||
    code === 0x46 ||
    code === 0x3c ||
    code === 0x2e ||
    code === 0x2b ||
    code === 0x2d
  if (!maybeTyped) return value
  for (let index = 0; index < types.length; index++) {
    const type = types[index]!
    if (type.resolve(value)) {
      if ((type as unknown) === MERGE_TYPE) throw BAIL
      return type.construct(value)
    }
  }
  return value
}

/**
 * Where the first line of a plain scalar starting at `start` ends: at a comment (` #`) or the end of the line.
 * Sets `cursor.position` to the `:` that makes it a mapping key (`: ` or `:` at the end of the line), or to -1.
 */
export function scanPlainLine(cursor: Cursor, start: number): number {
  const { text } = cursor
  let end = lineEnd(text, start)
  const comment = cursor.nextComment(start)
  if (comment < end) end = comment
  let colon = cursor.nextColon(start)
  while (colon < end) {
    if (isSpaceOrEnd(text.charCodeAt(colon + 1))) break
    colon = cursor.nextColon(colon + 1)
  }
  cursor.position = colon < end ? colon : -1
  return end
}

/**
 * A plain scalar in block context starting at `start`, whose first line ends at `end` (from scanPlainLine, which
 * found no key colon). Continuation lines, indented deeper than `parentIndent`, fold into it: one line break
 * becomes a space, each empty line a newline. A continuation line holding `: ` or ` #` (an error, or a comment
 * that ends the scalar before more lines) is left to js-yaml. Leaves the cursor at the start of the next line
 * that is not part of the scalar.
 */
export function readPlainBlock(cursor: Cursor, start: number, end: number, parentIndent: number): string {
  const { text } = cursor
  let value = trimEndSpaces(text.slice(start, end))
  if (text.charCodeAt(end) !== NEWLINE) {
    // A comment ends the scalar; what follows must be a new line, which the caller's container checks.
    cursor.position = lineAfter(text, end)
    return value
  }
  let lineStart = end + 1
  let emptyLines = 0
  for (;;) {
    const first = spacesFrom(text, lineStart)
    const code = text.charCodeAt(first)
    if (code === NEWLINE) {
      emptyLines++
      lineStart = first + 1
      continue
    }
    if (Number.isNaN(code) || code === 0x23 || first - lineStart <= parentIndent) break
    // Any other first character continues the scalar, indicators included (`- a`, `` `code` ``), as in js-yaml.
    if (startsDocumentMarker(text, first)) throw BAIL
    const next = scanPlainLine(cursor, first)
    if (cursor.position !== -1 || text.charCodeAt(next) === SPACE) throw BAIL
    value += (emptyLines === 0 ? ' ' : '\n'.repeat(emptyLines)) + trimEndSpaces(text.slice(first, next))
    emptyLines = 0
    lineStart = next + 1
    if (next >= text.length) break
  }
  // At the start of the line that ended the scalar, after any empty lines (the caller skips blank lines).
  cursor.position = Math.min(lineStart, text.length)
  return value
}
