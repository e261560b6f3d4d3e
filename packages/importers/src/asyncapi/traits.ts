import { arrayOr, isObject, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type { AsyncApiContext } from './context.js'

/**
 * A message or operation with its `traits` merged in (shallowly). AsyncAPI 2.x merges traits over the object
 * (JSON Merge Patch, in order), so a trait wins; 3.0 reversed that, so the object's own fields win.
 */
export function applyTraits(
  context: AsyncApiContext,
  node: JsonObject,
  pointer: string,
  ownFieldsWin: boolean,
): JsonObject {
  const traits = arrayOr(node['traits'])
  if (traits.length === 0) return node
  const { traits: _traits, ...own } = node
  let merged: JsonObject = {}
  traits.forEach((trait, index) => {
    const resolved = context.refs.follow(trait, childPointer(pointer, 'traits', index))
    if (resolved === undefined) return
    if (!isObject(resolved.value)) {
      context.diagnostics.error(resolved.pointer, 'A trait must be an object; ignored.')
      return
    }
    merged = { ...merged, ...resolved.value }
  })
  return ownFieldsWin ? { ...merged, ...own } : { ...own, ...merged }
}
