import type { TypeId } from '../definition/commons.js'
import type { ObjectProperty, TypeReference, TypeShape } from '../definition/type-shape.js'
import type { TypeRegistry } from './unwrap-shape.js'
import { setOwnEntry } from './own-entries.js'
import { objectProperties, unwrapShape } from './unwrap-shape.js'

/** Options of {@link emptyValue}. */
export type EmptyValueOptions = {
  /** The clock used for date and date-time seeds (tests pass a fixed date). */
  now?: Date
}

/**
 * The value a blank form starts with for a shape (the seeding rules of the playground):
 * optional values are left out (`undefined`); objects get their required properties only; strings `''`,
 * booleans `false`, numbers `0`, date-times now (ISO), dates today (`YYYY-MM-DD`), lists `[]`, maps `{}`;
 * an enum its default or its only value; a literal its value; a union its first variant. Declared defaults
 * win. Read-only properties are never sent, so they are left out; so is a required property whose type
 * contains itself, rather than being expanded forever.
 */
export function emptyValue(
  shape: TypeShape | TypeReference,
  types: TypeRegistry,
  options: EmptyValueOptions = {},
): unknown {
  return emptyValueOf(shape, types, options.now ?? new Date(), new Set())
}

/** The seed of every required property of a list, by key; optional ones are absent. */
export function emptyValues(
  properties: readonly ObjectProperty[],
  types: TypeRegistry,
  options: EmptyValueOptions = {},
): Record<string, unknown> {
  return emptyProperties(properties, types, options.now ?? new Date(), new Set())
}

function emptyProperties(
  properties: readonly ObjectProperty[],
  types: TypeRegistry,
  now: Date,
  ancestors: ReadonlySet<TypeId>,
): Record<string, unknown> {
  const value: Record<string, unknown> = {}
  for (const property of properties) {
    if (property.propertyAccess === 'READ_ONLY') {
      continue
    }
    const propertyValue = emptyValueOf(property.valueShape, types, now, ancestors)
    if (propertyValue !== undefined) {
      setOwnEntry(value, property.key, propertyValue)
    }
  }
  return value
}

function emptyValueOf(
  input: TypeShape | TypeReference,
  types: TypeRegistry,
  now: Date,
  ancestors: ReadonlySet<TypeId>,
): unknown {
  const unwrapped = unwrapShape(input, types)
  if (unwrapped.isOptional || unwrapped.typeIds.some((id) => ancestors.has(id))) {
    return undefined
  }
  const inside = new Set([...ancestors, ...unwrapped.typeIds])
  const { shape } = unwrapped
  const declaredDefault = unwrapped.default
  switch (shape.type) {
    case 'object':
      return emptyProperties(objectProperties(shape, types), types, now, inside)
    case 'discriminatedUnion': {
      const [first] = shape.variants
      if (first == null) {
        return undefined
      }
      return {
        ...emptyProperties(objectProperties(first, types), types, now, inside),
        [shape.discriminant]: first.discriminantValue,
      }
    }
    case 'undiscriminatedUnion': {
      const [first] = shape.variants
      return first == null ? undefined : emptyValueOf(first.shape, types, now, inside)
    }
    case 'enum':
      return (
        declaredDefault ?? shape.default ?? (shape.values.length === 1 ? shape.values[0]?.value : undefined)
      )
    case 'literal':
      return shape.value.value
    case 'list':
    case 'set':
      return []
    case 'map':
      return {}
    case 'unknown':
      return undefined
    case 'primitive':
      return declaredDefault ?? emptyPrimitive(shape.value, now)
    default:
      shape satisfies never
      return undefined
  }
}

function emptyPrimitive(
  primitive: Extract<TypeReference, { type: 'primitive' }>['value'],
  now: Date,
): unknown {
  switch (primitive.type) {
    case 'string':
    case 'uuid':
    case 'base64':
    case 'bigInteger':
      return primitive.default ?? ''
    case 'boolean':
      return primitive.default ?? false
    case 'integer':
    case 'double':
    case 'long':
    case 'uint':
    case 'uint64':
      return primitive.default ?? 0
    case 'datetime':
      return primitive.default ?? now.toISOString()
    case 'date':
      return primitive.default ?? now.toISOString().slice(0, 10)
    case 'scalar':
      return primitive.default ?? ''
    default:
      primitive satisfies never
      return undefined
  }
}
