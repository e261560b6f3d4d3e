import type { TypeRegistry } from '@api-explorer/model'
import { useFormStoreApi } from '@api-explorer/react'

// The renderer reads and edits one form store through the React bindings; these are the few helpers it adds.
export { useFormErrors, useFormKeys, useFormStoreApi, useFormValue } from '@api-explorer/react'

/** The named types of the definition the form belongs to. */
export function useFormTypes(): TypeRegistry {
  return useFormStoreApi().getState().definition.types
}
