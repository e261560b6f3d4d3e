import type { DocumentRefs } from '../shared/document-refs.js'
import type { NormalizedParameter } from './normalized.js'

/** Normalized parameters per import (the document's refs stand for it), by the parameter object. */
const normalized = new WeakMap<DocumentRefs, Map<object, NormalizedParameter>>()

/**
 * A parameter reached through a `$ref` (`#/components/parameters/owner`), or a path-level one, reads the same
 * in every operation that has it: its normalized form depends only on the object and its pointer, so it is
 * made once per import and shared (GitHub: 1,541 references to 64 parameters; Kubernetes: 6,767 to 48, and
 * the path-level ones). What `make` reports is said once anyway (diagnostics are kept once per pointer and
 * message). Normalized parameters are never changed after they are made.
 */
export function sharedParameter(
  refs: DocumentRefs,
  parameter: object,
  pointer: string,
  shared: boolean,
  make: () => NormalizedParameter,
): NormalizedParameter {
  if (!shared) return make()
  let map = normalized.get(refs)
  if (map === undefined) normalized.set(refs, (map = new Map()))
  let result = map.get(parameter)
  if (result?.pointer !== pointer) map.set(parameter, (result = make()))
  return result
}
