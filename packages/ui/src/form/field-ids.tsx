import type { FormPath } from '@api-explorer/react'
import { formPathKey } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { createContext, useContext, useId } from 'react'

const FieldIdPrefix = createContext<string>('ax-field')

/**
 * Gives the fields inside a unique id prefix, so that several forms on one page (inline playgrounds) never share
 * an element id.
 */
export function FieldIdScope({ children }: { children: ReactNode }): ReactNode {
  const prefix = useId()
  return <FieldIdPrefix.Provider value={prefix}>{children}</FieldIdPrefix.Provider>
}

/** The element id of the input that edits the value at `path` (the target of "focus this field" links). */
export function useFieldId(path: FormPath): string {
  return fieldId(useContext(FieldIdPrefix), path)
}

/** The id prefix of the enclosing {@link FieldIdScope}. */
export function useFieldIdPrefix(): string {
  return useContext(FieldIdPrefix)
}

/** An element id for the value at `path` under `prefix`: a short hash of the path, since keys may hold any text. */
export function fieldId(prefix: string, path: FormPath): string {
  const key = formPathKey(path)
  let hash = 5381
  for (let index = 0; index < key.length; index += 1) {
    hash = ((hash * 33) ^ key.charCodeAt(index)) >>> 0
  }
  return `${prefix}f${hash.toString(36)}${key.length.toString(36)}`
}
