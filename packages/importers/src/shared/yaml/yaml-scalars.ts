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

/**
 * Quoted and block scalars for the fast YAML reader (fast-yaml.ts). Each reader leaves the cursor just after
 * the scalar on its line (quoted) or at the start of the first line that is not part of it (block), and
 * throws BAIL for anything it does not read exactly as js-yaml would, so that js-yaml reads the document.
 */

const DOUBLE_QUOTE = 0x22
const SINGLE_QUOTE = 0x27
const BACKSLASH = 0x5c

/** The single-character escapes of YAML 1.2 double-quoted scalars (`\x`, `\u`, `\U` are read apart). */
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
}

const HEX_LENGTH: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 }
const HEX_DIGITS = /^[0-9A-Fa-f]+$/

/**
 * A double-quoted scalar starting at the cursor (on its `"`). A line break inside folds as in a plain scalar:
 * the spaces around it go, one break becomes a space, each empty line a newline. Continuation lines must be
 * indented deeper than `parentIndent`.
 */
export function readDoubleQuoted(cursor: Cursor, parentIndent: number): string {
  const { text } = cursor
  let index = cursor.position + 1
  let segmentStart = index
  let value = ''
  for (;;) {
    const code = text.charCodeAt(index)
    if (code === DOUBLE_QUOTE) {
      cursor.position = index + 1
      return value + text.slice(segmentStart, index)
    }
    if (code === BACKSLASH) {
      value += text.slice(segmentStart, index)
      if (text.charCodeAt(index + 1) === NEWLINE) {
        index = escapedLineBreak(text, index + 2, parentIndent)
        segmentStart = index
        continue
      }
      const letter = text.charAt(index + 1)
      const simple = SIMPLE_ESCAPES[letter]
      if (simple !== undefined && Object.hasOwn(SIMPLE_ESCAPES, letter)) {
        value += simple
        index += 2
      } else {
        const length = HEX_LENGTH[letter]
        if (length === undefined || !Object.hasOwn(HEX_LENGTH, letter)) throw BAIL
        const digits = text.slice(index + 2, index + 2 + length)
        if (digits.length !== length || !HEX_DIGITS.test(digits)) throw BAIL
        const codePoint = parseInt(digits, 16)
        if (codePoint > 0x10ffff) throw BAIL
        value += String.fromCodePoint(codePoint)
        index += 2 + length
      }
      segmentStart = index
      continue
    }
    if (code === NEWLINE) {
      value += foldQuotedBreak(cursor, segmentStart, index, parentIndent)
      index = segmentStart = cursor.position
      continue
    }
    if (Number.isNaN(code)) throw BAIL
    index++
  }
}

/**
 * After `\` and a line break in a double-quoted scalar: the break and the next line's indentation are dropped.
 * js-yaml also drops any empty lines there, where YAML keeps one newline each; such text is left to js-yaml.
 */
function escapedLineBreak(text: string, lineStart: number, parentIndent: number): number {
  const first = spacesFrom(text, lineStart)
  const code = text.charCodeAt(first)
  if (code === NEWLINE || Number.isNaN(code) || first - lineStart <= parentIndent) throw BAIL
  if (startsDocumentMarker(text, first)) throw BAIL
  return first
}

/** A single-quoted scalar starting at the cursor (on its `'`): `''` is a quote; line breaks fold. */
export function readSingleQuoted(cursor: Cursor, parentIndent: number): string {
  const { text } = cursor
  let index = cursor.position + 1
  let segmentStart = index
  let value = ''
  for (;;) {
    const code = text.charCodeAt(index)
    if (code === SINGLE_QUOTE) {
      if (text.charCodeAt(index + 1) === SINGLE_QUOTE) {
        value += text.slice(segmentStart, index + 1)
        index += 2
        segmentStart = index
        continue
      }
      cursor.position = index + 1
      return value + text.slice(segmentStart, index)
    }
    if (code === NEWLINE) {
      value += foldQuotedBreak(cursor, segmentStart, index, parentIndent)
      index = segmentStart = cursor.position
      continue
    }
    if (Number.isNaN(code)) throw BAIL
    index++
  }
}

/**
 * The line break at `index` inside a quoted scalar, with the line's text from `segmentStart`: that text without
 * its trailing spaces, then a space, or one newline per empty line that follows. Sets `cursor.position` to the
 * next line's first character after its indentation.
 */
