import type { ApiDefinition, PlaygroundConfiguration } from '@api-explorer/model'
import type { StateCreator, StoreApi } from 'zustand/vanilla'
import {
  absentOptionalKeys,
  addFormStateValue,
  addOptionalFormStateValues,
  removeFormStateValue,
  setFormStateValue,
} from './form-actions.js'
import { formPathKey, sameFormErrors } from './form-path.js'
import type { AnyFormState, FormError, FormPath } from './form-state.js'
import type { FormTarget } from './form-target.js'
import type { InitialFormStateOptions } from './initial-form-state.js'
import type { FormStorage } from './persistence.js'
import { formStorageKey, loadFormState, saveFormState } from './persistence.js'
import { switchUnionVariant } from './union-variant.js'
import { addFormStateMapEntry, renameFormStateMapKey } from './map-entries.js'
import { validateForm } from './validate-form.js'

/** Options every form store takes. */
export type FormStoreOptions = {
  definition: ApiDefinition
  /**
   * The site configuration's playground section (`{ initial_state?, env_state? }`, the same value the auth
   * store takes): its parameter presets are laid over the seeds and the example.
   */
  initialState?: PlaygroundConfiguration
  /**
   * The environment the reader picked. Seeding applies the `env_state` of the effective environment (this one
   * if declared, else the default, else the first), the one requests go to.
   */
  environmentId?: string
  /** Keep the form between visits in this storage (see `FormStorage`); files are never stored. */
  storage?: FormStorage
  /** The storage key; defaults to `formStorageKey(definition.id, kind, id)`. */
  storageKey?: string
  /** The clock for date seeds. */
  now?: () => Date
}

/** State and actions every form store has. Paths are `FormPath`s into `formState`. */
export type FormStoreCore<S extends AnyFormState> = {
  readonly definition: ApiDefinition
  formState: S
  /** The problems of `formState` (see `validateEndpointForm`), kept up to date with every change. */
  errors: FormError[]
  /**
   * How many times the form was replaced as a whole ("Use example", "Clear form"). An input that keeps a draft of
   * its own (JSON that does not parse yet) drops it when this changes, even when its value is the same as before.
   */
  resets: number
  /** A base URL the reader typed over the environments. */
  baseUrlOverride?: string
  /** The environment the reader picked. */
  environmentId?: string
  /** Sets the value at a path; `undefined` removes it as {@link FormStoreCore.removeValue} does. */
  setValue: (path: FormPath, value: unknown) => void
  /**
   * Removes the value at a path. A required value is reset to its blank seed instead; returns whether the value
   * is gone.
   */
  removeValue: (path: FormPath) => boolean
  /** Adds a blank value at a path (an optional property, a list item at index = length, a multipart field). */
  addValue: (path: FormPath) => void
  /** "Add all optional properties" of the object at a path (a section, `['body', 'value']`, an object value). */
  addOptionalValues: (path: FormPath) => void
  /**
   * The optional properties the object at a path declares but does not hold (see `absentOptionalKeys`). The same
   * array comes back while the list stays the same, even across edits, so a selector can return it as it is.
   */
  absentOptionalKeys: (path: FormPath) => string[]
  /**
   * Switches the union value at a path to the variant at `index` (see `switchUnionVariant`): its seed, with the
   * values that still fit carried over.
   */
  switchVariant: (path: FormPath, index: number) => void
  /**
   * Adds an entry with the first free key to the map at a path (see `addFormStateMapEntry`); returns that key, or
   * `undefined` when nothing was added.
   */
  addMapEntry: (path: FormPath) => string | undefined
  /**
   * Renames an entry of the map at a path, keeping its value and place; `false` (and no change) when `from` is
   * missing or `to` is taken.
   */
  renameMapKey: (path: FormPath, from: string, to: string) => boolean
  /**
   * Reports (or, with `undefined`, clears) a problem the form state cannot show: text an input holds but cannot
   * put in the form yet (JSON that does not parse, a map key another entry has). It is listed in `errors` at
   * `path`, so Send does not send silently past it.
   */
  setDraftError: (path: FormPath, message: string | undefined) => void
  /** Sets or (with `undefined`) removes the base URL override. */
  setBaseUrlOverride: (baseUrl: string | undefined) => void
  /** Picks an environment (or, with `undefined`, goes back to the default one). */
  setEnvironmentId: (environmentId: string | undefined) => void
  /** "Use example": the seeded form with the first example on top (one made from the types when none is given). */
  applyExample: () => void
  /** "Clear form": the seeded form without any example. */
  clear: () => void
}

/** What a store asks its seeding for: "Use example" (with a generated one as fallback) or "Clear form". */
type SeedRequest = {
  withExample: boolean
  generateExample: boolean
  environmentId?: string | undefined
}

/** How a store seeds its form, and what it is the form of. */
export type FormStoreSetup<S extends AnyFormState> = {
  target: FormTarget
  seed: (request: SeedRequest) => S
  initialFormState: S
  initialEnvironmentId?: string | undefined
  now: () => Date
}

/** What a store starts from: its seeding, its first form and where it is kept. */
export type FormStoreStart<S extends AnyFormState> = {
  seed: (request: SeedRequest) => S
  start: S
  storageKey: string
  now: () => Date
}

/**
 * The seeding of a store (the seeds of `initialForm`, with the site's presets and the picked environment) and
 * its first form: `formState` when the host gives one, else the form kept in `storage`, else the seeded form
 * with the first example.
 */
