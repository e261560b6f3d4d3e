/** Whether a value is a `JsonNumber` (see json-number.ts; duplicated here to keep the two files acyclic). */
function isJsonNumberLike(value: object): value is { text: string } {
  return (value as Record<symbol, unknown>)[Symbol.for('@api-explorer/model.JsonNumber')] === true
}

type Pending = { text: string } | { value: unknown; depth: number; inList: boolean }

/**
 * `stringifyJson` for a value nested deeper than the engine's `JSON.stringify` can recurse (a document's example
 * thousands of levels deep, where the engine throws a RangeError): the same text for JSON data, written with an
 * explicit stack. Follows `JSON.stringify`'s rules for data: `toJSON` (a Date), entries holding `undefined`, a
 * function or a symbol left out of objects and `null` in lists, non-finite numbers as `null`, `space` indentation
 * (at most 10), a `JsonNumber` as its digits, a `TypeError` for a `bigint` (or, with `bigintAsText`, the
 * bigint's digits as a JSON string, as form-state writes form values).
 */
export function stringifyDeepJson(
  value: unknown,
  space?: string | number,
  options: { bigintAsText?: boolean } = {},
): string | undefined {
  const indent =
    typeof space === 'number' ? ' '.repeat(Math.min(10, Math.max(0, space))) : (space ?? '').slice(0, 10)
  const newline = (depth: number): string => (indent === '' ? '' : `\n${indent.repeat(depth)}`)
  let text = ''
  const pending: Pending[] = [{ value, depth: 0, inList: false }]
  while (pending.length > 0) {
    const next = pending.pop() as Pending
    if ('text' in next) {
      text += next.text
      continue
    }
    const { depth } = next
    let item = next.value
    if (typeof item === 'object' && item !== null && isJsonNumberLike(item)) {
      text += item.text
      continue
    }
    if (
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { toJSON?: unknown }).toJSON === 'function'
    ) {
      item = (item as { toJSON: () => unknown }).toJSON()
    }
    if (Array.isArray(item)) {
      if (item.length === 0) {
        text += '[]'
        continue
      }
      pending.push({ text: `${newline(depth)}]` })
      for (let index = item.length - 1; index >= 0; index--) {
        pending.push({ value: item[index], depth: depth + 1, inList: true })
        pending.push({ text: `${index > 0 ? ',' : ''}${newline(depth + 1)}` })
      }
      text += '['
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item).filter(([, entry]) => isWritten(entry))
      if (entries.length === 0) {
        text += '{}'
        continue
      }
      pending.push({ text: `${newline(depth)}}` })
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, entry] = entries[index] as [string, unknown]
        pending.push({ value: entry, depth: depth + 1, inList: false })
        const separator = index > 0 ? ',' : ''
        pending.push({
          text: `${separator}${newline(depth + 1)}${JSON.stringify(key)}:${indent === '' ? '' : ' '}`,
        })
      }
      text += '{'
    } else {
      const scalar = JSON.stringify(
        typeof item === 'bigint' && options.bigintAsText === true ? String(item) : item,
      )
      if (scalar === undefined && depth === 0) return undefined
      text += scalar ?? 'null'
    }
  }
  return text
}

function isWritten(entry: unknown): boolean {
  return entry !== undefined && typeof entry !== 'function' && typeof entry !== 'symbol'
}
