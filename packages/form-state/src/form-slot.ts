import type {
  FormDataField,
  HttpRequestBodyShape,
  ObjectProperty,
  TypeReference,
  TypeRegistry,
  TypeShape,
} from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import { getFormValue, isRecord } from './form-path.js'
import type { AnyFormState, FormPath, ParameterSection } from './form-state.js'
import type { FormTarget } from './form-target.js'
import { clientMessages, findParameter, PARAMETER_SECTIONS, requestBodyShape } from './form-target.js'
import { isOptionalBody, isRequiredField } from './seed-values.js'
import { isRequiredProperty, pickVariant } from './validate-value.js'

/** What the definition says about the place a {@link FormPath} names. */
export type FormSlot =
  /** A whole section: `['headers']`, `['pathParameters']`, `['queryParameters']` or `['messages']`. */
  | { kind: 'section' }
  /** The body itself: `['body']`. */
  | { kind: 'body'; shape: HttpRequestBodyShape; required: boolean }
  /** A multipart entry, `{ type, value }`: `['body', 'value', key]`. */
  | { kind: 'entry'; field: FormDataField; required: boolean }
  /** One file: a raw body's file, a file field's file, or an item of a file list. */
  | { kind: 'file'; required: boolean; inList: boolean }
  /** The list of a multi-file field. */
  | { kind: 'files'; required: boolean }
  /**
   * A value of a type (absent when the definition does not declare it). `inList` values are list items, removed
   * by splicing the list.
   */
  | { kind: 'value'; shape?: TypeShape | TypeReference; required: boolean; inList: boolean }

const UNDECLARED: FormSlot = { kind: 'value', required: false, inList: false }

/**
 * The slot a path names in a form, read from the definition: whether a value there is required, and its type.
 * Unions are resolved with the form's current value (the variant it matches). Paths the definition does not
 * declare (extra headers, keys of free-form objects) are undeclared, optional values.
 */
export function resolveFormSlot(target: FormTarget, formState: AnyFormState, path: FormPath): FormSlot {
  const [section, key] = path
  const { types } = target.definition
  if (path.length === 0) {
    return { kind: 'section' }
  }
  if (PARAMETER_SECTIONS.includes(section as ParameterSection)) {
    if (path.length === 1) {
      return { kind: 'section' }
    }
    const property = findParameter(target, section as ParameterSection, String(key))
    return property == null
      ? UNDECLARED
      : propertySlot(property, types, getFormValue(formState, path.slice(0, 2)), path.slice(2))
  }
  if (section === 'messages' && target.type === 'websocket') {
    if (path.length === 1) {
      return { kind: 'section' }
    }
    const message = clientMessages(target.channel).find((candidate) => candidate.type === key)
    if (message == null) {
      return UNDECLARED
    }
    const required = !unwrapShape(message.body, types).isOptional
    return walk(
      message.body,
      required,
      false,
      types,
      getFormValue(formState, path.slice(0, 2)),
      path.slice(2),
    )
  }
  const bodyShape = section === 'body' ? requestBodyShape(target) : undefined
  if (bodyShape == null) {
    return UNDECLARED
  }
  if (path.length === 1) {
    return { kind: 'body', shape: bodyShape, required: !isOptionalBody(bodyShape, types) }
  }
  if (key !== 'value') {
    return UNDECLARED
  }
  return bodyValueSlot(bodyShape, types, formState, path)
}

function bodyValueSlot(
  shape: HttpRequestBodyShape,
  types: TypeRegistry,
  formState: AnyFormState,
  path: FormPath,
): FormSlot {
  const rest = path.slice(2)
  const bodyValue = getFormValue(formState, ['body', 'value'])
  switch (shape.type) {
    case 'bytes':
      return rest.length === 0 ? { kind: 'file', required: !shape.isOptional, inList: false } : UNDECLARED
    case 'object':
      return walk(shape, true, false, types, bodyValue, rest)
    case 'alias':
      return walk(shape.value, !unwrapShape(shape.value, types).isOptional, false, types, bodyValue, rest)
    case 'formData':
      return entrySlot(shape.fields, types, formState, path)
    default:
      shape satisfies never
      return UNDECLARED
  }
}

