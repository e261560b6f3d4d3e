import type { Availability, ObjectProperty } from '@api-explorer/model'

import { stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { availabilityOf } from '../shared/schema/schema-facts.js'

// The import and the outline share these. They live apart from operation.ts, which brings the whole conversion
// with it: the outline's worker module loads only what an outline reads (see outline-definition.ts).

/** What the endpoint list shows of an operation, read the same way by the import and its outline. */
export function listedFacts(facts: JsonObject): {
  displayName: string | undefined
  operationId: string | undefined
  availability: Availability | undefined
  /** The first tag: the endpoint's subpackage. */
  tag: string | undefined
} {
  return {
    displayName: textOr(facts['summary'])?.trim(),
    operationId: stringOr(facts['operationId']),
    availability: availabilityOf(facts),
    tag: stringOr((Array.isArray(facts['tags']) ? facts['tags'] : [])[0]),
  }
}

/** A path parameter the document does not describe: a string the reader fills in. */
export function stringPathParameter(name: string): ObjectProperty {
  return { key: name, valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } } }
}
