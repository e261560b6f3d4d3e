import type {
  ObjectProperty,
  PrimitiveType,
  TypeId,
  TypeReference,
  TypeRegistry,
  TypeShape,
  UndiscriminatedUnionVariant,
} from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import { isRecord } from './form-path.js'
import type { FormError, FormPath } from './form-state.js'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import { FORM_STRUCTURE_MESSAGES } from './structure-messages.js'
import { jsonText } from './unknown-to-string.js'
import { checkPrimitive } from './validate-primitive.js'
import { MAX_VALUE_DEPTH } from './value-depth.js'

/** Options of {@link validateValue}. */
export type ValidateValueOptions = {
  /**
   * The value is written as text (a path, query or header parameter): numbers and booleans may be given as their
   * text, and `null` counts as absent.
   */
  asText?: boolean
}

type Context = {
  types: TypeRegistry
  asText: boolean
  errors: FormError[]
  /** A named type was met again at the same value: this walk proves nothing about the value. */
  cut?: boolean
  /** The length of the path the walk started at; the depth of a value is its path's length beyond it. */
  start?: number
}

/**
 * The problems of a value of `shape`, each attached to the path of the value it concerns (starting at `path`).
 * Walks named types, aliases, optional / nullable wrappers, unions, lists, sets, maps and objects with their
 * `extends`. A named type met again at the same value (a union that contains itself) is not walked twice, so
 * recursive definitions end.
 */
export function validateValue(
  shape: TypeShape | TypeReference,
  value: unknown,
  path: FormPath,
  types: TypeRegistry,
  options: ValidateValueOptions = {},
): FormError[] {
  const context: Context = { types, asText: options.asText === true, errors: [], start: path.length }
  check(context, shape, value, path, new Set(), true)
  return context.errors
}

/**
 * The variant of an undiscriminated union a value belongs to: the one it breaks the fewest rules of (the first
 * of those on a tie, and the first when there is no value).
 */
export function pickVariant(
  variants: readonly UndiscriminatedUnionVariant[],
  value: unknown,
  types: TypeRegistry,
): UndiscriminatedUnionVariant | undefined {
  return variants[bestVariant({ types, asText: false, errors: [] }, variants, value, [], new Set()).index]
}

/** Whether the property must be filled: declared without `optional`, and not read-only (never sent). */
export function isRequiredProperty(property: ObjectProperty, types: TypeRegistry): boolean {
  return property.propertyAccess !== 'READ_ONLY' && !unwrapShape(property.valueShape, types).isOptional
}

function check(
  context: Context,
  input: TypeShape | TypeReference,
  value: unknown,
  path: FormPath,
  entered: ReadonlySet<TypeId>,
  top = false,
): void {
  if (path.length - (context.start ?? 0) > MAX_VALUE_DEPTH) {
    // Deeper levels stay unchecked (and are sent as they are): a deeper walk could overflow the stack.
    context.errors.push({ path, message: MESSAGES.tooDeep(MAX_VALUE_DEPTH) })
    return
  }
  const unwrapped = unwrapShape(input, context.types)
  if (unwrapped.typeIds.some((id) => entered.has(id))) {
    context.cut = true
    return
  }
  const { shape } = unwrapped
  if (value === null && shape.type !== 'unknown') {
    // A declared default of null allows null, nullable or not.
    if (!unwrapped.isNullable && unwrapped.default !== null && !context.asText) {
      context.errors.push({ path, message: MESSAGES.notNull })
    }
    return
  }
  const here = unwrapped.typeIds.length === 0 ? entered : new Set([...entered, ...unwrapped.typeIds])
  const fail = (message: string): void => {
    context.errors.push({ path, message })
  }
  switch (shape.type) {
    case 'primitive':
      checkPrimitive(shape.value as PrimitiveType, value, context.asText, fail)
      return
    case 'enum': {
      const values = shape.values.map((entry) => entry.value)
      if (typeof value !== 'string' || !values.includes(value)) {
        fail(MESSAGES.oneOf(values))
      }
      return
    }
    case 'literal': {
      const expected = shape.value.value
      if (value !== expected && !(context.asText && String(expected) === value)) {
        fail(MESSAGES.literal(expected))
      }
      return
    }
    case 'unknown':
      return
    case 'list':
    case 'set':
      checkList(context, shape, value, path, fail, top)
      return
    case 'map':
      checkMap(context, shape, value, path, fail)
      return
    case 'object':
      if (!isRecord(value)) {
        fail(MESSAGES.object)
        return
      }
      checkProperties(context, objectProperties(shape, context.types), value, path, shape.extraProperties)
      return
    case 'discriminatedUnion': {
      if (!isRecord(value)) {
        fail(MESSAGES.object)
        return
      }
      const discriminant = value[shape.discriminant]
      const variant = shape.variants.find((candidate) => candidate.discriminantValue === discriminant)
      if (variant == null) {
        context.errors.push({
          path: [...path, shape.discriminant],
          message: MESSAGES.oneOf(shape.variants.map((candidate) => candidate.discriminantValue)),
        })
        return
      }
      const properties = objectProperties(variant, context.types).filter(
        (property) => property.key !== shape.discriminant,
      )
      checkProperties(
        context,
        properties,
        value,
        path,
        variant.extraProperties,
        new Set([shape.discriminant]),
      )
      return
    }
    case 'undiscriminatedUnion': {
      if (shape.variants.length > 0) {
        context.errors.push(...bestVariant(context, shape.variants, value, path, here, top).errors)
      }
      return
    }
    default:
      shape satisfies never
  }
}

