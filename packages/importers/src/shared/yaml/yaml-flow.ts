import {
  BAIL,
  crossesLine,
  type Cursor,
  isSpaceOrEnd,
  NEWLINE,
  setEntry,
  SPACE,
  spacesFrom,
} from './yaml-cursor.js'
import { isFlowIndicator, resolvePlain, startsPlain, type YamlTypes } from './yaml-plain.js'
import { readDoubleQuoted, readSingleQuoted, startsDocumentMarker, trimEndSpaces } from './yaml-scalars.js'

/**
 * Flow collections (`[a, b]`, `{a: 1}`) for the fast YAML reader, nested and over several lines. Left to
 * js-yaml: trailing commas, single-pair mappings inside sequences (`[a: 1]`), keys without values, collection
 * keys, plain scalars over several lines, and a line indented no deeper than the collection's parent.
 */
export function readFlowCollection(cursor: Cursor, types: YamlTypes, parentIndent: number): unknown {
  return cursor.text.charCodeAt(cursor.position) === 0x5b
    ? readFlowSequence(cursor, types, parentIndent)
    : readFlowMapping(cursor, types, parentIndent)
}

function readFlowSequence(cursor: Cursor, types: YamlTypes, parentIndent: number): unknown[] {
  const { text } = cursor
  const items: unknown[] = []
  cursor.position++
  skipFlowSpace(cursor, parentIndent)
  if (text.charCodeAt(cursor.position) === 0x5d) {
    cursor.position++
    return items
  }
  for (;;) {
    items.push(readFlowNode(cursor, types, parentIndent))
    skipFlowSpace(cursor, parentIndent)
    const code = text.charCodeAt(cursor.position)
    cursor.position++
    if (code === 0x5d) return items
    if (code !== 0x2c) throw BAIL
    skipFlowSpace(cursor, parentIndent)
  }
}

function readFlowMapping(cursor: Cursor, types: YamlTypes, parentIndent: number): Record<string, unknown> {
  const { text } = cursor
  const mapping: Record<string, unknown> = {}
  cursor.position++
  skipFlowSpace(cursor, parentIndent)
  if (text.charCodeAt(cursor.position) === 0x7d) {
    cursor.position++
    return mapping
  }
  for (;;) {
    const opening = text.charCodeAt(cursor.position)
    if (opening === 0x5b || opening === 0x7b) throw BAIL
    const keyStart = cursor.position
    const key = String(readFlowNode(cursor, types, parentIndent))
    // A key is on one line (a quoted one could fold over several).
    if (crossesLine(text, keyStart, cursor.position)) throw BAIL
    if (skipFlowSpace(cursor, parentIndent) || text.charCodeAt(cursor.position) !== 0x3a) throw BAIL
    cursor.position++
    skipFlowSpace(cursor, parentIndent)
    const valueStart = text.charCodeAt(cursor.position)
    if (valueStart === 0x2c || valueStart === 0x7d) throw BAIL
    setEntry(mapping, key, readFlowNode(cursor, types, parentIndent))
    skipFlowSpace(cursor, parentIndent)
    const code = text.charCodeAt(cursor.position)
    cursor.position++
    if (code === 0x7d) return mapping
    if (code !== 0x2c) throw BAIL
    skipFlowSpace(cursor, parentIndent)
  }
}

function readFlowNode(cursor: Cursor, types: YamlTypes, parentIndent: number): unknown {
  const { text } = cursor
  const start = cursor.position
  const code = text.charCodeAt(start)
  if (code === 0x5b || code === 0x7b) return readFlowCollection(cursor, types, parentIndent)
  if (code === 0x22) return readDoubleQuoted(cursor, parentIndent)
  if (code === 0x27) return readSingleQuoted(cursor, parentIndent)
  if (!startsPlain(text, start, true)) throw BAIL
  let index = start
  for (;;) {
    const next = text.charCodeAt(index)
    if (Number.isNaN(next) || next === NEWLINE || isFlowIndicator(next)) break
    if (next === 0x3a) {
      const after = text.charCodeAt(index + 1)
      if (isSpaceOrEnd(after) || isFlowIndicator(after)) break
    } else if (next === 0x23 && text.charCodeAt(index - 1) === SPACE) {
      break
    }
    index++
  }
  cursor.position = index
  return resolvePlain(types, trimEndSpaces(text.slice(start, index)))
}

/**
 * Skips spaces, line breaks and comments between flow tokens; each new line must be indented deeper than the
 * collection's parent. Returns whether a line break was crossed.
 */
function skipFlowSpace(cursor: Cursor, parentIndent: number): boolean {
  const { text } = cursor
  let index = spacesFrom(text, cursor.position)
  let crossed = false
  for (;;) {
    const code = text.charCodeAt(index)
    if (code === 0x23) {
      const before = text.charCodeAt(index - 1)
      if (before !== SPACE && before !== NEWLINE) throw BAIL
      const end = text.indexOf('\n', index)
      if (end === -1) throw BAIL
      index = end
      continue
    }
    if (code !== NEWLINE) break
    crossed = true
    const lineStart = index + 1
    index = spacesFrom(text, lineStart)
    const first = text.charCodeAt(index)
    if (first !== NEWLINE && first !== 0x23) {
      if (Number.isNaN(first) || index - lineStart <= parentIndent) throw BAIL
      if (startsDocumentMarker(text, index)) throw BAIL
    }
  }
  cursor.position = index
  return crossed
}
