import type { DocumentRefs } from '../shared/document-refs.js'
import type { NormalizedParameter } from './normalized.js'

/** Normalized parameters per import (the document's refs stand for it), by the parameter object. */
const normalized = new WeakMap<DocumentRefs, Map<object, NormalizedParameter>>()

/*
 * A parameter reached through a `$ref` (`#/components/parameters/owner`), or a path-level one, reads the same
 * in every operation that has it: its normalized form depends only on the object and its pointer, so it is
 * made once per import and shared (GitHub: 1,541 references to 64 parameters; Kubernetes: 6,767 to 48, and
 * the path-level ones). What making it reports is said once anyway (diagnostics are kept once per pointer and
 * message). Normalized parameters are never changed after they are made.
 *
 * A lookup and a keep rather than one function taking a `make` callback: the callback was a closure, with a
 * context for what it captured, made for every parameter of every operation (about 9,400 in Kubernetes), most
 * of them found already.
 */

/** The shared parameter already made for `parameter` at `pointer` in this import, if there is one. */
export function knownParameter(
  refs: DocumentRefs,
  parameter: object,
  pointer: string,
): NormalizedParameter | undefined {
  const known = normalized.get(refs)?.get(parameter)
  return known?.pointer === pointer ? known : undefined
}

/** Keeps `made` as the shared normalized form of `parameter` for the rest of the import; returns it. */
export function keepParameter(
  refs: DocumentRefs,
  parameter: object,
  made: NormalizedParameter,
): NormalizedParameter {
  let map = normalized.get(refs)
  if (map === undefined) normalized.set(refs, (map = new Map()))
  map.set(parameter, made)
  return made
}