/**
 * The variant a value breaks the fewest rules of, a wrong kind of value (an error at the value itself) counting
 * more than any number of wrong properties. A variant that only leads back to the union is no candidate.
 */
function bestVariant(
  context: Context,
  variants: readonly UndiscriminatedUnionVariant[],
  value: unknown,
  path: FormPath,
  entered: ReadonlySet<TypeId>,
  top = false,
): { index: number; errors: FormError[] } {
  let best: { index: number; errors: FormError[]; score: number } | undefined
  for (const [index, variant] of variants.entries()) {
    const trial: Context = { ...context, errors: [], cut: false }
    check(trial, variant.shape, value, path, entered, top)
    if (trial.cut) {
      continue
    }
    if (trial.errors.length === 0) {
      return { index, errors: [] }
    }
    const wrongKind = trial.errors.some((error) => error.path.length === path.length)
    const score = trial.errors.length + (wrongKind ? 1_000_000 : 0)
    if (best == null || score < best.score) {
      best = { index, errors: trial.errors, score }
    }
  }
  return best ?? { index: 0, errors: [] }
}

function checkProperties(
  context: Context,
  properties: readonly ObjectProperty[],
  value: Record<string, unknown>,
  path: FormPath,
  extraProperties: TypeReference | undefined,
  alsoDeclared: ReadonlySet<string> = new Set(),
): void {
  for (const property of properties) {
    if (property.propertyAccess === 'READ_ONLY') {
      continue
    }
    const propertyValue = Object.hasOwn(value, property.key) ? value[property.key] : undefined
    if (propertyValue === undefined) {
      if (isRequiredProperty(property, context.types)) {
        context.errors.push({ path: [...path, property.key], message: MESSAGES.required })
      }
      continue
    }
    check(context, property.valueShape, propertyValue, [...path, property.key], new Set())
  }
  if (extraProperties == null) {
    return
  }
  const declared = new Set([...alsoDeclared, ...properties.map((property) => property.key)])
  for (const [key, extra] of Object.entries(value)) {
    if (!declared.has(key) && extra !== undefined) {
      check(context, extraProperties, extra, [...path, key], new Set())
    }
  }
}

function checkList(
  context: Context,
  shape: Extract<TypeReference, { type: 'list' | 'set' }>,
  value: unknown,
  path: FormPath,
  fail: (message: string) => void,
  top: boolean,
): void {
  // A list parameter given one value as text is a list of that one value.
  const items = top && context.asText && !Array.isArray(value) && value !== undefined ? [value] : value
  if (!Array.isArray(items)) {
    fail(MESSAGES.list)
    return
  }
  if (shape.minItems != null && items.length < shape.minItems) {
    fail(MESSAGES.minItems(shape.minItems))
  }
  if (shape.maxItems != null && items.length > shape.maxItems) {
    fail(MESSAGES.maxItems(shape.maxItems))
  }
  const texts = shape.type === 'set' ? items.map((item) => jsonText(item)) : []
  if (new Set(texts).size < texts.length) {
    fail(MESSAGES.uniqueItems)
  }
  items.forEach((item: unknown, index) => {
    const itemPath = items === value ? [...path, index] : path
    // Each later copy is flagged where it sits, so a form shows it at the row.
    if (items === value && index < texts.length && texts.indexOf(texts[index]) < index) {
      context.errors.push({ path: itemPath, message: FORM_STRUCTURE_MESSAGES.duplicateItem })
    }
    check(context, shape.itemShape, item, itemPath, new Set())
  })
}

function checkMap(
  context: Context,
  shape: Extract<TypeReference, { type: 'map' }>,
  value: unknown,
  path: FormPath,
  fail: (message: string) => void,
): void {
  if (!isRecord(value)) {
    fail(MESSAGES.object)
    return
  }
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined)
  if (shape.minProperties != null && entries.length < shape.minProperties) {
    fail(MESSAGES.minEntries(shape.minProperties))
  }
  if (shape.maxProperties != null && entries.length > shape.maxProperties) {
    fail(MESSAGES.maxEntries(shape.maxProperties))
  }
  for (const [key, entry] of entries) {
    const keyErrors = validateValue(shape.keyShape, key, [...path, key], context.types, { asText: true })
    context.errors.push(...keyErrors)
    check(context, shape.valueShape, entry, [...path, key], new Set())
  }
}
