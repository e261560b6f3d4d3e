import type { PathPart } from '../definition/commons.js'

/** An endpoint path as a template: `/users/{userId}`. */
export function pathTemplate(parts: readonly PathPart[]): string {
  return parts.map((part) => (part.type === 'literal' ? part.value : `{${part.value}}`)).join('')
}
