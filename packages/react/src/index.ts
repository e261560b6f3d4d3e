'use client'

export { EndpointFormProvider, useEndpointForm, useEndpointFormStore } from './endpoint-form.js'
export { WebSocketFormProvider, useWebSocketForm, useWebSocketFormStore } from './websocket-form.js'
export { useWebSocketTarget } from './use-websocket-target.js'
export type { FormStoreProviderProps } from './form-store.js'
export { FormStoreProvider, useFormStore, useFormStoreApi } from './form-store.js'
export {
  useAbsentOptionalKeys,
  useFormErrors,
  useFormKeys,
  useFormValue,
  useSelectedVariantIndex,
} from './use-form-value.js'
export type { FormStoreCacheProviderProps } from './form-store-cache.js'
export { FormStoreCacheProvider, useFormStoreCache } from './form-store-cache.js'
export {
  WebSocketSessionProvider,
  useWebSocketSession,
  useWebSocketSessionStore,
} from './websocket-session.js'
export type { ResponseProviderOptions } from './response.js'
export { ResponseProvider, useResponse, useResponseStore } from './response.js'
export { useBaseUrl, useHttpRequest } from './use-http-request.js'
export type { KeyInjectionProviderOptions } from './auth.js'
export {
  AuthProvider,
  KeyInjectionProvider,
  useAuthStore,
  useAuthStoreApi,
  useKeyInjection,
  useKeyInjectionStore,
} from './auth.js'
export { useAuthHeaders, useAuthValues } from './use-auth-headers.js'
export type { ExplorerProviderProps } from './explorer.js'
export { ExplorerProvider, useExplorer, useExplorerState, useOptionalExplorer } from './explorer.js'
export type { ConnectStatus, SendStatus } from './explorer-scopes.js'
export {
  ChannelScope,
  EndpointScope,
  useChannelSession,
  useChannelSessionOf,
  useConnectStatus,
  useEndpointSession,
  useEndpointSessionOf,
  useSendStatus,
} from './explorer-scopes.js'
export type { ProviderProps, StoreContext } from './create-store-context.js'
export { createStoreContext } from './create-store-context.js'

export type {
  AnyFormState,
  AnyFormStore,
  EndpointBodyState,
  EndpointFormState,
  EndpointFormStoreState,
  FormDataEntryState,
  FormError,
  FormPath,
  FormStoreCache,
  FormStoreCore,
  ParameterSection,
} from '@api-explorer/form-state'
// The store packages' pure helpers the UI kit uses: it imports no store package itself (see README).
export {
  formPathKey,
  getFormValue,
  isOfVariantKind,
  isRequiredField,
  isRequiredProperty,
  jsonBodyObject,
  numberFromText,
  selectedVariantIndex,
  stepNumber,
} from '@api-explorer/form-state'
export type { EndpointFormStore, FormStorage } from '@api-explorer/form-state'
export {
  authSchemeKey,
  canResetToDefault,
  headerValue,
  isAuthPresent,
  isPasswordAlwaysEmpty,
  parseBearerTokenOptions,
  selectedBearerToken,
  selectOAuthWarning,
} from '@api-explorer/auth-state'
export type {
  AuthValues,
  OAuthInputMethod,
  PlaygroundConfiguration,
  SelectedAuthScheme,
} from '@api-explorer/auth-state'
export type {
  BlockedReason,
  ChannelSession,
  ConnectOutcome,
  EndpointSession,
  Explorer,
  ExplorerOptions,
  ExplorerSettings,
  ExplorerState,
  KeyInjectionOptions,
  SendOutcome,
} from '@api-explorer/core'
export { createExplorer } from '@api-explorer/core'
export { isSafeInlineType } from '@api-explorer/proxy-fetcher'
export type {
  ResponseStoreState,
  WebSocketLogEntry,
  WebSocketSessionOptions,
  WebSocketSessionState,
} from '@api-explorer/proxy-fetcher'
export type { AuthStoreState, KeyInjectionStoreState } from '@api-explorer/auth-state'
