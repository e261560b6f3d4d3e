/** The fast YAML reader's position in its text, shared by the block reader and the scalar readers. */
export class Cursor {
  position = 0
  // The next ` #` and `:` at or after the index last asked about. A search for a character that a long stretch
  // of the text lacks would otherwise run to the end of the text from every line, which is quadratic. An answer
  // is reused for any later index up to it, and searched again for an earlier index or a later one.
  private commentFrom = 0
  private commentAt = -1
  private colonFrom = 0
  private colonAt = -1

  constructor(readonly text: string) {}

  /** The index of the next ` #` at or after `index`, or the text's length. */
  nextComment(index: number): number {
    if (index < this.commentFrom || this.commentAt < index) {
      this.commentFrom = index
      this.commentAt = found(this.text.indexOf(' #', index), this.text.length)
    }
    return this.commentAt
  }

  /** The index of the next `:` at or after `index`, or the text's length. */
  nextColon(index: number): number {
    if (index < this.colonFrom || this.colonAt < index) {
      this.colonFrom = index
      this.colonAt = found(this.text.indexOf(':', index), this.text.length)
    }
    return this.colonAt
  }
}

function found(index: number, none: number): number {
  return index === -1 ? none : index
}

/**
 * Thrown (never seen outside the reader) when the text uses something the fast reader leaves to js-yaml: an
 * anchor, a tag, a complex key, an error. One shared value, so that giving up costs no stack trace.
 */
export const BAIL: unknown = Object.freeze({ bail: 'left to js-yaml' })

export const SPACE = 0x20
export const NEWLINE = 0x0a

/** A space, a line break or the end of the text: what must follow a `:` or `-` indicator, or a `---` marker. */
export function isSpaceOrEnd(code: number): boolean {
  return code === SPACE || code === NEWLINE || Number.isNaN(code)
}

/** Whether a line break lies between `from` and `to` (a key read there would span two lines). */
export function crossesLine(text: string, from: number, to: number): boolean {
  const end = text.indexOf('\n', from)
  return end !== -1 && end < to
}

/** The index of the first character at or after `index` that is not a space. */
export function spacesFrom(text: string, index: number): number {
  while (text.charCodeAt(index) === SPACE) index++
  return index
}

/**
 * Sets a mapping's entry; a later duplicate key replaces the earlier value, as js-yaml's `json: true` does. A
 * `__proto__` key (which js-yaml defines as an own property) is left to js-yaml.
 */
export function setEntry(mapping: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') throw BAIL
  mapping[key] = value
}

/** The index of the line break ending the line that holds `index`, or the text's length. */
export function lineEnd(text: string, index: number): number {
  const end = text.indexOf('\n', index)
  return end === -1 ? text.length : end
}

/** The index where the line after the one holding `index` starts, or the text's length. */
export function lineAfter(text: string, index: number): number {
  const end = text.indexOf('\n', index)
  return end === -1 ? text.length : end + 1
}
