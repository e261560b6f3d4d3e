import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'
import { immer } from 'zustand/middleware/immer'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import type {
  EndpointBodyState,
  EndpointFormState,
  FormDataEntryState,
  ParameterSection,
} from './form-state.js'
import { jsonBodyObject } from './form-state.js'
import { initialEndpointFormState } from './initial-form-state.js'

/** Options of {@link createEndpointFormStore}. */
export type EndpointFormStoreOptions = {
  definition: ApiDefinition
  endpointId: string
  /** Start from this state instead of the seeded one (e.g. a state the host saved). */
  initialState?: EndpointFormState
  /** The clock for date seeds. */
  now?: () => Date
}

/** State and actions of one endpoint's form. */
export type EndpointFormStoreState = {
  readonly endpoint: EndpointDefinition
  formState: EndpointFormState
  /** A base URL the reader typed over the endpoint's environments. */
  baseUrlOverride?: string
  /** Sets or (with `undefined`) removes the base URL override. */
  setBaseUrlOverride: (baseUrl: string | undefined) => void
  /** Sets one header, path or query parameter; `undefined` removes it. */
  setParameter: (section: ParameterSection, key: string, value: unknown) => void
  /** Replaces the body. */
  setBody: (body: EndpointBodyState | undefined) => void
  /** Sets one property of a JSON object body (starting one if needed); `undefined` removes it. */
  setBodyProperty: (key: string, value: unknown) => void
  /** Sets one field of a multipart body (starting one if needed); `undefined` removes it. */
  setFormDataEntry: (key: string, entry: FormDataEntryState | undefined) => void
  /** "Use example": the seeded form with the endpoint's first example on top. */
  applyExample: () => void
  /** "Clear form": the seeded form without the example. */
  clear: () => void
}

/** A vanilla zustand store of one endpoint's form. */
export type EndpointFormStore = StoreApi<EndpointFormStoreState>

/**
 * Creates the form store of one endpoint, seeded with blank values and the endpoint's first example.
 *
 * @example
 * const store = createEndpointFormStore({ definition, endpointId: 'getUser' })
 * store.getState().setParameter('pathParameters', 'userId', 'usr_ada')
 */
export function createEndpointFormStore(options: EndpointFormStoreOptions): EndpointFormStore {
  const { definition, endpointId } = options
  const endpoint = definition.endpoints[endpointId]
  if (endpoint == null) {
    throw new Error(`Endpoint "${endpointId}" is not in API definition "${definition.id}".`)
  }
  const seed = (withExample: boolean): EndpointFormState =>
    initialEndpointFormState(definition, endpoint, {
      withExample,
      ...(options.now == null ? {} : { now: options.now() }),
    })

  return createStore<EndpointFormStoreState>()(
    immer((set) => ({
      endpoint,
      formState: options.initialState ?? seed(true),
      setParameter: (section, key, value) =>
        set((state) => {
          if (value === undefined) {
            delete state.formState[section][key]
          } else {
            state.formState[section][key] = value
          }
        }),
      setBody: (body) =>
        set((state) => {
          if (body === undefined) {
            delete state.formState.body
          } else {
            state.formState.body = body
          }
        }),
      setBodyProperty: (key, value) =>
        set((state) => {
          const current = jsonBodyObject(state.formState.body)
          if (value === undefined) {
            delete current[key]
          } else {
            current[key] = value
          }
          state.formState.body = { type: 'json', value: current }
        }),
      setFormDataEntry: (key, entry) =>
        set((state) => {
          const current = state.formState.body?.type === 'form-data' ? state.formState.body.value : {}
          if (entry === undefined) {
            delete current[key]
          } else {
            current[key] = entry
          }
          state.formState.body = { type: 'form-data', value: current }
        }),
      setBaseUrlOverride: (baseUrl) =>
        set((state) => {
          if (baseUrl === undefined) {
            delete state.baseUrlOverride
          } else {
            state.baseUrlOverride = baseUrl
          }
        }),
      applyExample: () => set({ formState: seed(true) }),
      clear: () => set({ formState: seed(false) }),
    })),
  )
}