export function formStoreStart<S extends AnyFormState>(
  options: FormStoreOptions & { formState?: S | undefined },
  kind: S['type'],
  id: string,
  initialForm: (options: InitialFormStateOptions) => S,
): FormStoreStart<S> {
  const now = options.now ?? ((): Date => new Date())
  const storageKey = options.storageKey ?? formStorageKey(options.definition.id, kind, id)
  const seed = (request: SeedRequest): S =>
    initialForm({
      withExample: request.withExample,
      generateExample: request.generateExample,
      now: now(),
      ...(options.initialState == null ? {} : { initialState: options.initialState }),
      ...(request.environmentId == null ? {} : { environmentId: request.environmentId }),
    })
  const stored = options.storage == null ? undefined : loadFormState(options.storage, storageKey)
  const start =
    options.formState ??
    (stored?.type === kind ? (stored as S) : undefined) ??
    seed({ withExample: true, generateExample: false, environmentId: options.environmentId })
  return { seed, start, storageKey, now }
}

type SetState<T> = Parameters<StateCreator<T, [['zustand/immer', never]]>>[0]
type GetState<T> = () => T

/**
 * The state and actions every form store shares, which a store spreads into its own state, and `commit`, which
 * puts a new form in place (revalidating it) for the store's own actions.
 */
export function formStoreCore<S extends AnyFormState, T extends FormStoreCore<S>>(
  setup: FormStoreSetup<S>,
  set: SetState<T>,
  get: GetState<T>,
): { state: FormStoreCore<S>; commit: (formState: S) => void } {
  const { target, now } = setup
  let validationErrors = validateForm(target, setup.initialFormState)
  const draftErrors = new Map<string, FormError>()
  const allErrors = (): FormError[] => [...validationErrors, ...draftErrors.values()]
  const commit = (formState: S): void => {
    if (formState === get().formState) {
      return
    }
    validationErrors = validateForm(target, formState)
    const errors = allErrors()
    const previous = get().errors
    const next = { formState, errors: sameFormErrors(previous, errors) ? previous : errors }
    set(next as Parameters<SetState<T>>[0])
  }
  const setDraftError = (path: FormPath, message: string | undefined): void => {
    const key = formPathKey(path)
    if (draftErrors.get(key)?.message === message) {
      return
    }
    if (message == null) {
      draftErrors.delete(key)
    } else {
      draftErrors.set(key, { path: [...path], message })
    }
    set({ errors: allErrors() } as Parameters<SetState<T>>[0])
  }
  // The last answer per path, handed out again while it is the same list.
  const absentKeys = new Map<string, { formState: S; keys: string[] }>()
  const keptAbsentKeys = (path: FormPath, formState: S): string[] => {
    const pathKey = formPathKey(path)
    const kept = absentKeys.get(pathKey)
    if (kept?.formState === formState) {
      return kept.keys
    }
    const keys = absentOptionalKeys(target, formState, path)
    const same =
      kept != null && kept.keys.length === keys.length && kept.keys.every((key, i) => key === keys[i])
    absentKeys.set(pathKey, { formState, keys: same ? kept.keys : keys })
    return same ? kept.keys : keys
  }
  const reseed = (withExample: boolean): void => {
    const formState = setup.seed({
      withExample,
      generateExample: withExample,
      environmentId: get().environmentId,
    })
    validationErrors = validateForm(target, formState)
    const errors = allErrors()
    const previous = get().errors
    set({
      formState,
      errors: sameFormErrors(previous, errors) ? previous : errors,
      resets: get().resets + 1,
    } as Parameters<SetState<T>>[0])
  }
  const core: FormStoreCore<S> = {
    definition: target.definition,
    formState: setup.initialFormState,
    errors: validationErrors,
    resets: 0,
    setValue: (path, value) => commit(setFormStateValue(target, get().formState, path, value, now())),
    removeValue: (path) => {
      const result = removeFormStateValue(target, get().formState, path, now())
      commit(result.state)
      return result.removed
    },
    addValue: (path) => commit(addFormStateValue(target, get().formState, path, now())),
    addOptionalValues: (path) => commit(addOptionalFormStateValues(target, get().formState, path, now())),
    absentOptionalKeys: (path) => keptAbsentKeys(path, get().formState),
    switchVariant: (path, index) => commit(switchUnionVariant(target, get().formState, path, index, now())),
    addMapEntry: (path) => {
      const result = addFormStateMapEntry(target, get().formState, path, now())
      commit(result.state)
      return result.key
    },
    renameMapKey: (path, from, to) => {
      const result = renameFormStateMapKey(target, get().formState, path, from, to, now())
      commit(result.state)
      return result.renamed
    },
    setDraftError,
    // zustand merges a new state into the old one, so a cleared field is set to `undefined`, not deleted.
    setBaseUrlOverride: (baseUrl) => set({ baseUrlOverride: baseUrl } as Parameters<SetState<T>>[0]),
    setEnvironmentId: (environmentId) => set({ environmentId } as Parameters<SetState<T>>[0]),
    applyExample: () => reseed(true),
    clear: () => reseed(false),
  }
  if (setup.initialEnvironmentId != null) {
    core.environmentId = setup.initialEnvironmentId
  }
  return { state: core, commit }
}

/**
 * Any form store, an endpoint's or a channel's, seen through what they share: what bindings and renderers that
 * serve both take.
 */
export type AnyFormStore = StoreApi<FormStoreCore<AnyFormState>>

/** Saves the form of a store whenever it changes. */
export function persistForm<T extends { formState: AnyFormState }>(
  store: Pick<StoreApi<T>, 'subscribe'>,
  storage: FormStorage,
  key: string,
): void {
  store.subscribe((state, previous) => {
    if (state.formState !== previous.formState) {
      saveFormState(storage, key, state.formState)
    }
  })
}
