import {
  BAIL,
  crossesLine,
  Cursor,
  isSpaceOrEnd,
  lineAfter,
  NEWLINE,
  setEntry,
  SPACE,
  spacesFrom,
} from './yaml-cursor.js'
import { readFlowCollection } from './yaml-flow.js'
import { readPlainBlock, resolvePlain, scanPlainLine, startsPlain, type YamlTypes } from './yaml-plain.js'
import { readBlockScalar, readDoubleQuoted, readSingleQuoted, startsDocumentMarker } from './yaml-scalars.js'

/**
 * A fast reader for the YAML that API documents are written in: block mappings and sequences, plain, quoted and
 * block scalars, flow collections and comments, with js-yaml's own implicit types. For anything else (anchors,
 * aliases, tags, directives, several documents, complex or merge keys, tabs, carriage returns, characters
 * js-yaml refuses, and every error) it answers undefined without having changed
 * anything, and the caller reads the text with js-yaml, which also reports the errors. Where it answers, the
 * value is the one js-yaml builds from the same text (tests compare the two on every YAML fixture and on
 * generated documents).
 *
 * Why not only js-yaml: on OpenAI's 3 MB definition js-yaml's read is two thirds of the import; this reader
 * takes about half its time, mostly by working line by line with `indexOf` and slices rather than character by
 * character, and by asking the implicit types only about scalars that can be anything but a string.
 */
export function readYamlFast(text: string, types: YamlTypes): Record<string, unknown> | undefined {
  if (UNSUPPORTED_CHARACTERS.test(text) || (SURROGATE.test(text) && hasLoneSurrogate(text))) return undefined
  const cursor = new Cursor(text)
  try {
    const indent = skipToContent(cursor)
    if (indent < 0) return undefined
    const value = readNode(cursor, types, indent, -1, true)
    if (skipToContent(cursor) >= 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
      return undefined
    }
    return value as Record<string, unknown>
  } catch {
    // BAIL, or anything unexpected (a stack overflow on deep nesting included): js-yaml reads the text.
    return undefined
  }
}

/**
 * Characters the fast reader leaves to js-yaml: tabs and carriage returns (indentation and line-break rules it
 * does not handle), the characters js-yaml refuses as non-printable, and the breaks and marks YAML 1.1 readers
 * treat specially (NEL, the line and paragraph separators, a byte order mark inside the text).
 */
// eslint-disable-next-line no-control-regex
const UNSUPPORTED_CHARACTERS = /[\x00-\x09\x0B-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/
const SURROGATE = /[\uD800-\uDFFF]/

function hasLoneSurrogate(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0xd800 || code > 0xdfff) continue
    if (code >= 0xdc00) return true
    const next = text.charCodeAt(index + 1)
    if (!(next >= 0xdc00 && next <= 0xdfff)) return true
    index++
  }
  return false
}

/**
 * From the start of a line, skips empty and comment lines. Returns the indentation of the next line with
 * content, leaving the cursor at that line's start, or -1 at the end of the text. A document marker (`---`,
 * `...`) or a directive (`%`) is left to js-yaml.
 */
function skipToContent(cursor: Cursor): number {
  const { text } = cursor
  let lineStart = cursor.position
  for (;;) {
    const first = spacesFrom(text, lineStart)
    const code = text.charCodeAt(first)
    if (Number.isNaN(code)) {
      cursor.position = text.length
      return -1
    }
    if (code === NEWLINE) {
      lineStart = first + 1
      continue
    }
    if (code === 0x23) {
      const end = text.indexOf('\n', first)
      if (end === -1) {
        cursor.position = text.length
        return -1
      }
      lineStart = end + 1
      continue
    }
    if ((code === 0x25 && first === lineStart) || startsDocumentMarker(text, first)) throw BAIL
    cursor.position = lineStart
    return first - lineStart
  }
}

/**
 * The node whose first character is at the cursor, in column `column`, inside a parent indented `parentIndent`.
 * `collectionsAllowed` is false after `key: ` on the same line, where a block collection cannot start.
 */
function readNode(
  cursor: Cursor,
  types: YamlTypes,
  column: number,
  parentIndent: number,
  collectionsAllowed: boolean,
): unknown {
  const { text } = cursor
  const start = spacesFrom(text, cursor.position)
  cursor.position = start
  const code = text.charCodeAt(start)
  if (code === 0x2d && !startsPlain(text, start, false)) {
    if (!collectionsAllowed) throw BAIL
    return readBlockSequence(cursor, types, column)
  }
  if (code === 0x7c || code === 0x3e) return readBlockScalar(cursor, parentIndent)
  if (code === 0x5b || code === 0x7b) {
    const collection = readFlowCollection(cursor, types, parentIndent)
    endLine(cursor)
    return collection
  }
  if (code === 0x22 || code === 0x27) {
    const value =
      code === 0x22 ? readDoubleQuoted(cursor, parentIndent) : readSingleQuoted(cursor, parentIndent)
    const after = spacesFrom(text, cursor.position)
    if (text.charCodeAt(after) === 0x3a && isSpaceOrEnd(text.charCodeAt(after + 1))) {
      if (!collectionsAllowed || crossesLine(text, start, cursor.position)) throw BAIL
      cursor.position = start
      return readBlockMapping(cursor, types, column)
    }
    endLine(cursor)
    return value
  }
  if (!startsPlain(text, start, false)) throw BAIL
  const end = scanPlainLine(cursor, start)
  if (cursor.position !== -1) {
    if (!collectionsAllowed) throw BAIL
    cursor.position = start
    return readBlockMapping(cursor, types, column)
  }
  return resolvePlain(types, readPlainBlock(cursor, start, end, parentIndent))
}

