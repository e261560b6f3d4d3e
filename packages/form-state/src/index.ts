export type {
  EndpointBodyState,
  EndpointFormState,
  FormDataEntryState,
  ParameterSection,
} from './form-state.js'
export { jsonBodyObject } from './form-state.js'
export type { InitialFormStateOptions } from './initial-form-state.js'
export { initialEndpointFormState } from './initial-form-state.js'
export type { BaseUrlOptions } from './base-url.js'
export { selectBaseUrl } from './base-url.js'
export type { BuildHttpRequestInput } from './build-http-request.js'
export { buildHttpRequest } from './build-http-request.js'
export type {
  EndpointFormStore,
  EndpointFormStoreOptions,
  EndpointFormStoreState,
} from './endpoint-form-store.js'
export { createEndpointFormStore } from './endpoint-form-store.js'
export { unknownToString } from './unknown-to-string.js'
export type { RequestAuth } from './select-http-request.js'
export { selectHttpRequest } from './select-http-request.js'
