import type { EndpointPagination } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import { isObject, textOr } from '../shared/guards.js'

/**
 * The paging of an operation from Fern's `x-fern-pagination` extension: an object with `cursor`,
 * `next_cursor` and `results` (cursor paging) or `offset` and `results` (offset paging, with optional `step`
 * and `has-next-page`), or `true` to use the document-level object. Anything else is reported and left out,
 * because an SDK snippet that iterates pages of an endpoint that does not page would be wrong.
 */
export function operationPagination(
  value: unknown,
  documentDefault: unknown,
  pointer: string,
  diagnostics: Diagnostics,
): EndpointPagination | undefined {
  if (value === undefined || value === false) return undefined
  const declared = value === true ? documentDefault : value
  const where = value === true ? '/x-fern-pagination' : pointer
  if (!isObject(declared)) {
    diagnostics.warning(
      where,
      'x-fern-pagination must be an object; the endpoint is imported without paging.',
    )
    return undefined
  }
  const results = textOr(declared['results'])
  const cursor = textOr(declared['cursor'])
  const nextCursor = textOr(declared['next_cursor'])
  const offset = textOr(declared['offset'])
  if (results !== undefined && cursor !== undefined && nextCursor !== undefined) {
    return { type: 'cursor', cursor, nextCursor, results }
  }
  if (results !== undefined && offset !== undefined) {
    const step = textOr(declared['step'])
    const hasNextPage = textOr(declared['has-next-page'])
    return {
      type: 'offset',
      offset,
      results,
      ...(step === undefined ? {} : { step }),
      ...(hasNextPage === undefined ? {} : { hasNextPage }),
    }
  }
  diagnostics.warning(
    where,
    'x-fern-pagination needs `results` with `cursor` and `next_cursor`, or with `offset`; the endpoint is imported without paging.',
  )
  return undefined
}