/** After a node on its line: only spaces and a comment may follow. Moves to the next line's start. */
function endLine(cursor: Cursor): void {
  const { text } = cursor
  const after = spacesFrom(text, cursor.position)
  const code = text.charCodeAt(after)
  if (Number.isNaN(code)) {
    cursor.position = text.length
    return
  }
  if (code === 0x23) {
    if (after === cursor.position) throw BAIL
  } else if (code !== NEWLINE) {
    throw BAIL
  }
  cursor.position = lineAfter(text, after)
}

/** A block mapping whose first key is at the cursor, in column `column`. */
function readBlockMapping(cursor: Cursor, types: YamlTypes, column: number): Record<string, unknown> {
  const { text } = cursor
  const mapping: Record<string, unknown> = {}
  for (;;) {
    const key = readKey(cursor, types)
    setEntry(mapping, key, readValue(cursor, types, column))
    const indent = skipToContent(cursor)
    if (indent < column) return mapping
    if (indent > column) throw BAIL
    cursor.position += indent
    if (text.charCodeAt(cursor.position) === 0x2d && !startsPlain(text, cursor.position, false)) throw BAIL
  }
}

/** A mapping key at the cursor (plain or quoted, on one line), leaving the cursor just after its `:`. */
function readKey(cursor: Cursor, types: YamlTypes): string {
  const { text } = cursor
  const start = cursor.position
  const code = text.charCodeAt(start)
  let key: string
  if (code === 0x22 || code === 0x27) {
    key =
      code === 0x22
        ? readDoubleQuoted(cursor, Number.MAX_SAFE_INTEGER)
        : readSingleQuoted(cursor, Number.MAX_SAFE_INTEGER)
    const colon = spacesFrom(text, cursor.position)
    if (text.charCodeAt(colon) !== 0x3a || !isSpaceOrEnd(text.charCodeAt(colon + 1))) throw BAIL
    cursor.position = colon + 1
  } else {
    if (!startsPlain(text, start, false)) throw BAIL
    scanPlainLine(cursor, start)
    const colon = cursor.position
    if (colon === -1) throw BAIL
    let end = colon
    while (text.charCodeAt(end - 1) === SPACE) end--
    key = String(resolvePlain(types, text.slice(start, end)))
    cursor.position = colon + 1
  }
  if (cursor.position - start > 1024) throw BAIL
  return key
}

/**
 * The value after a key's `:` (the cursor just after it) in a mapping at `column`: on the same line, on the
 * lines below (deeper, or a sequence at the key's own column), or null when there is none.
 */
function readValue(cursor: Cursor, types: YamlTypes, column: number): unknown {
  const { text } = cursor
  const start = spacesFrom(text, cursor.position)
  const code = text.charCodeAt(start)
  if (code !== NEWLINE && code !== 0x23 && !Number.isNaN(code)) {
    cursor.position = start
    return readNode(cursor, types, start - lineStartOf(text, start), column, false)
  }
  if (code === 0x23 && start === cursor.position) throw BAIL
  cursor.position = lineAfter(text, start)
  const indent = skipToContent(cursor)
  if (indent < 0) return null
  const first = cursor.position + indent
  if (
    indent > column ||
    (indent === column && text.charCodeAt(first) === 0x2d && !startsPlain(text, first, false))
  ) {
    cursor.position = first
    return readNode(cursor, types, indent, column, true)
  }
  return null
}

/** A block sequence whose first `-` is at the cursor, in column `column`. */
function readBlockSequence(cursor: Cursor, types: YamlTypes, column: number): unknown[] {
  const { text } = cursor
  const items: unknown[] = []
  for (;;) {
    const contentStart = spacesFrom(text, cursor.position + 1)
    const code = text.charCodeAt(contentStart)
    if (code === NEWLINE || code === 0x23 || Number.isNaN(code)) {
      if (code === 0x23 && contentStart === cursor.position + 1) throw BAIL
      cursor.position = lineAfter(text, contentStart)
      const indent = skipToContent(cursor)
      if (indent > column) {
        cursor.position += indent
        items.push(readNode(cursor, types, indent, column, true))
      } else {
        // After an empty last entry, js-yaml can read the enclosing sequence's next entries into this one,
        // or refuse the text; left to it.
        if (indent >= 0 && indent < column) throw BAIL
        items.push(null)
      }
    } else {
      cursor.position = contentStart
      items.push(readNode(cursor, types, contentStart - lineStartOf(text, contentStart), column, true))
    }
    const indent = skipToContent(cursor)
    if (indent !== column) {
      if (indent > column) throw BAIL
      return items
    }
    const dash = cursor.position + indent
    if (text.charCodeAt(dash) !== 0x2d || startsPlain(text, dash, false)) return items
    cursor.position = dash
  }
}

function lineStartOf(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1
}
