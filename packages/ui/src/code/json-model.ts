import type { JsonNumber } from '@api-explorer/model'

/**
 * Tells a {@link JsonNumber} (a leaf) from other objects. The tree's chunk is handed the model's `isJsonNumber`
 * instead of importing it: an import of a module the first load also has would split that module, and what
 * it shares, into a chunk of its own, costing the first load more than the tree itself.
 */
export type IsJsonNumber = (value: unknown) => value is JsonNumber

/** How many entries of an array or object show at first, and how many more each "Show more" adds. */
export const JSON_PAGE_SIZE = 100

/**
 * From this many values a response counts as large: it starts folded below the top (see
 * {@link startsUnfolded}), so a 3,000-line answer opens as its outline instead of a wall of text.
 */
export const LARGE_JSON_VALUES = 400

/** A JSON array or object: what can be folded. */
export type JsonContainer = readonly unknown[] | Readonly<Record<string, unknown>>

/** Whether a value is an array or a plain object (a {@link JsonNumber} is a leaf, not an object). */
export function isContainer(value: unknown, isJsonNumber: IsJsonNumber): value is JsonContainer {
  return typeof value === 'object' && value !== null && !isJsonNumber(value)
}

/**
 * The first `limit` entries of a container: `[index, item]` for an array, `[key, value]` for an object, in JSON
 * order. Only those are read, so showing the first page of a million items costs a page.
 */
export function entriesOf(value: JsonContainer, limit: number): [string | number, unknown][] {
  if (Array.isArray(value)) return value.slice(0, limit).map((item, index) => [index, item])
  const object = value as Readonly<Record<string, unknown>>
  return Object.keys(object)
    .slice(0, limit)
    .map((key) => [key, object[key]])
}

/** Whether a body has at least {@link LARGE_JSON_VALUES} values; counting stops there, however big the body. */
export function isLargeJson(value: unknown, isJsonNumber: IsJsonNumber): boolean {
  let count = 0
  const stack = [value]
  while (stack.length > 0) {
    const next = stack.pop()
    count += 1
    if (count >= LARGE_JSON_VALUES) return true
    if (!isContainer(next, isJsonNumber)) continue
    // Pushed one by one and only as many as can still count: spreading a huge array overflows the call stack.
    const children = Array.isArray(next) ? next : Object.values(next)
    for (let index = 0; index < children.length && index < LARGE_JSON_VALUES; index += 1) {
      stack.push(children[index])
    }
  }
  return false
}

/**
 * Whether a container starts unfolded. A small body shows whole. A large one shows the root and, below an
 * object root, its members (the `data`, `items`, `meta` wrappers most APIs answer with), with everything deeper
 * folded: `[…] 300 items` reads at a glance where 300 unfolded records would not.
 */
export function startsUnfolded(depth: number, parentIsArray: boolean, large: boolean): boolean {
  return !large || depth === 0 || (depth === 1 && !parentIsArray)
}

/** A leaf as JSON text, numbers digit for digit (a {@link JsonNumber} as its text, a `bigint` whole). */
export function leafText(value: unknown, isJsonNumber: IsJsonNumber): string {
  if (isJsonNumber(value)) return value.text
  if (typeof value === 'bigint') return value.toString()
  // JSON.stringify writes what JSON.parse read (`1e+21`, escapes in strings) and `null` for what JSON lacks.
  return JSON.stringify(value) ?? 'null'
}

/** The token class of a leaf, shared with the syntax highlighter's colours. */
export function leafClass(value: unknown, isJsonNumber: IsJsonNumber): string {
  if (typeof value === 'string') return 'hljs-string'
  if (typeof value === 'number' || typeof value === 'bigint' || isJsonNumber(value)) return 'hljs-number'
  return 'hljs-literal'
}

/** The path of an entry for labels, as code would write it: `data.users[3]["first name"]`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  const member = /^[A-Za-z_$][\w$]*$/.test(key) ? key : undefined
  if (parent === '') return member ?? JSON.stringify(key)
  return member == null ? `${parent}[${JSON.stringify(key)}]` : `${parent}.${member}`
}
