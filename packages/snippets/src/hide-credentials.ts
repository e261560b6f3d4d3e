import type { HttpRequest, HttpRequestBody } from '@api-explorer/model'
import { redactHeaderValue, redactSecret } from './redact.js'

/**
 * How a snippet writes the reader's credentials: `redacted` (shown: `sk_t*****23`), `placeholders` (the Copy
 * button: `$API_TOKEN`, code that runs once the reader fills it in) or `included` (the real values, for "Copy
 * with credentials" and the fidelity suite).
 */
export type CredentialStyle = 'redacted' | 'placeholders' | 'included'

/**
 * Query, urlencoded, multipart and JSON fields that hold a credential by their name, whoever typed the value:
 * the reader may fill an OAuth token endpoint's `client_secret` in the form rather than in the auth card.
 */
const SECRET_FIELD_NAMES = new Set([
  'client_secret',
  'password',
  'access_token',
  'refresh_token',
  'id_token',
  'api_key',
  'apikey',
])

/**
 * A JSON body comes from a document and the reader; past this depth values are left as they are rather than
 * risk the call stack (the form cannot nest a credential this deep).
 */
const MAX_JSON_DEPTH = 256

/** An auth word an `Authorization`-style value starts with, kept readable before the hidden credential. */
const SCHEME_VALUE = /^([A-Za-z][A-Za-z0-9-]*) (.+)$/

/**
 * The request with every credential hidden as `style` says: the values of `request.credentials` wherever they
 * are (headers, query, JSON, text, urlencoded and multipart bodies), fields named like a secret
 * (`client_secret`, `password`, …), and the headers named in `request.secrets`.
 */
export function hideCredentials(request: HttpRequest, style: CredentialStyle): HttpRequest {
  return hideCredentialsNaming(request, style).request
}

/**
 * {@link hideCredentials}, also naming the placeholders it wrote, so that a snippet that percent-encodes a
 * value (`%24API_KEY` in a URL or a urlencoded body) can be given back its readable `$API_KEY`. Lists in which
 * nothing is hidden (the headers, the query, a body) are returned themselves rather than copied.
 */
export function hideCredentialsNaming(
  request: HttpRequest,
  style: CredentialStyle,
): { request: HttpRequest; placeholders: Set<string> } {
  const placeholders = new Set<string>()
  if (style === 'included') return { request, placeholders }
  const byValue = new Map<string, string>()
  for (const credential of request.credentials ?? []) {
    if (credential.value.trim() !== '' && !byValue.has(credential.value)) {
      byValue.set(credential.value, credential.placeholder)
    }
  }
  const secretHeaders = new Set((request.secrets ?? []).map((name) => name.toLowerCase()))
  // Methods of one object rather than named closures: in source runs (the benchmark's) tsx wraps each named
  // closure in a `defineProperty`, four per render.
  const hider: Hider = {
    hide(value, placeholder) {
      if (style !== 'placeholders') return redactSecret(value)
      placeholders.add(placeholder)
      return `$${placeholder}`
    },
    credential(value) {
      const placeholder = byValue.size === 0 ? undefined : byValue.get(value)
      return placeholder == null ? undefined : hider.hide(value, placeholder)
    },
    field(name, value) {
      // Without credentials only the name can make a value secret: a JSON body's every string asks.
      if (byValue.size === 0 && !isSecretFieldName(name)) return value
      if (value.trim() === '') return value
      const known = hider.credential(value)
      if (known != null) return known
      return isSecretFieldName(name) ? hider.hide(value, placeholderName(name)) : value
    },
    header(name, value) {
      const whole = hider.credential(value)
      if (whole != null) return whole
      const match = SCHEME_VALUE.exec(value)
      const credential = match?.[2] == null ? undefined : hider.credential(match[2])
      if (match?.[1] != null && credential != null) return `${match[1]} ${credential}`
      if (!secretHeaders.has(name.toLowerCase()) || value.trim() === '') return value
      if (style === 'redacted') return redactHeaderValue(value)
      const word = match?.[1]
      return word == null
        ? hider.hide(value, placeholderName(name))
        : `${word} ${hider.hide(value, schemePlaceholder(word, name))}`
    },
  }
  const result: HttpRequest = {
    ...request,
    headers: request.headers.map(([name, value]) => [name, hider.header(name, value)]),
    query: request.query.map(([name, value]) => [name, hider.field(name, value)]),
  }
  if (request.body != null) result.body = hideInBody(request.body, hider)
  return { request: result, placeholders }
}

