import type { TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'
import { validateValue } from './validate-value.js'

const NUMBER_TEXT = /^[+-]?[\d.]*(?:[eE][+-]?\d*)?$/

/**
 * Whether a form value is still of a union variant's kind (a variant picker keeps the reader's pick while it is). A rule of the variant the value breaks (too short, out of range,
 * a fraction being typed) does not make it another variant's: the reader is filling it in. A number may be held
 * as text while it is typed (`1.`) or when it is too long for a JavaScript number.
 */
export function isOfVariantKind(
  variant: TypeShape | TypeReference,
  value: unknown,
  types: TypeRegistry,
): boolean {
  const unwrapped = unwrapShape(variant, types)
  const { shape } = unwrapped
  if (value === null) return unwrapped.isNullable || shape.type === 'unknown'
  if (shape.type === 'primitive') {
    switch (shape.value.type) {
      case 'boolean':
        return typeof value === 'boolean'
      case 'integer':
      case 'long':
      case 'uint':
      case 'uint64':
      case 'double':
        return typeof value === 'number' || (typeof value === 'string' && NUMBER_TEXT.test(value.trim()))
      case 'scalar':
        break
      default:
        return typeof value === 'string'
    }
  }
  return !validateValue(variant, value, [], types).some((error) => error.path.length === 0)
}
