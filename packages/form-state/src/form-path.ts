import type { FormError, FormPath } from './form-state.js'

/** The value at `path`, or `undefined` when any step is missing. Only own entries are followed. */
export function getFormValue(root: unknown, path: FormPath): unknown {
  let current = root
  for (const key of path) {
    if (Array.isArray(current)) {
      if (typeof key !== 'number') {
        return undefined
      }
      current = current[key]
    } else if (isRecord(current) && Object.hasOwn(current, String(key))) {
      current = current[String(key)]
    } else {
      return undefined
    }
  }
  return current
}

/**
 * A copy of `root` with `value` at `path`; only the containers along the path are copied. Missing containers are
 * created: a list when the next key is a number, otherwise an object. A number key past the end of a list appends.
 * The empty path returns `value`.
 */
export function setFormValue<T>(root: T, path: FormPath, value: unknown): T {
  return setAt(root, path, 0, value) as T
}

/**
 * A copy of `root` without the value at `path`: an object entry is deleted, a list item spliced out (later items
 * move up). A path that leads nowhere returns `root` itself.
 */
export function removeFormValue<T>(root: T, path: FormPath): T {
  return removeAt(root, path, 0) as T
}

/** A string naming a path, for maps keyed by path (`formPathKey(['body', 'value', 0])` is `'["body","value",0]'`). */
export function formPathKey(path: FormPath): string {
  return JSON.stringify(path)
}

/** Whether `path` starts with `prefix` (a path starts with itself). */
export function isPathWithin(path: FormPath, prefix: FormPath): boolean {
  return prefix.length <= path.length && prefix.every((key, index) => path[index] === key)
}

/**
 * The errors of the value at `path`: those attached to it exactly, or with `nested` also those of values inside
 * it (a section, an object, a list).
 */
export function formErrorsAt(
  errors: readonly FormError[],
  path: FormPath,
  options: { nested?: boolean } = {},
): FormError[] {
  return errors.filter((error) =>
    options.nested === true
      ? isPathWithin(error.path, path)
      : error.path.length === path.length && isPathWithin(error.path, path),
  )
}

/** Whether two lists of errors say the same, error by error (message and path), in the same order. */
export function sameFormErrors(a: readonly FormError[], b: readonly FormError[]): boolean {
  return (
    a.length === b.length &&
    a.every((error, index) => {
      const other = b[index]
      return (
        other != null &&
        error.message === other.message &&
        error.path.length === other.path.length &&
        error.path.every((key, keyIndex) => other.path[keyIndex] === key)
      )
    })
  )
}

/** A plain object (not a list, not `null`). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Sets an own entry. Keys come from definitions and readers, and plain assignment of `__proto__` would change
 * the object's prototype instead of adding the entry.
 */
export function setOwnEntry(record: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    record[key] = value
  }
}

/** A shallow copy of a record that keeps a `__proto__` entry as an entry. */
export function copyRecord(record: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    setOwnEntry(copy, key, value)
  }
  return copy
}

function setAt(node: unknown, path: FormPath, index: number, value: unknown): unknown {
  if (index === path.length) {
    return value
  }
  const key = path[index] as string | number
  if (typeof key === 'number' && (Array.isArray(node) || node == null)) {
    const list = Array.isArray(node) ? [...(node as unknown[])] : []
    const position = Math.min(Math.max(0, Math.trunc(key)), list.length)
    list[position] = setAt(list[position], path, index + 1, value)
    return list
  }
  const record = isRecord(node) ? copyRecord(node) : {}
  const name = String(key)
  setOwnEntry(
    record,
    name,
    setAt(Object.hasOwn(record, name) ? record[name] : undefined, path, index + 1, value),
  )
  return record
}

function removeAt(node: unknown, path: FormPath, index: number): unknown {
  const key = path[index]
  if (key === undefined) {
    return node
  }
  const last = index === path.length - 1
  if (Array.isArray(node)) {
    if (typeof key !== 'number' || key < 0 || key >= node.length) {
      return node
    }
    const list = [...(node as unknown[])]
    if (last) {
      list.splice(key, 1)
    } else {
      const child = removeAt(list[key], path, index + 1)
      if (child === list[key]) {
        return node
      }
      list[key] = child
    }
    return list
  }
  const name = String(key)
  if (!isRecord(node) || !Object.hasOwn(node, name)) {
    return node
  }
  const record = copyRecord(node)
  if (last) {
    delete record[name]
  } else {
    const child = removeAt(record[name], path, index + 1)
    if (child === record[name]) {
      return node
    }
    setOwnEntry(record, name, child)
  }
  return record
}
