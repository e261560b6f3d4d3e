/** Container segments of a pointer that say nothing about what the schema is. */
const STRUCTURAL = new Set([
  'components',
  'schemas',
  'definitions',
  'paths',
  'properties',
  'content',
  'schema',
  'allOf',
  'oneOf',
  'anyOf',
  'parameters',
  'requestBodies',
  'responses',
  'headers',
  'channels',
  'messages',
  'methods',
  'contentDescriptors',
  'operations',
  'webhooks',
  'x-webhooks',
])

/** Segments that name a part of their parent. */
const PART_NAMES: Record<string, string> = {
  items: 'Item',
  prefixItems: 'Item',
  additionalProperties: 'Extra',
  patternProperties: 'Extra',
  requestBody: 'Request',
}

/** Names longer than this many words keep their last words (the nearest to the schema). */
const MAX_WORDS = 6

/**
 * A readable type name for a schema that has no name of its own, from where it is in the document:
 * `/components/schemas/Pet/properties/tags/additionalProperties` → `PetTagsExtra`,
 * `/components/parameters/Filter/schema/additionalProperties` → `FilterExtra`,
 * `/paths/~1users/get/…/additionalProperties` → `UsersGetExtra`. Container segments (`properties`, `content`,
 * indexes, media types) are left out. The caller still makes the id unique.
 */
export function inlineTypeName(pointer: string): string {
  const words: string[] = []
  let previous = ''
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    // A media type under `content` (`application/json`) or an index says nothing about the schema.
    const skip = previous === 'content' || /^\d+$/.test(segment) || STRUCTURAL.has(segment)
    previous = segment
    if (skip) continue
    const part = Object.hasOwn(PART_NAMES, segment) ? PART_NAMES[segment] : undefined
    words.push(...(part === undefined ? pascalWords(segment) : [part]))
  }
  return words.slice(-MAX_WORDS).join('') || 'Inline'
}

/** `list-users` / `list_users` / `/users/{id}` → `List`, `Users` / `Users`, `Id`. */
function pascalWords(text: string): string[] {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
}
