/**
 * The endpoint of a spec with the largest request body (the most top-level properties, then the most nested
 * ones), and a plain string property of it to type into: the same choice as the demo's form bench
 * (apps/demo/scripts/form-bench.ts), made here from the importer's model.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { importDefinition } from '@api-explorer/importers'
import type { ApiDefinition, EndpointDefinition, ObjectProperty, TypeShape } from '@api-explorer/model'
import { listExplorerItems, objectProperties, unwrapShape } from '@api-explorer/model'

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

function bodyProperties(endpoint: EndpointDefinition, definition: ApiDefinition): ObjectProperty[] {
  const body = endpoint.requests?.[0]?.body
  if (body == null) return []
  if (body.type === 'object') return objectProperties(body, definition.types)
  if (body.type !== 'alias') return []
  const shape = unwrapShape(body.value, definition.types).shape
  return shape.type === 'object' ? objectProperties(shape, definition.types) : []
}

function nestedCount(properties: ObjectProperty[], definition: ApiDefinition, seen: Set<string>): number {
  let count = properties.length
  for (const property of properties) {
    const unwrapped = unwrapShape(property.valueShape, definition.types)
    if (unwrapped.shape.type !== 'object' || unwrapped.typeIds.some((id) => seen.has(id))) continue
    for (const id of unwrapped.typeIds) seen.add(id)
    count += nestedCount(objectProperties(unwrapped.shape, definition.types), definition, seen)
  }
  return count
}

/** A plain string property (no format or pattern), a required one if there is one. */
function textField(properties: ObjectProperty[], definition: ApiDefinition): string | undefined {
  const plain = properties.filter((property) => isPlainString(property.valueShape, definition))
  const required = plain.find((property) => !unwrapShape(property.valueShape, definition.types).isOptional)
  return (required ?? plain[0])?.key
}

function isPlainString(shape: TypeShape, definition: ApiDefinition): boolean {
  const resolved = unwrapShape(shape, definition.types).shape
  return (
    resolved.type === 'primitive' &&
    resolved.value.type === 'string' &&
    resolved.value.format == null &&
    resolved.value.regex == null
  )
}
