import type { EndpointDefinition } from '@api-explorer/model'
import { immer } from 'zustand/middleware/immer'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import { normalizeBody } from './files.js'
import { setFormStateValue } from './form-actions.js'
import type { FormStoreCore, FormStoreOptions } from './form-store-core.js'
import { formStoreCore, formStoreStart, persistForm } from './form-store-core.js'
import { isRecord } from './form-path.js'
import type {
  EndpointBodyState,
  EndpointFormState,
  FormDataEntryState,
  ParameterSection,
} from './form-state.js'
import type { FormTarget } from './form-target.js'
import { requestBodyShape } from './form-target.js'
import { initialEndpointFormState } from './initial-form-state.js'
import { bodyKind, emptyBody } from './seed-values.js'

/** Options of {@link createEndpointFormStore}. */
export type EndpointFormStoreOptions = FormStoreOptions & {
  endpointId: string
  /** Start from this form (e.g. one the host kept) instead of the stored or seeded one. */
  formState?: EndpointFormState
}

/** State and actions of one endpoint's form. */
export type EndpointFormStoreState = FormStoreCore<EndpointFormState> & {
  readonly endpoint: EndpointDefinition
  /** Sets one header, path or query parameter; `undefined` removes it (see `removeValue`). */
  setParameter: (section: ParameterSection, key: string, value: unknown) => void
  /** Replaces the body; `undefined` removes it (a required body is reset to its blank seed). */
  setBody: (body: EndpointBodyState | undefined) => void
  /** Sets one property of a JSON object body (starting one if needed); `undefined` removes it. */
  setBodyProperty: (key: string, value: unknown) => void
  /** Sets one field of a multipart body (starting one if needed); `undefined` removes it. */
  setFormDataEntry: (key: string, entry: FormDataEntryState | undefined) => void
}

/** A vanilla zustand store of one endpoint's form. */
export type EndpointFormStore = StoreApi<EndpointFormStoreState>

/**
 * Creates the form store of one endpoint. It starts from `formState`, else the form kept in `storage`, else the
 * seeded form (blank seeds, the first example, the site's `initialState` presets). Every change revalidates the form
 * into `errors` and, with a `storage`, is saved.
 *
 * @example
 * const store = createEndpointFormStore({ definition, endpointId: 'getUser' })
 * store.getState().setValue(['pathParameters', 'userId'], 'usr_ada')
 * store.getState().errors // [] when the form can be sent
 */
export function createEndpointFormStore(options: EndpointFormStoreOptions): EndpointFormStore {
  const { definition, endpointId } = options
  const endpoint = Object.hasOwn(definition.endpoints, endpointId)
    ? definition.endpoints[endpointId]
    : undefined
  if (endpoint == null) {
    throw new Error(`Endpoint "${endpointId}" is not in API definition "${definition.id}".`)
  }
  const target: FormTarget = { type: 'endpoint', definition, endpoint }
  const { seed, start, storageKey, now } = formStoreStart(options, 'endpoint', endpointId, (seedOptions) =>
    initialEndpointFormState(definition, endpoint, seedOptions),
  )

  const store = createStore<EndpointFormStoreState>()(
    immer((set, get) => {
      const { state: core, commit } = formStoreCore<EndpointFormState, EndpointFormStoreState>(
        {
          target,
          seed,
          initialFormState: fitToEndpoint(target, start, now()),
          initialEnvironmentId: options.environmentId,
          now,
        },
        set,
        get,
      )
      // The older per-kind setters start a body of their kind when the form holds another one.
      const setBodyEntry = (type: 'json' | 'form-data', key: string, value: unknown): void => {
        const state = get().formState
        const fits = state.body?.type === type && (type === 'form-data' || isRecord(state.body.value))
        const empty: EndpointBodyState =
          type === 'json' ? { type: 'json', value: {} } : { type: 'form-data', value: {} }
        const next = fits || value === undefined ? state : { ...state, body: empty }
        commit(setFormStateValue(target, next, ['body', 'value', key], value, now()))
      }
      return {
        ...core,
        endpoint,
        setParameter: (section, key, value) => get().setValue([section, key], value),
        setBody: (body) => get().setValue(['body'], body),
        setBodyProperty: (key, value) => setBodyEntry('json', key, value),
        setFormDataEntry: (key, entry) => setBodyEntry('form-data', key, entry),
      }
    }),
  )
  if (options.storage != null) {
    persistForm(store, options.storage, storageKey)
  }
  return store
}

/**
 * A form from elsewhere (the host, a storage) made to fit the endpoint: a body of another kind than the
 * endpoint's is replaced by its blank body, and file places keep only files.
 */
function fitToEndpoint(target: FormTarget, state: EndpointFormState, now: Date): EndpointFormState {
  const shape = requestBodyShape(target)
  if (shape == null || state.body == null) {
    return state
  }
  const body =
    bodyKind(shape) === state.body.type
      ? normalizeBody(shape, state.body)
      : emptyBody(shape, target.definition.types, now)
  return body === state.body ? state : { ...state, ...(body == null ? {} : { body }) }
}
