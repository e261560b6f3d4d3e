/**
 * The endpoint of a spec with the largest request body (the most top-level properties, then the most nested
 * ones), and a plain string property of it to type into: the same choice as the demo's form bench
 * (apps/demo/scripts/form-bench.ts), made here from the importer's model.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { importDefinition } from '@api-explorer/importers'
import { listExplorerItems } from '@api-explorer/model'
import { bodyProperties, nestedCount, textField } from './body-properties.js'

export type LargestBody = {
  specFile: string
  /** Our explorer's route to the endpoint. */
  slug: string
  method: string
  path: string
  /** The property typed into. */
  field: string
  topLevel: number
}

export async function largestBody(specsFolder: string, specFile: string): Promise<LargestBody> {
  const { definition } = await importDefinition(await readFile(join(specsFolder, specFile), 'utf8'))
  const candidates = listExplorerItems(definition).flatMap((item) => {
    const endpoint = definition.endpoints[item.id]
    if (item.kind !== 'endpoint' || endpoint == null || item.path == null) return []
    const properties = bodyProperties(endpoint, definition)
    const field = textField(properties, definition)
    if (field == null) return []
    const nested = nestedCount(properties, definition, new Set())
    const { slug, path } = item
    return [{ specFile, slug, method: endpoint.method, path, field, topLevel: properties.length, nested }]
  })
  candidates.sort((a, b) => b.topLevel - a.topLevel || b.nested - a.nested)
  const best = candidates[0]
  if (best == null) throw new Error(`${specFile} has no endpoint with an object body and a text field`)
  const { nested: _nested, ...target } = best
  return target
}
