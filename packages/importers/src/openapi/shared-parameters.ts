import type { DocumentRefs } from '../shared/document-refs.js'
import type { NormalizedParameter } from './normalized.js'

/** Normalized parameters per import (the document's refs stand for it), by the parameter object referred to. */
const normalized = new WeakMap<DocumentRefs, Map<object, NormalizedParameter>>()

/**
 * A parameter reached through a `$ref` (`#/components/parameters/owner`), or a path-level one, reads the same
 * in every operation that refers to it: its normalized form depends only on the object and its pointer, so it
 * is made once per import and shared (GitHub: 4,600 references to 160 parameters; Kubernetes: 7,600 to 1,100).
 * What normalizing reports is said again only once anyway (diagnostics are kept once per pointer and message).
 * Normalized parameters are never changed after they are made.
 */
export function knownParameter(
  refs: DocumentRefs,
  parameter: object,
  pointer: string,
): NormalizedParameter | undefined {
  const known = normalized.get(refs)?.get(parameter)
  return known !== undefined && known.pointer === pointer ? known : undefined
}

/** Remembers a shared parameter for {@link knownParameter}. */
export function rememberParameter(refs: DocumentRefs, parameter: object, result: NormalizedParameter): void {
  let map = normalized.get(refs)
  if (map === undefined) {
    map = new Map()
    normalized.set(refs, map)
  }
  map.set(parameter, result)
}