function foldQuotedBreak(cursor: Cursor, segmentStart: number, index: number, parentIndent: number): string {
  const { text } = cursor
  let emptyLines = 0
  let lineStart = index + 1
  for (;;) {
    const first = spacesFrom(text, lineStart)
    const code = text.charCodeAt(first)
    if (code === NEWLINE) {
      emptyLines++
      lineStart = first + 1
      continue
    }
    if (Number.isNaN(code) || first - lineStart <= parentIndent) throw BAIL
    if (startsDocumentMarker(text, first)) throw BAIL
    cursor.position = first
    return trimEndSpaces(text.slice(segmentStart, index)) + (emptyLines === 0 ? ' ' : '\n'.repeat(emptyLines))
  }
}

/** A document marker (`---` or `...` at the start of a line, then a space or the line's end) at `index`. */
export function startsDocumentMarker(text: string, index: number): boolean {
  if (index > 0 && text.charCodeAt(index - 1) !== NEWLINE) return false
  const code = text.charCodeAt(index)
  if (code !== 0x2d && code !== 0x2e) return false
  if (text.charCodeAt(index + 1) !== code || text.charCodeAt(index + 2) !== code) return false
  return isSpaceOrEnd(text.charCodeAt(index + 3))
}

export function trimEndSpaces(value: string): string {
  let end = value.length
  while (end > 0 && value.charCodeAt(end - 1) === SPACE) end--
  return end === value.length ? value : value.slice(0, end)
}

/**
 * A literal (`|`) or folded (`>`) block scalar whose indicator is at the cursor, the value of a node whose
 * parent is indented `parentIndent`. Reads the header (optional chomping and indentation indicators, then
 * spaces and a comment), detects the content's indentation from its first non-empty line, and leaves the cursor at
 * the start of the first line that is not part of the scalar.
 */
export function readBlockScalar(cursor: Cursor, parentIndent: number): string {
  const { text } = cursor
  const folded = text.charCodeAt(cursor.position) === 0x3e
  let index = cursor.position + 1
  let chomping = ''
  let explicitIndent = 0
  // The chomping indicator and the indentation indicator (1–9), each at most once, in either order.
  for (;;) {
    const char = text.charAt(index)
    if ((char === '+' || char === '-') && chomping === '') chomping = char
    else if (char >= '1' && char <= '9' && explicitIndent === 0) explicitIndent = Number(char)
    else break
    index++
  }
  const afterHeader = spacesFrom(text, index)
  const headerEnd = text.charCodeAt(afterHeader)
  if (headerEnd === 0x23 /* # */) {
    if (afterHeader === index) throw BAIL
  } else if (headerEnd !== NEWLINE && !Number.isNaN(headerEnd)) {
    throw BAIL
  }
  let lineStart = lineAfter(text, afterHeader)
  let contentLines = 0
  // As in js-yaml: the parent's indentation plus the indicator; without one, until the first content line the
  // widest of the parent's plus one and the leading blank lines, and then that line's (a less indented line
  // ends an empty scalar).
  let indent = explicitIndent === 0 ? parentIndent + 1 : parentIndent + explicitIndent
  let detected = explicitIndent !== 0
  let emptyLines = 0
  let previousMoreIndented = false
  let value = ''
  while (lineStart < text.length) {
    const first = spacesFrom(text, lineStart)
    const code = text.charCodeAt(first)
    const width = first - lineStart
    const blank = code === NEWLINE || Number.isNaN(code)
    if (blank && !detected) {
      if (width > indent) indent = width
      emptyLines++
      lineStart = first + 1
      continue
    }
    if (blank && width <= indent) {
      emptyLines++
      lineStart = first + 1
      continue
    }
    // A blank line wider than the indentation is content: its extra spaces (a more-indented line).
    if (blank && Number.isNaN(code)) throw BAIL
    if (width < indent) break
    if (!detected) {
      indent = width
      detected = true
    }
    if (startsDocumentMarker(text, first)) throw BAIL
    const end = lineEnd(text, first)
    const line = text.slice(lineStart + indent, end)
    const moreIndented = width > indent
    if (contentLines === 0) {
      value = '\n'.repeat(emptyLines) + line
    } else if (!folded || moreIndented || previousMoreIndented) {
      value += '\n'.repeat(emptyLines + 1) + line
    } else {
      value += (emptyLines === 0 ? ' ' : '\n'.repeat(emptyLines)) + line
    }
    contentLines++
    previousMoreIndented = moreIndented
    emptyLines = 0
    lineStart = end + 1
  }
  cursor.position = Math.min(lineStart, text.length)
  if (contentLines === 0) return chomping === '+' ? '\n'.repeat(emptyLines) : ''
  if (chomping === '-') return value
  if (chomping === '+') return value + '\n'.repeat(emptyLines + 1)
  return value + '\n'
}
