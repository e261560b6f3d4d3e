import { useFormStore } from '@api-explorer/react'

/**
 * How many times the form was replaced as a whole ("Use example", "Clear form"; the store's `resets`). An input
 * that keeps a draft of its own (JSON that does not parse, a map key already used) drops it when this changes,
 * even when its value is the same as before.
 */
export function useFormResets(): number {
  return useFormStore((state) => state.resets)
}
