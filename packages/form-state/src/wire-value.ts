import type { TypeId, TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import {
  isJsonNumber,
  isJsonNumberText,
  JsonNumber,
  objectProperties,
  stringifyJson,
  unwrapShape,
} from '@api-explorer/model'
import { exactNumber } from './exact-decimal.js'
import { isRecord, setOwnEntry } from './form-path.js'
import { isNumberKind } from './number-text.js'
import { unknownToString, wellFormed } from './unknown-to-string.js'
import { isDateTimeText } from './validate-primitive.js'
import { pickVariant, validateValue } from './validate-value.js'
import { MAX_VALUE_DEPTH } from './value-depth.js'

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

/** Options of {@link toWireValue}. */
export type WireValueOptions = {
  /**
   * The value is sent as text (a path, query or header parameter, a multipart text field): number text stays
   * exactly as typed instead of becoming a JSON number.
   */
  asText?: boolean
}

/**
 * A form value as it goes on the wire: a date-time is an ISO string (a `Date`, or a local date-time such as
 * `2024-01-15T09:30` read in the reader's time zone), a big integer (`bigInteger`) its decimal text, and every
 * string well-formed Unicode. Along a number shape (integer, long, uint, uint64, double), number text (as a number
 * input keeps it, see `numberFromText`) becomes a JSON number: a JavaScript number when one holds its value
 * exactly (`'1.0'` → 1), else a `JsonNumber` that serialises digit for digit (`'18446744073709551615'`); text
 * that is no number stays text, for validation to explain. With `asText` number text stays as typed. Walks the
 * value along its shape when one is given (through named types, unions, lists, maps and objects); without a shape
 * only `Date`s and big integers are converted. Levels deeper than `MAX_VALUE_DEPTH` are kept as they are.
 */
export function toWireValue(
  value: unknown,
  shape: TypeShape | TypeReference | undefined,
  types: TypeRegistry,
  options: WireValueOptions = {},
): unknown {
  return convert(value, shape, types, new Set(), options.asText === true, 0)
}

/**
 * How a wire value is written as text (a parameter, a URL-encoded field, a multipart text part): a `JsonNumber`
 * as its digits, objects and lists as JSON (exact numbers included), anything else as `unknownToString` does.
 */
export function wireText(value: unknown): string {
  if (isJsonNumber(value)) {
    return value.text
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    // stringifyJson writes a value nested deeper than the engine recurses without recursion.
    return stringifyJson(value) ?? ''
  }
  return unknownToString(value)
}

function convert(
  value: unknown,
  shape: TypeShape | TypeReference | undefined,
  types: TypeRegistry,
  entered: ReadonlySet<TypeId>,
  asText: boolean,
  depth: number,
): unknown {
  if (depth > MAX_VALUE_DEPTH) {
    return value
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString()
  }
  const unwrapped = shape == null ? undefined : unwrapShape(shape, types)
  const known =
    unwrapped == null || unwrapped.typeIds.some((id) => entered.has(id)) ? undefined : unwrapped.shape
  if (known?.type === 'primitive' && isNumberKind(known.value.type) && !asText) {
    const number = jsonNumber(value)
    if (number !== undefined) {
      return number
    }
  }
  if (typeof value === 'bigint') {
    return String(value)
  }
  if (known?.type === 'undiscriminatedUnion') {
    const here = new Set([...entered, ...(unwrapped?.typeIds ?? [])])
    return convert(value, unionVariant(known.variants, value, types), types, here, asText, depth + 1)
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
    return value.map((item: unknown) => convert(item, itemShape, types, new Set(), asText, depth + 1))
  }
  if (!isRecord(value)) {
    return value
  }
  const shapeOf = propertyShapes(known, value, types)
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    setOwnEntry(result, key, convert(item, shapeOf(key), types, new Set(), asText, depth + 1))
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

/** Number text or a `bigint` as a JSON number: a JavaScript number when it is exact, else a `JsonNumber`. */
function jsonNumber(value: unknown): number | JsonNumber | undefined {
  const text =
    typeof value === 'string' ? value.trim() : typeof value === 'bigint' ? String(value) : undefined
  if (text === undefined || !isJsonNumberText(text)) {
    return undefined
  }
  return exactNumber(text) ?? new JsonNumber(text)
}

/**
 * The variant a value goes out as. Text that fits both a number variant and a text one (`'42'` for
 * `integer | string`) stays text: only a number input's own text should become a number.
 */
function unionVariant(
  variants: Parameters<typeof pickVariant>[0],
  value: unknown,
  types: TypeRegistry,
): TypeShape | TypeReference | undefined {
  const picked = pickVariant(variants, value, types)
  if (typeof value !== 'string' || picked == null || !isNumberShape(picked.shape, types)) {
    return picked?.shape
  }
  const asText = variants.find(
    (variant) =>
      !isNumberShape(variant.shape, types) && validateValue(variant.shape, value, [], types).length === 0,
  )
  return (asText ?? picked).shape
}

function isNumberShape(shape: TypeShape | TypeReference, types: TypeRegistry): boolean {
  const bare = unwrapShape(shape, types).shape
  return bare.type === 'primitive' && isNumberKind(bare.value.type)
}
