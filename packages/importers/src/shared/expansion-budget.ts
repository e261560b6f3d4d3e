import { IMPORT_ERROR_MESSAGES, InvalidDocumentError } from './errors.js'
import { childPointer } from './json-pointer.js'

/**
 * The budgets that keep a hostile document from exhausting memory or time. YAML aliases (`*name`) and
 * objects passed in already parsed can share one value in many places; the importer writes inline schemas
 * out as trees, so a 1 KB document of nested aliases (the "billion laughs" shape) would expand to gigabytes.
 */
export const IMPORT_LIMITS = {
  /**
   * How many values aliases may add to the document when every alias is written out (its expanded size
   * minus its written size). Real documents that reuse schemas through anchors add a few thousand.
   */
  maxAliasExpansion: 200_000,
  /**
   * How many schemas one import converts to shapes. The largest real documents need 14,000 (Kubernetes);
   * 250,000 take about 150 ms.
   */
  maxInlineShapes: 250_000,
} as const

type Frame = { value: object; pointer: string; children: object[] | undefined }

/**
 * Throws {@link InvalidDocumentError} naming the budget when aliases expand the document by more than
 * {@link IMPORT_LIMITS.maxAliasExpansion} values, or when a value contains itself (an alias to an enclosing
 * anchor, whose expansion never ends). One pass over the distinct values: each shared value's expanded size
 * is computed once and remembered, and an explicit stack keeps deeply nested documents off the call stack.
 */
export function checkAliasExpansion(document: object, limit: number = IMPORT_LIMITS.maxAliasExpansion): void {
  const sizes = new Map<object, number>()
  const open = new Set<object>()
  let written = 0
  const stack: Frame[] = [{ value: document, pointer: '', children: undefined }]
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame
    if (frame.children === undefined) {
      if (sizes.has(frame.value)) {
        stack.pop()
        continue
      }
      open.add(frame.value)
      const children: object[] = []
      for (const [key, child] of Object.entries(frame.value)) {
        written++
        if (typeof child !== 'object' || child === null) continue
        if (open.has(child)) {
          throw new InvalidDocumentError(
            IMPORT_ERROR_MESSAGES.selfReference(childPointer(frame.pointer, key)),
            {
              pointer: childPointer(frame.pointer, key),
            },
          )
        }
        children.push(child)
        if (!sizes.has(child))
          stack.push({ value: child, pointer: childPointer(frame.pointer, key), children: undefined })
      }
      frame.children = children
      continue
    }
    // Every child is measured now: this value's expanded size is its own entries plus theirs.
    let size = Object.keys(frame.value).length
    for (const child of frame.children) size += sizes.get(child) ?? 0
    sizes.set(frame.value, size)
    open.delete(frame.value)
    stack.pop()
    if (size - written > limit) {
      throw new InvalidDocumentError(IMPORT_ERROR_MESSAGES.aliasBudget(limit), { pointer: frame.pointer })
    }
  }
}
