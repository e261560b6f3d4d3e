import type { PathPart, SubpackageId } from '@api-explorer/model'

import { exactList } from '../shared/exact-list.js'
import { pathParts } from '../shared/path-parts.js'

/**
 * The parts of endpoints that repeat within one import, one object each (the definition is read-only, and one
 * object may stand in several places of it): the path of every method of a path template, and the namespace
 * list of every endpoint of a tag. Kubernetes' 1,123 endpoints have 562 path templates and 64 tags.
 */
export class SharedEndpointParts {
  readonly #paths = new Map<string, PathPart[]>()
  readonly #namespaces = new Map<SubpackageId, SubpackageId[]>()

  /** `/users/{id}` → its literal and parameter parts. */
  path(template: string): PathPart[] {
    let parts = this.#paths.get(template)
    if (parts === undefined) {
      parts = exactList(pathParts(template))
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
