import type { TypeId, TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import { isRecord, setOwnEntry } from './form-path.js'
import { wellFormed } from './unknown-to-string.js'
import { isDateTimeText } from './validate-primitive.js'
import { pickVariant } from './validate-value.js'

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

/**
 * A form value as it goes on the wire: a date-time is an ISO string (a `Date`, or a local date-time such as
 * `2024-01-15T09:30` read in the reader's time zone), a big integer its decimal text, and every string
 * well-formed Unicode. Walks the value along its shape when one is given (through named types, unions, lists,
 * maps and objects); without a shape only `Date`s and big integers are converted.
 */
export function toWireValue(
  value: unknown,
  shape: TypeShape | TypeReference | undefined,
  types: TypeRegistry,
): unknown {
  return convert(value, shape, types, new Set())
}

function convert(
  value: unknown,
  shape: TypeShape | TypeReference | undefined,
  types: TypeRegistry,
  entered: ReadonlySet<TypeId>,
): unknown {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString()
  }
  if (typeof value === 'bigint') {
    return String(value)
  }
  const unwrapped = shape == null ? undefined : unwrapShape(shape, types)
  const known =
    unwrapped == null || unwrapped.typeIds.some((id) => entered.has(id)) ? undefined : unwrapped.shape
  if (known?.type === 'undiscriminatedUnion') {
    const here = new Set([...entered, ...(unwrapped?.typeIds ?? [])])
    return convert(value, pickVariant(known.variants, value, types)?.shape, types, here)
  }
  if (typeof value === 'string') {
    if (
      known?.type === 'primitive' &&
      known.value.type === 'datetime' &&
      LOCAL_DATE_TIME.test(value) &&
      isDateTimeText(value)
    ) {
      return new Date(value).toISOString()
    }
    return wellFormed(value)
  }
  if (Array.isArray(value)) {
    const itemShape = known?.type === 'list' || known?.type === 'set' ? known.itemShape : undefined
    return value.map((item: unknown) => convert(item, itemShape, types, new Set()))
  }
  if (!isRecord(value)) {
    return value
  }
  const shapeOf = propertyShapes(known, value, types)
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    setOwnEntry(result, key, convert(item, shapeOf(key), types, new Set()))
  }
  return result
}

/** Where the shape of each entry of an object value comes from. */
function propertyShapes(
  shape: ReturnType<typeof unwrapShape>['shape'] | undefined,
  value: Record<string, unknown>,
  types: TypeRegistry,
): (key: string) => TypeShape | TypeReference | undefined {
  switch (shape?.type) {
    case 'map':
      return () => shape.valueShape
    case 'object': {
      const properties = objectProperties(shape, types)
      return (key) => properties.find((property) => property.key === key)?.valueShape ?? shape.extraProperties
    }
    case 'discriminatedUnion': {
      const variant = shape.variants.find(
        (candidate) => candidate.discriminantValue === value[shape.discriminant],
      )
      const properties = variant == null ? [] : objectProperties(variant, types)
      return (key) => properties.find((property) => property.key === key)?.valueShape
    }
    default:
      return () => undefined
  }
}
