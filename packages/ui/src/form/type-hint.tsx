import type { TypeRegistry, UnwrappedValue } from '@api-explorer/model'
import { inputKindOf, unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'

/**
 * The short type shown beside a property's name: the named type it refers to, else its kind, with the item,
 * key and value types of containers (`list<string>`, `map<string, integer>`), and `nullable` when null is allowed.
 */
export function typeHintText(unwrapped: UnwrappedValue, types: TypeRegistry, depth = 0): string {
  const base = (() => {
    if (unwrapped.typeName != null) return unwrapped.typeName
    const { shape } = unwrapped
    if (depth < 2 && (shape.type === 'list' || shape.type === 'set')) {
      return `${shape.type}<${typeHintText(unwrapShape(shape.itemShape, types), types, depth + 1)}>`
    }
    if (depth < 2 && shape.type === 'map') {
      const key = typeHintText(unwrapShape(shape.keyShape, types), types, depth + 1)
      const value = typeHintText(unwrapShape(shape.valueShape, types), types, depth + 1)
      return `map<${key}, ${value}>`
    }
    if (shape.type === 'primitive' && shape.value.type === 'string' && shape.value.format != null) {
      return `string (${shape.value.format})`
    }
    if (shape.type === 'undiscriminatedUnion' || shape.type === 'discriminatedUnion') return 'union'
    return inputKindOf(shape)
  })()
  return unwrapped.isNullable ? `${base} | null` : base
}

/** The type hint of a property, the same in the form and on a reference page. */
export function TypeHint({ id, children }: { id?: string | undefined; children: string }): ReactNode {
  return (
    <span id={id} className="ax-TypeHint">
      {children}
    </span>
  )
}
