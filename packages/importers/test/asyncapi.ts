import type { ApiDefinition } from '@api-explorer/model'

/**
 * Test helper: the `{ type: 'id' }` references of a definition (outside examples, whose values are user data)
 * that name no type in `types`. An import is sound when this is empty.
 */
export function danglingTypeIds(definition: ApiDefinition): string[] {
  const dangling: string[] = []
  const visit = (value: unknown, key?: string): void => {
    if (key === 'examples' || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    const node = value as Record<string, unknown>
    if (
      node['type'] === 'id' &&
      typeof node['id'] === 'string' &&
      !Object.hasOwn(definition.types, node['id'])
    ) {
      dangling.push(node['id'])
    }
    for (const [childKey, child] of Object.entries(node)) visit(child, childKey)
  }
  visit(definition)
  return dangling
}
