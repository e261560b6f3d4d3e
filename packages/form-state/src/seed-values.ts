import type {
  FormDataField,
  HttpRequestBodyShape,
  TypeReference,
  TypeRegistry,
  TypeShape,
} from '@api-explorer/model'
import { emptyValue, unwrapShape } from '@api-explorer/model'
import { setOwnEntry } from './form-path.js'
import type { EndpointBodyState, FormDataEntryState } from './form-state.js'

/**
 * The seed of a value that must be present, whether or not its shape is optional: the declared default, else
 * the blank seed of the shape inside the `optional` / `nullable` wrappers (see `emptyValue`). An enum of several
 * values without a default seeds as its first value, which is valid (a `null` would greet the reader who added
 * the property with "This field cannot be null"); an unknown value seeds as `null`, valid JSON to edit.
 */
export function presentSeed(shape: TypeShape | TypeReference, types: TypeRegistry, now: Date): unknown {
  const unwrapped = unwrapShape(shape, types)
  if (unwrapped.default !== undefined) {
    return unwrapped.default
  }
  const seed = emptyValue(unwrapped.shape, types, { now })
  if (seed === undefined && unwrapped.shape.type === 'enum') {
    return unwrapped.shape.values[0]?.value ?? null
  }
  return seed ?? null
}

/**
 * The blank body of a request shape: a JSON value for an object or alias; the required fields of a multipart
 * form; an empty file slot for raw bytes.
 */
export function emptyBody(shape: HttpRequestBodyShape, types: TypeRegistry, now: Date): EndpointBodyState {
  switch (shape.type) {
    case 'object':
      return { type: 'json', value: emptyValue(shape, types, { now }) }
    case 'alias':
      return { type: 'json', value: emptyValue(shape.value, types, { now }) }
    case 'bytes':
      return { type: 'octet-stream' }
    case 'formData': {
      const value: Record<string, FormDataEntryState> = {}
      for (const field of shape.fields) {
        const entry = emptyEntry(field, types, now, false)
        if (entry !== undefined) {
          setOwnEntry(value, field.key, entry)
        }
      }
      return { type: 'form-data', value }
    }
    default:
      shape satisfies never
      return { type: 'json', value: undefined }
  }
}

/**
 * The blank entry of a multipart field: an empty file slot, an empty file list, an empty exploded list, or the
 * blank JSON value. An optional field has none unless `present` asks for one.
 */
export function emptyEntry(
  field: FormDataField,
  types: TypeRegistry,
  now: Date,
  present: boolean,
): FormDataEntryState | undefined {
  switch (field.type) {
    case 'file':
      return field.isOptional && !present ? undefined : { type: 'file' }
    case 'files':
      return field.isOptional && !present ? undefined : { type: 'fileArray', value: [] }
    case 'property': {
      const seed = present
        ? presentSeed(field.valueShape, types, now)
        : emptyValue(field.valueShape, types, { now })
      if (seed === undefined) {
        return undefined
      }
      return field.exploded === true
        ? { type: 'exploded', value: Array.isArray(seed) ? seed : [] }
        : { type: 'json', value: seed }
    }
    default:
      field satisfies never
      return undefined
  }
}

/** Whether a request body may be left out. */
export function isOptionalBody(shape: HttpRequestBodyShape, types: TypeRegistry): boolean {
  switch (shape.type) {
    case 'bytes':
      return shape.isOptional
    case 'alias':
      return unwrapShape(shape.value, types).isOptional
    default:
      return false
  }
}

/** Whether a multipart field must be filled. */
export function isRequiredField(field: FormDataField, types: TypeRegistry): boolean {
  return field.type === 'property' ? !unwrapShape(field.valueShape, types).isOptional : !field.isOptional
}

/** The kind of body state a request shape is filled as. */
export function bodyKind(shape: HttpRequestBodyShape): EndpointBodyState['type'] {
  switch (shape.type) {
    case 'bytes':
      return 'octet-stream'
    case 'formData':
      return 'form-data'
    default:
      return 'json'
  }
}