function entrySlot(
  fields: readonly FormDataField[],
  types: TypeRegistry,
  formState: AnyFormState,
  path: FormPath,
): FormSlot {
  if (path.length === 2) {
    return { kind: 'section' }
  }
  const field = fields.find((candidate) => candidate.key === path[2])
  if (field == null) {
    return UNDECLARED
  }
  const required = isRequiredField(field, types)
  if (path.length === 3) {
    return { kind: 'entry', field, required }
  }
  if (path[3] !== 'value') {
    return UNDECLARED
  }
  const rest = path.slice(4)
  switch (field.type) {
    case 'file':
      return rest.length === 0 ? { kind: 'file', required, inList: false } : UNDECLARED
    case 'files':
      if (rest.length === 0) {
        return { kind: 'files', required }
      }
      return rest.length === 1 && typeof rest[0] === 'number'
        ? { kind: 'file', required: false, inList: true }
        : UNDECLARED
    case 'property': {
      const entryValue = getFormValue(formState, path.slice(0, 4))
      const bare = unwrapShape(field.valueShape, types).shape
      if (field.exploded === true && bare.type !== 'list' && bare.type !== 'set') {
        // An exploded scalar field holds a list of values of its shape.
        if (rest.length === 0) {
          return { kind: 'value', required, inList: false }
        }
        const [index, ...inside] = rest
        return typeof index === 'number'
          ? walk(field.valueShape, false, true, types, getFormValue(entryValue, [index]), inside)
          : UNDECLARED
      }
      return walk(field.valueShape, required, false, types, entryValue, rest)
    }
    default:
      field satisfies never
      return UNDECLARED
  }
}

function propertySlot(
  property: ObjectProperty,
  types: TypeRegistry,
  value: unknown,
  rest: FormPath,
): FormSlot {
  return walk(property.valueShape, isRequiredProperty(property, types), false, types, value, rest)
}

/** The slot `rest` names inside a value of `shape`; `value` is the form's value at `shape`'s place. */
function walk(
  shape: TypeShape | TypeReference,
  required: boolean,
  inList: boolean,
  types: TypeRegistry,
  value: unknown,
  rest: FormPath,
): FormSlot {
  let current: { shape: TypeShape | TypeReference; required: boolean; inList: boolean } = {
    shape,
    required,
    inList,
  }
  let currentValue = value
  for (const key of rest) {
    const next = child(current.shape, key, currentValue, types)
    if (next == null) {
      return UNDECLARED
    }
    current = next
    currentValue = getFormValue(currentValue, [key])
  }
  return { kind: 'value', ...current }
}

function child(
  shape: TypeShape | TypeReference,
  key: string | number,
  value: unknown,
  types: TypeRegistry,
  unions: ReadonlySet<object> = new Set(),
): { shape: TypeShape | TypeReference; required: boolean; inList: boolean } | undefined {
  const bare = unwrapShape(shape, types).shape
  switch (bare.type) {
    case 'object': {
      const property = objectProperties(bare, types).find((candidate) => candidate.key === key)
      if (property != null) {
        return { shape: property.valueShape, required: isRequiredProperty(property, types), inList: false }
      }
      return bare.extraProperties == null
        ? undefined
        : { shape: bare.extraProperties, required: false, inList: false }
    }
    case 'discriminatedUnion': {
      const discriminant = isRecord(value) ? value[bare.discriminant] : undefined
      const variant =
        bare.variants.find((candidate) => candidate.discriminantValue === discriminant) ?? bare.variants[0]
      if (variant == null) {
        return undefined
      }
      if (key === bare.discriminant) {
        const literal: TypeReference = {
          type: 'literal',
          value: { type: 'stringLiteral', value: variant.discriminantValue },
        }
        return { shape: literal, required: true, inList: false }
      }
      const property = objectProperties(variant, types).find((candidate) => candidate.key === key)
      return property == null
        ? undefined
        : { shape: property.valueShape, required: isRequiredProperty(property, types), inList: false }
    }
    case 'undiscriminatedUnion': {
      // A union that is its own variant (through a named type) is looked into once.
      if (unions.has(bare)) {
        return undefined
      }
      const variant = pickVariant(bare.variants, value, types)
      return variant == null ? undefined : child(variant.shape, key, value, types, new Set([...unions, bare]))
    }
    case 'list':
    case 'set':
      return typeof key === 'number' ? { shape: bare.itemShape, required: false, inList: true } : undefined
    case 'map':
      return { shape: bare.valueShape, required: false, inList: false }
    default:
      return undefined
  }
}
