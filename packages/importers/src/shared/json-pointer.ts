/** Escapes one JSON pointer segment (RFC 6901): `~` → `~0`, `/` → `~1`. */
function escapePointerSegment(segment: string | number): string {
  if (typeof segment === 'number') return String(segment)
  const text = segment
  // Pointers are built for every schema node; most segments need no escaping.
  return text.includes('~') || text.includes('/') ? text.replaceAll('~', '~0').replaceAll('/', '~1') : text
}

/**
 * Appends up to three segments to a JSON pointer. Fixed parameters rather than a rest list: a pointer is built
 * for every schema node and property, and a rest list would be an array allocated per call.
 */
export function childPointer(
  pointer: string,
  first: string | number,
  second?: string | number,
  third?: string | number,
): string {
  let result = `${pointer}/${escapePointerSegment(first)}`
  if (second !== undefined) result += `/${escapePointerSegment(second)}`
  if (third !== undefined) result += `/${escapePointerSegment(third)}`
  return result
}

/** The JSON pointer of a `$ref` value such as `#/components/schemas/Pet` (the part after `#`, decoded). */
export function refToPointer(ref: string): string | undefined {
  if (!ref.startsWith('#')) {
    return undefined
  }
  try {
    return decodeURIComponent(ref.slice(1))
  } catch {
    return ref.slice(1)
  }
}

/** The unescaped last segment of a JSON pointer (`/components/schemas/Pet` → `Pet`). */
export function lastPointerSegment(pointer: string): string {
  const segment = pointer.slice(pointer.lastIndexOf('/') + 1)
  return segment.replaceAll('~1', '/').replaceAll('~0', '~')
}
