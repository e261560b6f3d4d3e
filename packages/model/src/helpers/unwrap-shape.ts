import type { TypeId } from '../definition/commons.js'
import type {
  ObjectProperty,
  ObjectType,
  TypeDefinition,
  TypeReference,
  TypeShape,
} from '../definition/type-shape.js'

/** Named types a shape may refer to, by id (an {@link ApiDefinition}'s `types`). */
export type TypeRegistry = Record<TypeId, TypeDefinition>

/** A shape with every alias, named reference, `optional` and `nullable` wrapper taken off. */
export type UnwrappedShape =
  | Exclude<TypeShape, { type: 'alias' }>
  | Exclude<TypeReference, { type: 'id' } | { type: 'optional' } | { type: 'nullable' }>

/** The result of {@link unwrapShape}: the bare shape and what the wrappers said about it. */
export type UnwrappedValue = {
  shape: UnwrappedShape
  /** An `optional` wrapper was met: the value may be left out. */
  isOptional: boolean
  /** A `nullable` wrapper was met: the value may be `null`. */
  isNullable: boolean
  /** The innermost default a wrapper or named reference declared, if any. */
  default?: unknown
  /** The name of the last named type passed through. */
  typeName?: string
  /** The description of the last named type passed through. */
  description?: string
  /** Every named type passed through, outermost first (used to cut recursion). */
  typeIds: TypeId[]
}

const UNKNOWN: UnwrappedShape = { type: 'unknown' }

/**
 * Follows named types and aliases and removes `optional` / `nullable` wrappers, recording them. A reference to
 * a missing type, or an alias cycle, ends in the `unknown` shape instead of throwing or looping.
 */
export function unwrapShape(shape: TypeShape | TypeReference, types: TypeRegistry): UnwrappedValue {
  const result: UnwrappedValue = { shape: UNKNOWN, isOptional: false, isNullable: false, typeIds: [] }
  const seen = new Set<TypeId>()
  let current: TypeShape | TypeReference = shape
  for (;;) {
    switch (current.type) {
      case 'alias':
        current = current.value
        continue
      case 'id': {
        // Ids come from the data: `constructor` or `__proto__` must not find a member of Object.prototype.
        const definition = Object.hasOwn(types, current.id) ? types[current.id] : undefined
        if (definition == null || seen.has(current.id)) {
          return { ...result, shape: UNKNOWN }
        }
        seen.add(current.id)
        result.typeIds.push(current.id)
        if (current.default != null && result.default === undefined) {
          result.default = current.default.value
        }
        result.typeName = definition.displayName ?? definition.name
        if (definition.description != null) {
          result.description = definition.description
        }
        current = definition.shape
        continue
      }
      case 'optional':
        result.isOptional = true
        if (current.default !== undefined && result.default === undefined) {
          result.default = current.default
        }
        current = current.shape
        continue
      case 'nullable':
        result.isNullable = true
        current = current.shape
        continue
      default:
        return { ...result, shape: current }
    }
  }
}

/**
 * The properties of an object, those of the types it extends first (depth first, in declaration order), then
 * its own. A property declared again overrides the inherited one in place. Each object is visited once, so
 * extension cycles (an object extending itself, two extending each other) are cut and a type inherited twice
 * (a diamond) cannot undo an override.
 */
export function objectProperties(object: ObjectType, types: TypeRegistry): ObjectProperty[] {
  const byKey = new Map<string, ObjectProperty>()
  const visited = new Set<ObjectType>([object])
  const visit = (current: ObjectType): void => {
    for (const parentId of current.extends) {
      const parent = unwrapShape({ type: 'id', id: parentId }, types).shape
      if (parent.type === 'object' && !visited.has(parent)) {
        visited.add(parent)
        visit(parent)
      }
    }
    for (const property of current.properties) {
      byKey.set(property.key, property)
    }
  }
  visit(object)
  return [...byKey.values()]
}
