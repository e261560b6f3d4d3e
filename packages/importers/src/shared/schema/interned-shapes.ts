import type { PrimitiveType, TypeId, TypeShape } from '@api-explorer/model'

import { primitiveShape } from './primitives.js'

/**
 * The shapes a document repeats, made once per import and shared wherever they recur: a primitive with the
 * same rules (Stripe: 5,977 primitive shapes, 82 different ones, the commonest `string, maxLength 5000` 3,082
 * times), a `$ref` to the same named type, and an optional wrapper around either without a default. Each is
 * three or two objects that the definition kept once per property; sharing them took a third of the objects out
 * of Stripe's definition, which the first import (unoptimised code, a young heap) pays for in allocation,
 * copying and peak memory. The model is read-only and shapes were already shared (`UNKNOWN_SHAPE`, a shape
 * converted at a pointer handed out again), so nothing that reads a definition can tell, except by identity.
 */
export class InternedShapes {
  private readonly primitives = new Map<string, TypeShape>()
  private readonly references = new Map<TypeId, Extract<TypeShape, { type: 'alias' }>>()
  private readonly optionals = new Map<TypeShape, TypeShape>()

  /** The shape of a primitive: one per distinct primitive. */
  primitive(value: PrimitiveType): TypeShape {
    const key = primitiveKey(value)
    if (key === undefined) return primitiveShape(value)
    let shape = this.primitives.get(key)
    if (shape === undefined) {
      shape = primitiveShape(value)
      this.primitives.set(key, shape)
    }
    return shape
  }

  /** The shape of a reference to the named type `id`: one per type. */
  reference(id: TypeId): Extract<TypeShape, { type: 'alias' }> {
    let shape = this.references.get(id)
    if (shape === undefined) {
      shape = { type: 'alias', value: { type: 'id', id } }
      this.references.set(id, shape)
    }
    return shape
  }

  /** Whether `shape` is the shared reference to its named type (what {@link InternedShapes.reference} gives). */
  isReference(shape: TypeShape): boolean {
    return (
      shape.type === 'alias' && shape.value.type === 'id' && this.references.get(shape.value.id) === shape
    )
  }

  /**
   * `shape` made optional (without a default): one wrapper per shape for the kinds handed out here (and
   * `UNKNOWN_SHAPE`), told by their form rather than looked up (a primitive this did not share gets a wrapper
   * kept for it all the same); a new wrapper around anything else.
   */
  optional(shape: TypeShape): TypeShape {
    if (!isSharedKind(shape)) return { type: 'alias', value: { type: 'optional', shape } }
    let optional = this.optionals.get(shape)
    if (optional === undefined) {
      optional = { type: 'alias', value: { type: 'optional', shape } }
      this.optionals.set(shape, optional)
    }
    return optional
  }
}

/** Whether a shape is of a kind {@link InternedShapes} shares: a primitive, a reference or unknown. */
function isSharedKind(shape: TypeShape): boolean {
  if (shape.type !== 'alias') return false
  const kind = shape.value.type
  return kind === 'primitive' || kind === 'id' || kind === 'unknown'
}

/**
 * A key that tells primitives apart by every field, or undefined for one not worth sharing or not safely keyed:
 * a scalar or any field that is not a string, number or boolean (a default can be anything), and a number field
 * of -0, which the key would not tell from 0.
 */
function primitiveKey(value: PrimitiveType): string | undefined {
  if (value.type === 'scalar') return undefined
  const fields = value as Record<string, unknown>
  // Every primitive has a type, one of a few names: the key starts with it as it is, so that the key of a bare
  // primitive (most of them) is that name, a string neither built nor hashed again for each schema.
  let key: string = value.type
  for (const field in fields) {
    if (field === 'type') continue
    const entry = fields[field]
    if (typeof entry === 'object' || (entry === 0 && 1 / entry < 0)) return undefined
    // Strings quoted (so that "5" is not 5), numbers and booleans as they print.
    const text = typeof entry === 'string' ? JSON.stringify(entry) : String(entry)
    key += `,${field}:${text}`
  }
  return key
}
