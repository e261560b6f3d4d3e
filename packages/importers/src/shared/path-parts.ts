import type { PathPart } from '@api-explorer/model'

/** `/users/{id}/posts` → literal `/users/`, parameter `id`, literal `/posts`. */
export function pathParts(template: string): PathPart[] {
  const parts: PathPart[] = []
  let last = 0
  for (const match of template.matchAll(/\{([^{}]+)\}/g)) {
    if (match.index > last) parts.push({ type: 'literal', value: template.slice(last, match.index) })
    parts.push({ type: 'pathParameter', value: match[1] ?? '' })
    last = match.index + match[0].length
  }
  if (last < template.length) parts.push({ type: 'literal', value: template.slice(last) })
  return parts
}

/** The parameter names of a path template, in order. */
export function pathParameterNames(template: string): string[] {
  return [...template.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '')
}
