import { isJsonNumber } from '@api-explorer/model'

/**
 * How deep the form walks a value (an example, a default, what the reader typed) along its shape: deeper
 * levels are kept exactly as they are, unconverted and unchecked, and validation says so once. A document can
 * nest an example thousands of levels deep, and every level of a recursive walk is a stack frame; a browser
 * gives out somewhere between 5,000 and 12,000 of them, and the RangeError then would blank the explorer.
 * Real request bodies stay within a few dozen levels.
 */
export const MAX_VALUE_DEPTH = 500

type Pending = { text: string } | { value: unknown }

/**
 * `jsonText` of a value nested too deeply for `JSON.stringify` (which recurses, and throws a RangeError past the
 * engine's stack): the same text for plain data, written with an explicit stack. A `JsonNumber` is written as its
 * digits, a `Date` as its ISO string, a `bigint` as a string of its digits; entries holding `undefined` or a
 * function are left out of objects. Lists hold JSON values only (form values never have holes).
 */
export function deepJsonText(value: unknown): string {
  let text = ''
  const pending: Pending[] = [{ value }]
  while (pending.length > 0) {
    const next = pending.pop() as Pending
    if ('text' in next) {
      text += next.text
      continue
    }
    const item = next.value
    if (Array.isArray(item)) {
      pending.push({ text: ']' })
      for (let index = item.length - 1; index >= 0; index--) {
        pending.push({ value: item[index] })
        if (index > 0) pending.push({ text: ',' })
      }
      text += '['
    } else if (typeof item === 'object' && item !== null && !isScalarObject(item)) {
      const entries = Object.entries(item).filter(([, entry]) => isWritten(entry))
      pending.push({ text: '}' })
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, entry] = entries[index] as [string, unknown]
        pending.push({ value: entry })
        pending.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` })
      }
      text += '{'
    } else {
      text += scalarText(item)
    }
  }
  return text
}

function isScalarObject(item: object): boolean {
  return item instanceof Date || typeof (item as { toJSON?: unknown }).toJSON === 'function'
}

function isWritten(entry: unknown): boolean {
  return entry !== undefined && typeof entry !== 'function' && typeof entry !== 'symbol'
}

function scalarText(item: unknown): string {
  if (isJsonNumber(item)) return item.text
  // Big integers as text, as `jsonText` writes them; a Date (or anything with toJSON) as it says.
  return JSON.stringify(typeof item === 'bigint' ? String(item) : item) ?? 'null'
}
