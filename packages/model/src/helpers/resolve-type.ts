import type { TypeReference, TypeShape } from '../definition/type-shape.js'
import type { TypeRegistry, UnwrappedShape } from './unwrap-shape.js'
import { objectProperties, unwrapShape } from './unwrap-shape.js'

/**
 * The shape a value of `shape` really has: named types and aliases followed, `optional` / `nullable` taken off
 * (see {@link unwrapShape}), and an object's `extends` flattened into its properties (inherited first, redeclared
 * ones overriding in place, `extends: []`), for an object and for every variant of a discriminated union.
 * Only the top level is resolved; nested shapes stay as declared. Cycles end in `{ type: 'unknown' }` (alias
 * cycles) or are cut (extension cycles), never in a loop.
 */
export function resolveTypeShape(shape: TypeShape | TypeReference, types: TypeRegistry): UnwrappedShape {
  const resolved = unwrapShape(shape, types).shape
  switch (resolved.type) {
    case 'object':
      return { ...resolved, extends: [], properties: objectProperties(resolved, types) }
    case 'discriminatedUnion':
      return {
        ...resolved,
        variants: resolved.variants.map((variant) => ({
          ...variant,
          extends: [],
          properties: objectProperties(variant, types),
        })),
      }
    default:
      return resolved
  }
}
