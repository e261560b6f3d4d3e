// zod/mini: the functional build, so a page bundles only the few validators used here.
import * as z from 'zod/mini'
import type { AnyFormState, EndpointBodyState, FormDataEntryState } from './form-state.js'
import { jsonText } from './unknown-to-string.js'

/**
 * Where forms are kept between visits: `localStorage`, `sessionStorage`, or anything with the same three
 * methods. The host chooses; nothing is stored without one.
 */
export type FormStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The version of the stored format; a stored form of another version is dropped. */
export const FORM_STORAGE_VERSION = 1

/**
 * The stored format's schema, built on first use rather than when the module loads: building zod schemas costs
 * the page's first evaluation a few milliseconds, before anything is read from storage.
 */
let storedSchema: ReturnType<typeof buildStoredSchema> | undefined

function buildStoredSchema() {
  const values = z.record(z.string(), z.unknown())
  const entry = z.discriminatedUnion('type', [
    z.object({ type: z.literal('json'), value: z.unknown() }),
    z.object({ type: z.literal('file') }),
    z.object({ type: z.literal('fileArray'), value: z.array(z.unknown()) }),
    z.object({ type: z.literal('exploded'), value: z.array(z.unknown()) }),
  ])
  const body = z.discriminatedUnion('type', [
    z.object({ type: z.literal('json'), value: z.unknown() }),
    z.object({ type: z.literal('form-data'), value: z.record(z.string(), entry) }),
    z.object({ type: z.literal('octet-stream') }),
  ])
  const sections = { headers: values, pathParameters: values, queryParameters: values }
  return z.object({
    version: z.literal(FORM_STORAGE_VERSION),
    formState: z.discriminatedUnion('type', [
      z.object({ type: z.literal('endpoint'), ...sections, body: z.optional(body) }),
      z.object({ type: z.literal('websocket'), ...sections, messages: values }),
    ]),
  })
}

/** The storage key of a form: one per definition and endpoint or channel. */
export function formStorageKey(definitionId: string, kind: 'endpoint' | 'websocket', id: string): string {
  return `api-explorer:form-state:${JSON.stringify([definitionId, kind, id])}`
}

/**
 * A form as it can be stored: files cannot be (their bytes would overflow a storage quota, and a stored file is
 * a stale copy), so file fields keep an empty slot, file lists are emptied and a raw file body loses its file.
 */
export function persistableFormState<S extends AnyFormState>(formState: S): S {
  if (formState.type !== 'endpoint' || formState.body == null) {
    return formState
  }
  return { ...formState, body: withoutFiles(formState.body) }
}

/**
 * Stores a form (without its files, see {@link persistableFormState}). Returns `false` when the storage
 * refused it (full, or disabled) or the values cannot be written as JSON (big integers are written as text); the page carries on either way.
 */
export function saveFormState(storage: FormStorage, key: string, formState: AnyFormState): boolean {
  try {
    storage.setItem(
      key,
      jsonText({ version: FORM_STORAGE_VERSION, formState: persistableFormState(formState) }) ?? '',
    )
    return true
  } catch {
    return false
  }
}

/**
 * The form stored under `key`, checked against the form-state schema. Nothing stored gives `undefined`; so does
 * anything unreadable (not JSON, another shape, another version), which is also removed. Never throws.
 */
export function loadFormState(storage: FormStorage, key: string): AnyFormState | undefined {
  let text: string | null
  try {
    text = storage.getItem(key)
  } catch {
    return undefined
  }
  if (text == null) {
    return undefined
  }
  const formState = parseStored(text)
  if (formState == null) {
    clearStoredFormState(storage, key)
  }
  return formState
}

/** Removes the form stored under `key`; a failing storage is ignored. */
export function clearStoredFormState(storage: FormStorage, key: string): void {
  try {
    storage.removeItem(key)
  } catch {
    // A storage that cannot remove keeps the value; an unreadable one is ignored again next time.
  }
}

function parseStored(text: string): AnyFormState | undefined {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const result = (storedSchema ??= buildStoredSchema()).safeParse(json)
  return result.success ? (result.data.formState as AnyFormState) : undefined
}

function withoutFiles(body: EndpointBodyState): EndpointBodyState {
  switch (body.type) {
    case 'octet-stream':
      return { type: 'octet-stream' }
    case 'form-data': {
      const value: Record<string, FormDataEntryState> = {}
      for (const [key, item] of Object.entries(body.value)) {
        const kept: FormDataEntryState =
          item.type === 'file'
            ? { type: 'file' }
            : item.type === 'fileArray'
              ? { type: 'fileArray', value: [] }
              : item
        Object.defineProperty(value, key, {
          value: kept,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      }
      return { type: 'form-data', value }
    }
    default:
      return body
  }
}
