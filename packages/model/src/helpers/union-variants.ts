import type { TypeReference, TypeShape } from '../definition/type-shape.js'
import type { TypeRegistry } from './unwrap-shape.js'
import { unwrapShape } from './unwrap-shape.js'

/** How a union variant is named to a reader: the text of a variant picker and its help text. */
export type UnionVariantLabel = {
  label: string
  description?: string
}

/**
 * The labels of a union's variants, in declared order (an empty list when `shape` is not a union, once named
 * types, aliases and `optional` / `nullable` wrappers are followed). A variant is called by its `displayName`;
 * else, for an undiscriminated union, by the named type it refers to (`displayName`, else `name`); else, for a
 * discriminated union, by its discriminant value; else `Variant N` (counting from 1). The description is the
 * variant's own, else the named type's.
 *
 * @example
 * unionVariants({ type: 'discriminatedUnion', discriminant: 'kind', variants: [cat, dog] }, types)
 * // [{ label: 'cat' }, { label: 'Dog', description: 'A good boy.' }]
 */
export function unionVariants(shape: TypeShape | TypeReference, types: TypeRegistry): UnionVariantLabel[] {
  const bare = unwrapShape(shape, types).shape
  switch (bare.type) {
    case 'discriminatedUnion':
      return bare.variants.map((variant, index) =>
        withDescription(
          nonEmpty(variant.displayName) ?? nonEmpty(variant.discriminantValue) ?? numbered(index),
          variant.description,
        ),
      )
    case 'undiscriminatedUnion':
      return bare.variants.map((variant, index) => {
        const [firstId] = unwrapShape(variant.shape, types).typeIds
        const named = firstId != null && Object.hasOwn(types, firstId) ? types[firstId] : undefined
        return withDescription(
          nonEmpty(variant.displayName) ??
            nonEmpty(named?.displayName) ??
            nonEmpty(named?.name) ??
            numbered(index),
          variant.description ?? named?.description,
        )
      })
    default:
      return []
  }
}

function withDescription(label: string, description: string | undefined): UnionVariantLabel {
  return description == null || description === '' ? { label } : { label, description }
}

function nonEmpty(text: string | undefined): string | undefined {
  return text == null || text.trim() === '' ? undefined : text
}

function numbered(index: number): string {
  return `Variant ${index + 1}`
}
