import type { ObjectProperty, TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import { emptyValue, objectProperties, unwrapShape } from '@api-explorer/model'
import { setFormStateValue } from './form-actions.js'
import { copyRecord, getFormValue, isRecord, setOwnEntry } from './form-path.js'
import { resolveFormSlot } from './form-slot.js'
import type { AnyFormState, FormPath } from './form-state.js'
import type { FormTarget } from './form-target.js'
import { presentSeed } from './seed-values.js'
import { jsonText } from './unknown-to-string.js'
import { pickVariant, validateValue } from './validate-value.js'

/**
 * The index of the variant a union value is of (once named types, aliases and wrappers are followed): for a
 * discriminated union, the variant its discriminant names; for an undiscriminated one, the variant it breaks
 * the fewest rules of (`pickVariant`; the first when there is no value). `-1` when `shape` is not a union, has no
 * variants, or the value's discriminant is none of the declared ones (paths then resolve as the first variant).
 *
 * @example
 * selectedVariantIndex(petShape, { kind: 'dog', name: 'Rex' }, types) // 1
 */
export function selectedVariantIndex(
  shape: TypeShape | TypeReference,
  value: unknown,
  types: TypeRegistry,
): number {
  const bare = unwrapShape(shape, types).shape
  switch (bare.type) {
    case 'discriminatedUnion': {
      const discriminant =
        isRecord(value) && Object.hasOwn(value, bare.discriminant) ? value[bare.discriminant] : undefined
      return bare.variants.findIndex((variant) => variant.discriminantValue === discriminant)
    }
    case 'undiscriminatedUnion': {
      const variant = pickVariant(bare.variants, value, types)
      return variant == null ? -1 : bare.variants.indexOf(variant)
    }
    default:
      return -1
  }
}

/**
 * The form with the union value at `path` switched to variant `index`, as a variant picker does. The value
 * becomes the new variant's seed (`presentSeed`; a discriminated union's discriminant set), carrying over what
 * still fits: the properties both the old and the new variant declare (for a discriminated union, or an
 * undiscriminated union of object variants), each kept when both declare the same type or the value is valid
 * for the new one; any other value is kept when it is valid for the new variant. Picking the variant the value is
 * already of, an index out of range, or a path that holds no union changes nothing. Works wherever a typed value
 * sits: parameters, the body, list items, map entries, multipart JSON fields, websocket message drafts.
 *
 * An undiscriminated union is read back with `pickVariant`, so when a variant's values are also valid for an
 * earlier one (two object variants of optional properties only, `integer | double`) the form still reads as the
 * earlier one.
 */
export function switchUnionVariant<S extends AnyFormState>(
  target: FormTarget,
  state: S,
  path: FormPath,
  index: number,
  now: Date,
): S {
  const slot = resolveFormSlot(target, state, path)
  if (slot.kind !== 'value' || slot.shape == null) {
    return state
  }
  const { types } = target.definition
  const current = getFormValue(state, path)
  if (selectedVariantIndex(slot.shape, current, types) === index) {
    return state
  }
  const next = variantValue(slot.shape, current, index, types, now)
  return next === undefined ? state : setFormStateValue(target, state, path, next, now)
}

function variantValue(
  shape: TypeShape | TypeReference,
  current: unknown,
  index: number,
  types: TypeRegistry,
  now: Date,
): unknown {
  const bare = unwrapShape(shape, types).shape
  if (bare.type === 'discriminatedUnion') {
    const variant = bare.variants[index]
    if (variant == null) {
      return undefined
    }
    const union: TypeShape = { ...bare, variants: [variant] }
    const seed = emptyValue(union, types, { now })
    const value = isRecord(seed) ? copyRecord(seed) : {}
    const previous = bare.variants.find(
      (candidate) => isRecord(current) && candidate.discriminantValue === current[bare.discriminant],
    )
    if (previous != null && isRecord(current)) {
      const without = (property: ObjectProperty): boolean => property.key !== bare.discriminant
      carryShared(
        objectProperties(previous, types).filter(without),
        objectProperties(variant, types).filter(without),
        current,
        value,
        types,
      )
    }
    setOwnEntry(value, bare.discriminant, variant.discriminantValue)
    return value
  }
  if (bare.type !== 'undiscriminatedUnion') {
    return undefined
  }
  const variant = bare.variants[index]
  if (variant == null) {
    return undefined
  }
  const seed = presentSeed(variant.shape, types, now)
  const previous = pickVariant(bare.variants, current, types)
  const from = previous == null ? undefined : unwrapShape(previous.shape, types).shape
  const to = unwrapShape(variant.shape, types).shape
  if (from?.type === 'object' && to.type === 'object' && isRecord(current) && isRecord(seed)) {
    const value = copyRecord(seed)
    carryShared(objectProperties(from, types), objectProperties(to, types), current, value, types)
    return value
  }
  return current !== undefined && validateValue(variant.shape, current, [], types).length === 0
    ? current
    : seed
}

/** Copies into `value` the properties of `current` that both variants declare, where they still fit. */
function carryShared(
  from: readonly ObjectProperty[],
  to: readonly ObjectProperty[],
  current: Record<string, unknown>,
  value: Record<string, unknown>,
  types: TypeRegistry,
): void {
  for (const property of to) {
    const before = from.find((candidate) => candidate.key === property.key)
    const kept = Object.hasOwn(current, property.key) ? current[property.key] : undefined
    if (before == null || kept === undefined || property.propertyAccess === 'READ_ONLY') {
      continue
    }
    const sameType = jsonText(before.valueShape) === jsonText(property.valueShape)
    if (sameType || validateValue(property.valueShape, kept, [], types).length === 0) {
      setOwnEntry(value, property.key, kept)
    }
  }
}
