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

/**
 * Calls `found` with the positions of each parameter's `{` and `}`, left to right, as the expression would. The
 * braces are found with `indexOf` rather than by reading the template a character at a time: this runs for every
 * operation on an import's first call, before anything is optimised, where a loop in the interpreter costs about
 * 50 ns a character.
 */
function forEachParameter(template: string, found: (start: number, end: number) => void): void {
  let start = template.indexOf('{')
  while (start !== -1) {
    const end = template.indexOf('}', start + 1)
    if (end === -1) return // no brace closes this `{`, so none closes a later one either
    const inner = template.indexOf('{', start + 1)
    if (inner !== -1 && inner < end) {
      start = inner // `{{id}`: the match starts at the inner brace
      continue
    }
    if (end > start + 1) found(start, end) // `{}` is no parameter
    start = template.indexOf('{', end + 1)
  }
}
