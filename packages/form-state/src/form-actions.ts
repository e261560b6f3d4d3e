import type { ObjectProperty } from '@api-explorer/model'
import { emptyValue, emptyValues, objectProperties, unwrapShape } from '@api-explorer/model'
import { normalizeBody, normalizeEntry } from './files.js'
import { getFormValue, isRecord, removeFormValue, setFormValue, setOwnEntry } from './form-path.js'
import type { AnyFormState, EndpointBodyState, FormPath, ParameterSection } from './form-state.js'
import { resolveFormSlot } from './form-slot.js'
import type { FormTarget } from './form-target.js'
import { clientMessages, declaredParameters, PARAMETER_SECTIONS, requestBodyShape } from './form-target.js'
import { emptyBody, emptyEntry, isRequiredField, presentSeed } from './seed-values.js'

const BODY_KINDS = new Set<unknown>(['json', 'form-data', 'octet-stream'])

/**
 * The form with `value` at `path` (see `FormPath`); `undefined` removes it (see {@link removeFormStateValue}). Missing
 * containers on the way are created, a missing body as the endpoint's blank body. File places keep only files:
 * anything else put in a file field is discarded, and file lists are de-duplicated. Paths into `type`, and values
 * that cannot be a section or a body, are ignored.
 */
export function setFormStateValue<S extends AnyFormState>(
  target: FormTarget,
  state: S,
  path: FormPath,
  value: unknown,
  now: Date,
): S {
  if (value === undefined) {
    return removeFormStateValue(target, state, path, now).state
  }
  const [section] = path
  if (!isSectionOf(state, section)) {
    return state
  }
  if (path.length === 1 && section !== 'body' && !isRecord(value)) {
    return state
  }
  if (section !== 'body') {
    return setFormValue(state, path, value)
  }
  const shape = requestBodyShape(target)
  if (path.length === 1) {
    return isRecord(value) && BODY_KINDS.has(value['type'])
      ? setFormValue(state, path, normalizeBody(shape, value as EndpointBodyState))
      : state
  }
  let next: AnyFormState = state
  if (state.type === 'endpoint' && state.body == null && shape != null) {
    next = { ...state, body: emptyBody(shape, target.definition.types, now) }
  }
  next = setFormValue(next, path, value)
  const body = next.type === 'endpoint' ? next.body : undefined
  if (body?.type === 'octet-stream' || (body?.type === 'form-data' && path.length === 2)) {
    return setFormValue(next, ['body'], normalizeBody(shape, body)) as S
  }
  if (body?.type === 'form-data' && path.length >= 3 && path[1] === 'value') {
    const key = String(path[2])
    const fields = shape?.type === 'formData' ? shape.fields : []
    const field = fields.find((candidate) => candidate.key === key)
    return setFormValue(next, ['body', 'value', key], normalizeEntry(field, body.value[key])) as S
  }
  return next as S
}

/**
 * The form without the value at `path`, and whether it is gone. Optional values, list items (the list closes
 * up), map entries and undeclared values are removed. A required value cannot be: it is reset to its blank seed
 * instead (`removed: false`); a required multipart entry, body or section likewise. A file is always removed,
 * leaving its field's empty slot.
 */
export function removeFormStateValue<S extends AnyFormState>(
  target: FormTarget,
  state: S,
  path: FormPath,
  now: Date,
): { state: S; removed: boolean } {
  const { types } = target.definition
  if (!isSectionOf(state, path[0])) {
    return { state, removed: false }
  }
  const slot = resolveFormSlot(target, state, path)
  const reset = (seed: unknown): { state: S; removed: boolean } =>
    seed === undefined
      ? { state: removeFormValue(state, path), removed: true }
      : { state: setFormValue(state, path, seed), removed: false }
  switch (slot.kind) {
    case 'section':
      return reset(sectionSeed(target, path, now))
    case 'body':
      return slot.required
        ? reset(emptyBody(slot.shape, types, now))
        : { state: removeFormValue(state, path), removed: true }
    case 'entry':
      return slot.required
        ? reset(emptyEntry(slot.field, types, now, false))
        : { state: removeFormValue(state, path), removed: true }
    case 'files':
      return { state: setFormValue(state, path, []), removed: true }
    case 'file':
      return { state: removeFormValue(state, path), removed: true }
    case 'value':
      if (slot.required && slot.shape != null) {
        return reset(emptyValue(slot.shape, types, { now }))
      }
      return { state: removeFormValue(state, path), removed: true }
    default:
      slot satisfies never
      return { state, removed: false }
  }
}

/**
 * The form with a blank value added at `path`, as the reader adds an optional property, a list item (use the
 * list's length as the index to append) or a multipart field: the seed of its type, whether optional or not
 * (see `presentSeed`). A path that already holds a value is left as it is.
 */
