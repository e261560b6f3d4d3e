/** One named token of a bearer token that carries options. */
export type BearerTokenOption = { key: string; value: string; selected: boolean }

/**
 * The named options a bearer token carries, e.g. `{'sandbox': 'sk_test_1'}` or
 * `[{'prod': 'sk_live_1'}, {'sandbox': 'sk_test_1', 'selected': true}]`: one entry per option, exactly one of
 * them `selected` (the first marked `selected: true`, else the first). Keys and values may be quoted with `'`
 * or `"` (backslash escapes inside) or bare (`{app 1: 123}`); `selected` takes `true` or `false`.
 *
 * Anything that is not entirely in that form — a JWT, an opaque key, `[]`, an object with a missing or empty
 * key or value, or with two names besides `selected` — is a plain token: the result is `[]`.
 */
export function parseBearerTokenOptions(token: string): BearerTokenOption[] {
  const options = new OptionsParser(token).parse()
  if (options == null || options.length === 0) {
    return []
  }
  const selected = Math.max(
    options.findIndex((option) => option.selected),
    0,
  )
  return options.map((option, index) => ({ ...option, selected: index === selected }))
}

/** Writes options back into a bearer token, in the form {@link parseBearerTokenOptions} reads. */
export function formatBearerTokenOptions(options: readonly BearerTokenOption[]): string {
  const entries = options.map(
    (option) => `{${quote(option.key)}: ${quote(option.value)}, 'selected': ${option.selected}}`,
  )
  return `[${entries.join(', ')}]`
}

/** The token to send: the selected option's value when the token carries options, otherwise the token itself. */
export function selectedBearerToken(token: string): string {
  return parseBearerTokenOptions(token).find((option) => option.selected)?.value ?? token
}

/**
 * The same token with the option named `key` selected. A plain token, or a key that is not among the options,
 * leaves the token unchanged.
 */
export function selectBearerTokenOptionIn(token: string, key: string): string {
  const options = parseBearerTokenOptions(token)
  if (!options.some((option) => option.key === key)) {
    return token
  }
  return formatBearerTokenOptions(options.map((option) => ({ ...option, selected: option.key === key })))
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

/** A small recursive-descent reader of the option grammar; `undefined` whenever the text strays from it. */
class OptionsParser {
  readonly #text: string
  #at = 0

  constructor(text: string) {
    this.#text = text
  }

  parse(): BearerTokenOption[] | undefined {
    this.#space()
    let options: BearerTokenOption[] | undefined
    if (this.#peek() === '[') {
      this.#at += 1
      options = this.#list()
    } else if (this.#peek() === '{') {
      const option = this.#object()
      options = option == null ? undefined : [option]
    }
    this.#space()
    return this.#at === this.#text.length ? options : undefined
  }

  #list(): BearerTokenOption[] | undefined {
    const options: BearerTokenOption[] = []
    this.#space()
    if (this.#peek() === ']') {
      this.#at += 1
      return options
    }
    for (;;) {
      this.#space()
      const option = this.#object()
      if (option == null) {
        return undefined
      }
      options.push(option)
      this.#space()
      const next = this.#take()
      if (next === ']') {
        return options
      }
      if (next !== ',') {
        return undefined
      }
    }
  }

  #object(): BearerTokenOption | undefined {
    if (this.#take() !== '{') {
      return undefined
    }
    let named: { key: string; value: string } | undefined
    let selected = false
    for (;;) {
      this.#space()
      const key = this.#scalar(':')
      this.#space()
      if (key == null || key === '' || this.#take() !== ':') {
        return undefined
      }
      this.#space()
      const value = this.#scalar(',}')
      if (value == null || value === '') {
        return undefined
      }
      if (key === 'selected' && (value === 'true' || value === 'false')) {
        selected = value === 'true'
      } else if (named == null) {
        named = { key, value }
      } else {
        return undefined
      }
      this.#space()
      const next = this.#take()
      if (next === '}') {
        return named == null ? undefined : { ...named, selected }
      }
      if (next !== ',') {
        return undefined
      }
    }
  }

  /** A quoted string, or bare text up to one of `stops` (trimmed); `undefined` when malformed. */
  #scalar(stops: string): string | undefined {
    const open = this.#peek()
    if (open === "'" || open === '"') {
      this.#at += 1
      let text = ''
      for (;;) {
        const char = this.#take()
        if (char === undefined) {
          return undefined
        }
        if (char === open) {
          return text
        }
        if (char === '\\') {
          const escaped = this.#take()
          if (escaped === undefined) {
            return undefined
          }
          text += escaped
        } else {
          text += char
        }
      }
    }
    const start = this.#at
    while (this.#at < this.#text.length && !`${stops}{}[]'"`.includes(this.#text[this.#at] ?? '')) {
      this.#at += 1
    }
    return this.#text.slice(start, this.#at).trim()
  }

  #space(): void {
    while (/\s/.test(this.#text[this.#at] ?? '')) {
      this.#at += 1
    }
  }

  #peek(): string | undefined {
    return this.#text[this.#at]
  }

  #take(): string | undefined {
    const char = this.#text[this.#at]
    if (char !== undefined) {
      this.#at += 1
    }
    return char
  }
}
