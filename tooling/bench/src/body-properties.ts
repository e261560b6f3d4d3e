/**
 * What the benchmarks that type into a large request body need to know of it, from the importer's model: the
 * body's top-level properties, how many properties it nests, and a plain string property to type into. Used by
 * the browser section here and by the demo's form bench (apps/demo/scripts/form-bench.ts), so both pick the same
 * endpoint and field.
 */
import type { ApiDefinition, EndpointDefinition, ObjectProperty, TypeShape } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'

/** The top-level properties of an endpoint's first request body (an object, or an alias of one). */
export function bodyProperties(endpoint: EndpointDefinition, definition: ApiDefinition): ObjectProperty[] {
  const body = endpoint.requests?.[0]?.body
  if (body == null) return []
  if (body.type === 'object') return objectProperties(body, definition.types)
  if (body.type !== 'alias') return []
  const shape = unwrapShape(body.value, definition.types).shape
  return shape.type === 'object' ? objectProperties(shape, definition.types) : []
}

/** The properties a body holds at every depth, each named type counted once. */
export function nestedCount(
  properties: ObjectProperty[],
  definition: ApiDefinition,
  seen: Set<string>,
): number {
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
export function textField(properties: ObjectProperty[], definition: ApiDefinition): string | undefined {
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
