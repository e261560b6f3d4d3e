import type { FormError, FormPath } from '@api-explorer/form-state'
import { formErrorsAt, getFormValue, sameFormErrors, selectedVariantIndex } from '@api-explorer/form-state'
import type { TypeReference, TypeShape } from '@api-explorer/model'
import { useRef } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/shallow'
import { useFormStoreFor } from './form-store.js'

const NO_KEYS: string[] = []

/**
 * The value at `path` in the provided form (see `FormPath`); re-renders only when that value changes (by
 * `Object.is`: edits elsewhere in the form leave this component alone, and an edit inside an object changes the
 * object).
 *
 * @example
 * function TextField({ path }: { path: FormPath }) {
 *   const value = useFormValue(path)
 *   const store = useFormStoreApi()
 *   return <input value={typeof value === 'string' ? value : ''} onChange={(event) => store.getState().setValue(path, event.target.value)} />
 * }
 */
export function useFormValue(path: FormPath): unknown {
  return useStore(useFormStoreFor('useFormValue'), (state) => getFormValue(state.formState, path))
}

/**
 * The validation errors of the value at `path` (`formErrorsAt`), with `nested` also those of values inside it.
 * The same array comes back while the errors are the same (same paths and messages), so the component re-renders
 * only when its own errors change.
 *
 * @example
 * const errors = useFormErrors(path)
 * {errors.map((error) => <p key={error.message} role="alert">{error.message}</p>)}
 * const sectionHasErrors = useFormErrors(['queryParameters'], { nested: true }).length > 0
 */
export function useFormErrors(path: FormPath, options: { nested?: boolean } = {}): FormError[] {
  const nested = options.nested === true
  const previous = useRef<FormError[] | undefined>(undefined)
  return useStore(useFormStoreFor('useFormErrors'), (state) => {
    const next = formErrorsAt(state.errors, path, { nested })
    if (previous.current != null && sameFormErrors(previous.current, next)) {
      return previous.current
    }
    previous.current = next
    return next
  })
}

/**
 * The own keys of the object at `path` (an object value, a map, a section, `['body', 'value']`), in order; an
 * empty list when no object is there. Compared item by item, so a component listing entries re-renders only when
 * keys come, go or move, not when a value changes.
 *
 * @example
 * const keys = useFormKeys(path)
 * {keys.map((key) => <MapEntry key={key} path={[...path, key]} />)}
 */
export function useFormKeys(path: FormPath): string[] {
  return useStore(
    useFormStoreFor('useFormKeys'),
    useShallow((state) => {
      const value = getFormValue(state.formState, path)
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.keys(value)
        : NO_KEYS
    }),
  )
}

/**
 * The optional properties the object at `path` declares but does not hold (the store's `absentOptionalKeys`), for
 * an "Add optional property" menu; the same array while the list is the same.
 *
 * @example
 * const absent = useAbsentOptionalKeys(path)
 * {absent.map((key) => <MenuItem key={key} onSelect={() => store.getState().addValue([...path, key])}>{key}</MenuItem>)}
 */
export function useAbsentOptionalKeys(path: FormPath): string[] {
  return useStore(
    useFormStoreFor('useAbsentOptionalKeys'),
    useShallow((state) => state.absentOptionalKeys(path)),
  )
}

/**
 * The index of the variant the union value at `path` is of (`selectedVariantIndex`; `-1` for none), for a variant
 * picker; re-renders only when it changes.
 *
 * @example
 * const index = useSelectedVariantIndex(path, shape)
 * <select value={index} onChange={(event) => store.getState().switchVariant(path, Number(event.target.value))}>
 */
export function useSelectedVariantIndex(path: FormPath, shape: TypeShape | TypeReference): number {
  return useStore(useFormStoreFor('useSelectedVariantIndex'), (state) =>
    selectedVariantIndex(shape, getFormValue(state.formState, path), state.definition.types),
  )
}
