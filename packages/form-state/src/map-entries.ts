import type { TypeReference, TypeRegistry, TypeShape } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import { setFormStateValue } from './form-actions.js'
import { getFormValue, isRecord, setOwnEntry } from './form-path.js'
import { resolveFormSlot } from './form-slot.js'
import type { AnyFormState, FormPath } from './form-state.js'
import type { FormTarget } from './form-target.js'
import { presentSeed } from './seed-values.js'

/**
 * The form with a new entry in the map at `path` (a `map` value, or an object that allows extra properties), and
 * the key it got. The key is the first free one: for keys of an enum (or literal) type the first declared value not
 * used yet; otherwise `''` when free, else `key2`, `key3`, … (never a declared property of an object). The value is
 * the seed of the map's value type (see `presentSeed`). A missing map is created. Nothing changes, and `key` is
 * absent, when the path holds no map or every declared key is used.
 */
export function addFormStateMapEntry<S extends AnyFormState>(
  target: FormTarget,
  state: S,
  path: FormPath,
  now: Date,
): { state: S; key?: string } {
  const slot = resolveFormSlot(target, state, path)
  const { types } = target.definition
  const map = slot.kind === 'value' && slot.shape != null ? mapOf(slot.shape, types) : undefined
  if (map == null) {
    return { state }
  }
  const present = getFormValue(state, path)
  const taken = (key: string): boolean =>
    map.reserved.has(key) || (isRecord(present) && Object.hasOwn(present, key))
  const key = map.keys == null ? freeKey(taken) : map.keys.find((candidate) => !taken(candidate))
  if (key == null) {
    return { state }
  }
  const next = setFormStateValue(target, state, [...path, key], presentSeed(map.valueShape, types, now), now)
  return next === state ? { state } : { state: next, key }
}

/**
 * The form with the entry `from` of the object at `path` renamed to `to`, keeping its value and its place among
 * the entries (JavaScript lists integer-like keys first, whatever their place). Refused (`renamed: false`, the form
 * unchanged) when `from` is not an entry or `to` already is one; renaming a key to itself is a success that
 * changes nothing.
 */
export function renameFormStateMapKey<S extends AnyFormState>(
  target: FormTarget,
  state: S,
  path: FormPath,
  from: string,
  to: string,
  now: Date,
): { state: S; renamed: boolean } {
  const present = getFormValue(state, path)
  if (!isRecord(present) || !Object.hasOwn(present, from)) {
    return { state, renamed: false }
  }
  if (from === to) {
    return { state, renamed: true }
  }
  if (Object.hasOwn(present, to)) {
    return { state, renamed: false }
  }
  const renamed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(present)) {
    setOwnEntry(renamed, key === from ? to : key, value)
  }
  const next = setFormStateValue(target, state, path, renamed, now)
  return { state: next, renamed: next !== state }
}

type MapShape = {
  /** The keys a map may have, when its key type declares them. */
  keys?: string[]
  /** Keys a new entry must not take (an object's declared properties). */
  reserved: ReadonlySet<string>
  valueShape: TypeShape | TypeReference
}

function mapOf(shape: TypeShape | TypeReference, types: TypeRegistry): MapShape | undefined {
  const bare = unwrapShape(shape, types).shape
  if (bare.type === 'object' && bare.extraProperties != null) {
    const declared = objectProperties(bare, types).map((property) => property.key)
    return { reserved: new Set(declared), valueShape: bare.extraProperties }
  }
  if (bare.type !== 'map') {
    return undefined
  }
  const key = unwrapShape(bare.keyShape, types).shape
  const keys =
    key.type === 'enum'
      ? key.values.map((entry) => entry.value)
      : key.type === 'literal'
        ? [String(key.value.value)]
        : undefined
  return { ...(keys == null ? {} : { keys }), reserved: new Set(), valueShape: bare.valueShape }
}

function freeKey(taken: (key: string) => boolean): string {
  if (!taken('')) {
    return ''
  }
  let number = 2
  while (taken(`key${number}`)) {
    number += 1
  }
  return `key${number}`
}
