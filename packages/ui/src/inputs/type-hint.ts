import type { UnwrappedValue } from '@api-explorer/model'
import { inputKindOf } from '@api-explorer/model'

/** The short type shown beside a field's name: the named type it refers to, else its input kind. */
export function typeHint(unwrapped: UnwrappedValue): string {
  return unwrapped.typeName ?? inputKindOf(unwrapped.shape)
}
