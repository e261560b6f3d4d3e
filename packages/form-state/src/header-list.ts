/** An ordered header list with case-insensitive names, where a later `set` replaces an earlier value in place. */
export class HeaderList {
  readonly #entries: Array<[string, string]>

  constructor(initial: ReadonlyArray<readonly [string, string]> = []) {
    this.#entries = []
    for (const [name, value] of initial) {
      this.set(name, value)
    }
  }

  /** Whether a header of this name is present, whatever its case. */
  has(name: string): boolean {
    return this.#index(name) >= 0
  }

  /** Replaces the value of the header of this name (keeping its place, taking the new spelling), or appends it. */
  set(name: string, value: string): void {
    const index = this.#index(name)
    if (index >= 0) {
      this.#entries[index] = [name, value]
    } else {
      this.#entries.push([name, value])
    }
  }

  /** Removes the header of this name, whatever its case. */
  delete(name: string): void {
    const index = this.#index(name)
    if (index >= 0) {
      this.#entries.splice(index, 1)
    }
  }

  /** The headers in order, as a new list. */
  entries(): Array<[string, string]> {
    return this.#entries.map(([name, value]) => [name, value])
  }

  #index(name: string): number {
    const lower = name.toLowerCase()
    return this.#entries.findIndex(([existing]) => existing.toLowerCase() === lower)
  }
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** Whether a header name is an HTTP token (letters, digits and ``!#$%&'*+-.^_`|~``), as fetch requires. */
export function isHeaderName(name: string): boolean {
  return TOKEN.test(name)
}

/**
 * A header value that `fetch` (`new Headers()`) and Node's HTTP client both accept: each run of line breaks and
 * NUL characters becomes one space (a value cannot span lines); the other control characters (C0 but tab, and
 * DEL) and every character above U+00FF (header values are Latin-1 bytes) are removed; surrounding spaces and
 * tabs are trimmed as HTTP does. The rule of the auth state's `headerSafeText`, except that line breaks become a
 * space instead of vanishing (a form value may be multi-line text). Validation reports such values
 * ("A header value can only contain Latin-1 characters"), so the reader sees why they change.
 */
export function sendableHeaderValue(value: string): string {
  let sendable = ''
  for (const char of value.replace(/[\r\n\0]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0
    if (code === 0x09 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff)) {
      sendable += char
    }
  }
  return sendable.replace(/^[ \t]+|[ \t]+$/g, '')
}
