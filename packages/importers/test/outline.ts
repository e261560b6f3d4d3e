import { listExplorerItems, type ApiDefinition, type EndpointDefinition } from '@api-explorer/model'
import { parseApiDefinition } from '@api-explorer/model/schema'
import { expect } from 'vitest'

import { importDefinition } from '../src/import-definition.js'
import type { ImportResult } from '../src/shared/import-result.js'

/** An import with `onOutline`, the outline it was given, and the same import without `onOutline`. */
export async function importWithOutline(
  input: string | object,
): Promise<{ outline: ApiDefinition; result: ImportResult; without: ImportResult }> {
  const outlines: ApiDefinition[] = []
  const result = await importDefinition(input, {
    onOutline: (outline) => {
      outlines.push(outline)
    },
  })
  expect(outlines).toHaveLength(1)
  const without = await importDefinition(input)
  return { outline: outlines[0] as ApiDefinition, result, without }
}

/** The endpoint fields the outline carries (see `onOutline`). */
const LISTED_FIELDS = [
  'id',
  'method',
  'path',
  'displayName',
  'operationId',
  'availability',
  'namespace',
  'includeInApiExplorer',
] as const

function listedFields(endpoint: EndpointDefinition): Partial<EndpointDefinition> {
  const fields: Partial<EndpointDefinition> = {}
  for (const field of LISTED_FIELDS) {
    if (endpoint[field] !== undefined) Object.assign(fields, { [field]: endpoint[field] })
  }
  return fields
}

/** Everything the outline promises about the full import it came from. */
export function expectOutlineOf(
  { outline, result, without }: { outline: ApiDefinition; result: ImportResult; without: ImportResult },
  file = '',
): void {
  const full = result.definition
  const parsed = parseApiDefinition(outline)
  expect(parsed.ok ? [] : parsed.errors.slice(0, 5), file).toEqual([])
  expect(listExplorerItems(outline), file).toEqual(listExplorerItems(full))
  expect(outline.subpackages, file).toEqual(full.subpackages)
  expect(Object.keys(outline.subpackages), file).toEqual(Object.keys(full.subpackages))
  expect(Object.keys(outline.endpoints), file).toEqual(Object.keys(full.endpoints))
  expect(Object.values(outline.endpoints).map(listedFields), file).toEqual(
    Object.values(full.endpoints).map(listedFields),
  )
  const identity = (definition: ApiDefinition): Record<string, unknown> => {
    const { endpoints, websockets, webhooks, types, subpackages, auths, ...rest } = definition
    void [endpoints, websockets, webhooks, types, subpackages, auths]
    return rest
  }
  expect(identity(outline), file).toEqual(identity(full))
  expect(result.diagnostics, file).toEqual(without.diagnostics)
}