export function addFormStateValue<S extends AnyFormState>(
  target: FormTarget,
  state: S,
  path: FormPath,
  now: Date,
): S {
  if (getFormValue(state, path) !== undefined) {
    return state
  }
  const { types } = target.definition
  const slot = resolveFormSlot(target, state, path)
  switch (slot.kind) {
    case 'section':
    case 'file':
      return state
    case 'body':
      return setFormStateValue(target, state, path, emptyBody(slot.shape, types, now), now)
    case 'entry':
      return setFormStateValue(target, state, path, emptyEntry(slot.field, types, now, true), now)
    case 'files':
      return setFormStateValue(target, state, path, [], now)
    case 'value':
      return setFormStateValue(
        target,
        state,
        path,
        slot.shape == null ? null : presentSeed(slot.shape, types, now),
        now,
      )
    default:
      slot satisfies never
      return state
  }
}

/**
 * The keys of the optional properties the object at `path` declares but does not hold: a section's parameters,
 * a JSON body's or multipart body's fields (`['body', 'value']`), or an object value's properties. Read-only
 * properties are never listed. For a "N more optional properties" menu.
 */
export function absentOptionalKeys(target: FormTarget, state: AnyFormState, path: FormPath): string[] {
  const present = getFormValue(state, path)
  const has = (key: string): boolean =>
    isRecord(present) && Object.hasOwn(present, key) && present[key] !== undefined
  return declaredKeys(target, state, path)
    .filter((entry) => !entry.required && !has(entry.key))
    .map((entry) => entry.key)
    .filter((key, index, keys) => keys.indexOf(key) === index)
}

/** "Add all optional properties": the form with a blank value for each of {@link absentOptionalKeys}. */
export function addOptionalFormStateValues<S extends AnyFormState>(
  target: FormTarget,
  state: S,
  path: FormPath,
  now: Date,
): S {
  return absentOptionalKeys(target, state, path).reduce(
    (next, key) => addFormStateValue(target, next, [...path, key], now),
    state,
  )
}

/** The sections a form of this kind has: its parameters, and its body or its message drafts. */
function isSectionOf(state: AnyFormState, section: string | number | undefined): boolean {
  return (
    PARAMETER_SECTIONS.includes(section as ParameterSection) ||
    section === (state.type === 'endpoint' ? 'body' : 'messages')
  )
}

type DeclaredKey = { key: string; required: boolean }

function declaredKeys(target: FormTarget, state: AnyFormState, path: FormPath): DeclaredKey[] {
  const { types } = target.definition
  const fromProperties = (properties: readonly ObjectProperty[]): DeclaredKey[] =>
    properties
      .filter((property) => property.propertyAccess !== 'READ_ONLY')
      .map((property) => ({
        key: property.key,
        required: !unwrapShape(property.valueShape, types).isOptional,
      }))
  if (path.length === 1 && PARAMETER_SECTIONS.includes(path[0] as ParameterSection)) {
    return fromProperties(declaredParameters(target, path[0] as ParameterSection))
  }
  const bodyShape = requestBodyShape(target)
  if (path.length === 2 && path[0] === 'body' && path[1] === 'value' && bodyShape?.type === 'formData') {
    return bodyShape.fields.map((field) => ({ key: field.key, required: isRequiredField(field, types) }))
  }
  const slot = resolveFormSlot(target, state, path)
  if (slot.kind !== 'value' || slot.shape == null) {
    return []
  }
  const bare = unwrapShape(slot.shape, types).shape
  if (bare.type === 'object') {
    return fromProperties(objectProperties(bare, types))
  }
  if (bare.type === 'discriminatedUnion') {
    const value = getFormValue(state, path)
    const variant =
      bare.variants.find(
        (candidate) => isRecord(value) && candidate.discriminantValue === value[bare.discriminant],
      ) ?? bare.variants[0]
    return variant == null ? [] : fromProperties(objectProperties(variant, types))
  }
  return []
}

function sectionSeed(target: FormTarget, path: FormPath, now: Date): unknown {
  const { types } = target.definition
  const [section] = path
  if (path.length === 1 && PARAMETER_SECTIONS.includes(section as ParameterSection)) {
    return emptyValues(declaredParameters(target, section as ParameterSection), types, { now })
  }
  if (path.length === 1 && section === 'messages' && target.type === 'websocket') {
    const messages: Record<string, unknown> = {}
    for (const message of clientMessages(target.channel)) {
      const seed = emptyValue(message.body, types, { now })
      if (seed !== undefined) {
        setOwnEntry(messages, message.type, seed)
      }
    }
    return messages
  }
  const shape = requestBodyShape(target)
  if (section === 'body' && shape != null) {
    const body = emptyBody(shape, types, now)
    return path.length === 2 ? body.value : body
  }
  return undefined
}
