import type { PathPart } from '../definition/commons.js'

/** An endpoint path as a template: `/users/{userId}`. */
export function pathTemplate(parts: readonly PathPart[]): string {
  // A loop, not map and join: the endpoint list builds one per endpoint before its first paint.
  let template = ''
  for (const part of parts) template += part.type === 'literal' ? part.value : `{${part.value}}`
  return template
}
