import type { PathPart, SubpackageId } from '@api-explorer/model'

import { pathParts } from '../shared/path-parts.js'

/**
 * The parts of endpoints that repeat within one import or outline, one object each (the definition is read-only,
 * and one object may stand in several places of it): the path of every method of a path template, each distinct
 * path part across templates, and the namespace list of every endpoint of a tag. Kubernetes' 1,123 endpoints have
 * 562 path templates and 64 tags. An outline is copied from a worker to the page, and a structured clone keeps the
 * sharing, so the page pays for fewer objects too (outline.ts).
 */
export class SharedEndpointParts {
  readonly #paths = new Map<string, PathPart[]>()
  readonly #parts = new Map<string, PathPart>()
  readonly #namespaces = new Map<SubpackageId, SubpackageId[]>()

  /** `/users/{id}` → its literal and parameter parts. */
  path(template: string): PathPart[] {
    let parts = this.#paths.get(template)
    if (parts === undefined) {
      // `map` gives a list of the exact length (see exact-list.ts).
      parts = pathParts(template).map((part) => firstOf(this.#parts, `${part.type} ${part.value}`, part))
      this.#paths.set(template, parts)
    }
    return parts
  }

  /** An endpoint's `namespace`: the list of its one subpackage. */
  namespace(id: SubpackageId): SubpackageId[] {
    let namespace = this.#namespaces.get(id)
    if (namespace === undefined) {
      namespace = [id]
      this.#namespaces.set(id, namespace)
    }
    return namespace
  }
}

/** The value kept under `key`, or `candidate`, kept there from now on. */
export function firstOf<T>(kept: Map<string, T>, key: string, candidate: T): T {
  const known = kept.get(key)
  if (known !== undefined) return known
  kept.set(key, candidate)
  return candidate
}
