import { slugify } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, objectOr, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { TagSubpackages } from '../shared/definition-parts.js'
import { PATH_ITEM_METHODS } from './normalized.js'

/** An operation where the document declares it, before any of it is read. */
export type PathOperation = {
  method: (typeof PATH_ITEM_METHODS)[number]
  path: string
  pathItem: JsonObject
  operation: JsonObject
  pointer: string
  pathItemPointer: string
}

/**
 * Calls `visit` with each operation of the document in import order: path items followed through `$ref`, methods
 * in {@link PATH_ITEM_METHODS} order. A path item or operation that is not an object is skipped, with an error in
 * `diagnostics` said when the walk reaches it (between the diagnostics of the operations around it); without
 * `diagnostics` the walk is quiet (the outline walks the paths the import walks again). A callback and loops by
 * index rather than a generator: on an import's first call, mostly unoptimised, every `next` of a generator resumed
 * its state machine and made a result object, and the optimising compiler's work on a generator is large.
 */
export function forEachPathOperation(
  document: JsonObject,
  refs: DocumentRefs,
  diagnostics: Diagnostics | undefined,
  visit: (operation: PathOperation) => void,
): void {
  const paths = objectOr(document['paths'])
  const templates = Object.keys(paths)
  for (let index = 0; index < templates.length; index++) {
    const path = templates[index] as string
    const itemPointer = childPointer('/paths', path)
    const resolved = refs.follow(paths[path], itemPointer, diagnostics === undefined)
    if (resolved === undefined || !isObject(resolved.value)) {
      diagnostics?.error(itemPointer, 'A path item must be an object; skipped.')
      continue
    }
    const pathItem = resolved.value
    for (let position = 0; position < PATH_ITEM_METHODS.length; position++) {
      const method = PATH_ITEM_METHODS[position] as PathOperation['method']
      const operation = pathItem[method]
      if (operation === undefined) continue
      const pointer = childPointer(resolved.pointer, method)
      if (!isObject(operation)) {
        diagnostics?.error(pointer, 'An operation must be an object; skipped.')
        continue
      }
      visit({ method, path, pathItem, operation, pointer, pathItemPointer: resolved.pointer })
    }
  }
}

/** The id an operation asks for (made unique by the caller): its `operationId`, else `get-users-id`. */
export function endpointIdBase(operation: { method: string; path: string; operation: JsonObject }): string {
  return (
    stringOr(operation.operation['operationId']) ?? `${operation.method}-${slugify(operation.path) || 'root'}`
  )
}

/** Declared tags, in order, as subpackages (more are added as operations use undeclared tags). */
export function declaredTags(document: JsonObject): TagSubpackages {
  const subpackages = new TagSubpackages()
  for (const tag of arrayOr(document['tags'])) {
    const name = isObject(tag) ? stringOr(tag['name']) : undefined
    if (name === undefined || !isObject(tag)) continue
    const displayName = textOr(tag['x-displayName'])
    subpackages.record[name] = { id: name, name, ...(displayName === undefined ? {} : { displayName }) }
  }
  return subpackages
}
