import type { PathPart } from '@api-explorer/model'

/**
 * `/users/{id}/posts` → literal `/users/`, parameter `id`, literal `/posts`. A parameter is a `{`, one or more
 * characters that are neither brace, and a `}` (what `/\{([^{}]+)\}/g` matches). Found with `indexOf` rather
 * than that expression's `matchAll`: asked for every operation of a document, on an import's first call
 * mostly by unoptimised code, where an iterator and a match array per parameter cost more than the scan.
 */
export function pathParts(template: string): PathPart[] {
  const parts: PathPart[] = []
  let last = 0
  forEachParameter(template, (start, end) => {
    if (start > last) parts.push({ type: 'literal', value: template.slice(last, start) })
    parts.push({ type: 'pathParameter', value: template.slice(start + 1, end) })
    last = end + 1
  })
  if (last < template.length) parts.push({ type: 'literal', value: template.slice(last) })
  return parts
}

/** The parameter names of a path template, in order. */
export function pathParameterNames(template: string): string[] {
  const names: string[] = []
  forEachParameter(template, (start, end) => {
    names.push(template.slice(start + 1, end))
  })
  return names
}

const OPEN = 0x7b // {
const CLOSE = 0x7d // }

/** Calls `found` with the positions of each parameter's `{` and `}`, left to right, as the expression would. */
function forEachParameter(template: string, found: (start: number, end: number) => void): void {
  let start = template.indexOf('{')
  while (start !== -1) {
    let end = start + 1
    while (end < template.length) {
      const code = template.charCodeAt(end)
      if (code === OPEN || code === CLOSE) break
      end++
    }
    if (end === template.length) return // no brace after this `{`, so none after any later one either
    if (template.charCodeAt(end) === OPEN) {
      start = end // `{{id}`: the match starts at the inner brace
    } else if (end === start + 1) {
      start = template.indexOf('{', end + 1) // `{}` is no parameter
    } else {
      found(start, end)
      start = template.indexOf('{', end + 1)
    }
  }
}