/** What one `hideCredentialsNaming` call hides, and how. */
type Hider = {
  hide(value: string, placeholder: string): string
  /** The hidden form of one of the reader's credentials; undefined for any other value. */
  credential(value: string): string | undefined
  field(name: string, value: string): string
  header(name: string, value: string): string
}

/** The placeholder of a secret header's credential by its scheme word: `Bearer` → `API_TOKEN`. */
function schemePlaceholder(word: string, headerName: string): string {
  if (/^(bearer|token)$/i.test(word)) return 'API_TOKEN'
  if (/^basic$/i.test(word)) return 'API_BASIC_AUTH'
  return placeholderName(headerName)
}

function hideInBody(body: HttpRequestBody, hider: Hider): HttpRequestBody {
  switch (body.type) {
    case 'json':
      return { ...body, value: hideInJson(body.value, '', hider, 0) }
    case 'text':
      return { ...body, value: hider.field('', body.value) }
    case 'urlencoded': {
      const fields = changedOnly(body.fields, (entry): [string, string] => {
        const value = hider.field(entry[0], entry[1])
        return value === entry[1] ? entry : [entry[0], value]
      })
      return fields === body.fields ? body : { ...body, fields }
    }
    case 'form-data': {
      const parts = changedOnly(body.parts, (part) => {
        if (part.type !== 'field') return part
        const value = hider.field(part.name, part.value)
        return value === part.value ? part : { ...part, value }
      })
      return parts === body.parts ? body : { ...body, parts }
    }
    case 'bytes':
      return body
  }
}

/**
 * `items.map(hide)`, except that the list itself is returned when `hide` gave every item back unchanged:
 * copying every field of a large form on every render was a good part of a snippet's garbage.
 */
function changedOnly<T>(items: T[], hide: (item: T) => T): T[] {
  let copy: T[] | undefined
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as T
    const hidden = hide(item)
    if (copy === undefined && hidden !== item) copy = items.slice(0, index)
    copy?.push(hidden)
  }
  return copy ?? items
}

/** The longest of the {@link SECRET_FIELD_NAMES}: longer names need no lower-casing to be told apart. */
const LONGEST_SECRET_FIELD_NAME = Math.max(...[...SECRET_FIELD_NAMES].map((name) => name.length))

function isSecretFieldName(name: string): boolean {
  return name.length <= LONGEST_SECRET_FIELD_NAME && SECRET_FIELD_NAMES.has(name.toLowerCase())
}

/**
 * Walks plain arrays and objects only: other objects (a `JsonNumber`) are values and stay as they are. An
 * array or object in which nothing was hidden is returned itself rather than copied (copying every object of
 * a large body cost more than writing most snippets); serialised, the two are the same JSON.
 */
function hideInJson(value: unknown, key: string, hider: Hider, depth: number): unknown {
  if (typeof value === 'string') return hider.field(key, value)
  if (depth >= MAX_JSON_DEPTH || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index]
      const hidden = hideInJson(item, key, hider, depth + 1)
      if (copy === undefined && hidden !== item) copy = value.slice(0, index)
      copy?.push(hidden)
    }
    return copy ?? value
  }
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  // The keys and values (not an array per entry) until something is hidden: most objects have nothing to hide.
  // Both lists are in the same order, and indexing them is cheaper than a keyed load per property.
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  const items = Object.values(record)
  let entries: Array<[string, unknown]> | undefined
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string
    const item = items[index]
    const hidden = hideInJson(item, key, hider, depth + 1)
    if (hidden !== item) {
      // Same order as `keys`; `fromEntries` defines each key as an own property (`__proto__` included).
      entries ??= Object.entries(record)
      ;(entries[index] as [string, unknown])[1] = hidden
    }
  }
  return entries === undefined ? value : Object.fromEntries(entries)
}

/** `client_secret` → `CLIENT_SECRET`, `X-Api-Key` → `X_API_KEY`: a name a shell variable can have. */
function placeholderName(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return words === '' ? 'SECRET' : /^[0-9]/.test(words) ? `_${words}` : words
}
