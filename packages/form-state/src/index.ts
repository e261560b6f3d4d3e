export type {
  AnyFormState,
  EndpointBodyState,
  EndpointFormState,
  FormDataEntryState,
  FormError,
  FormPath,
  ParameterSection,
  WebSocketFormState,
} from './form-state.js'
export { jsonBodyObject } from './form-state.js'
export { formErrorsAt, formPathKey, getFormValue, isPathWithin, sameFormErrors } from './form-path.js'
export type { FormTarget } from './form-target.js'
export type { FormSlot } from './form-slot.js'
export { resolveFormSlot } from './form-slot.js'
export {
  absentOptionalKeys,
  addFormStateValue,
  addOptionalFormStateValues,
  removeFormStateValue,
  setFormStateValue,
} from './form-actions.js'
export { selectedVariantIndex, switchUnionVariant } from './union-variant.js'
export { addFormStateMapEntry, renameFormStateMapKey } from './map-entries.js'
// Variant labels are a fact of the definition, kept in the model; re-exported for form renderers.
export type { UnionVariantLabel } from '@api-explorer/model'
export { unionVariants } from '@api-explorer/model'

export type { InitialFormStateOptions } from './initial-form-state.js'
export { initialEndpointFormState, initialWebSocketFormState } from './initial-form-state.js'

export type { AnyFormStore, FormStoreCore, FormStoreOptions } from './form-store-core.js'
export type { FormStoreCache, FormStoreCacheOptions } from './form-store-cache.js'
export { createFormStoreCache } from './form-store-cache.js'
export type {
  EndpointFormStore,
  EndpointFormStoreOptions,
  EndpointFormStoreState,
} from './endpoint-form-store.js'
export { createEndpointFormStore } from './endpoint-form-store.js'
export type {
  WebSocketFormStore,
  WebSocketFormStoreOptions,
  WebSocketFormStoreState,
} from './websocket-form-store.js'
export { createWebSocketFormStore } from './websocket-form-store.js'

export type { ValidateValueOptions } from './validate-value.js'
export { isRequiredProperty, validateValue } from './validate-value.js'
export { isRequiredField } from './seed-values.js'
export { isOfVariantKind } from './variant-kind.js'
export { validateEndpointForm, validateWebSocketForm } from './validate-form.js'
export { FORM_STATE_MESSAGES } from './messages.js'
export { FORM_STRUCTURE_MESSAGES } from './structure-messages.js'
export { dedupeFiles, isFileValue } from './files.js'

// The site configuration and the environment rule live in the model, shared with the auth state.
export type { PlaygroundConfiguration, PlaygroundState } from '@api-explorer/model'
export { effectiveEnvironment } from '@api-explorer/model'
export type { BaseUrlOptions } from './base-url.js'
export { selectBaseUrl } from './base-url.js'
export type { BuildHttpRequestInput, BuildHttpRequestOptions } from './build-http-request.js'
export { buildHttpRequest } from './build-http-request.js'
export { selectHttpRequest } from './select-http-request.js'
export type { BuildWebSocketTargetInput } from './websocket-target.js'
export { buildWebSocketTarget, selectWebSocketTarget } from './websocket-target.js'
export { isHeaderName } from './header-list.js'
export { unknownToString } from './unknown-to-string.js'
export type { WireValueOptions } from './wire-value.js'
export { toWireValue, wireText } from './wire-value.js'
export { MAX_VALUE_DEPTH } from './value-depth.js'
// Exact numbers: what a number input stores for typed text, and what its stepper buttons give.
export type { NumberKind } from './number-text.js'
export { isNumberKind, numberFromText } from './number-text.js'
export { stepNumber } from './step-number.js'

export type { FormStorage } from './persistence.js'
export {
  clearStoredFormState,
  FORM_STORAGE_VERSION,
  formStorageKey,
  loadFormState,
  persistableFormState,
  saveFormState,
} from './persistence.js'
