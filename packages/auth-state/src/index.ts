export {
  AUTH_STATE_STORAGE_KEY,
  DEFAULT_API_PREFIX,
  DEFAULT_OAUTH_HEADER_NAME,
  DEFAULT_OAUTH_TOKEN_PREFIX,
  DEFAULT_RETURN_TO_QUERY_PARAM,
  KEY_INJECTION_CONFIG_PATH,
  KEY_INJECTION_LOGOUT_PATH,
  KEY_INJECTION_REFRESH_INTERVAL_MS,
  KEY_INJECTION_RETRY_DELAY_MS,
  OAUTH_CLOSE_DELAY_MS,
} from './constants.js'
export { AUTH_STATE_MESSAGES, OAUTH_LOGIN_FAILED_MESSAGE, OAUTH_TOKEN_CHANGED_MESSAGE } from './messages.js'
export type { Timers } from './timers.js'
export { globalTimers } from './timers.js'
export type {
  AuthSchemeKey,
  AuthValues,
  BasicAuthState,
  BearerAuthState,
  HeaderAuthState,
  OAuthInputMethod,
  OAuthState,
} from './auth-values.js'
export { AUTH_SCHEME_KEYS, emptyOAuthState, headerValue, oauthAccessToken } from './auth-values.js'
export type { BearerTokenOption } from './bearer-token-options.js'
export {
  formatBearerTokenOptions,
  parseBearerTokenOptions,
  selectBearerTokenOptionIn,
  selectedBearerToken,
} from './bearer-token-options.js'
export { base64Utf8, headerSafeName, headerSafeText, redactSecret } from './header-text.js'
export type { SelectedAuthScheme } from './select-auth-scheme.js'
export { oauthFallbackScheme, selectAuthScheme } from './select-auth-scheme.js'
export { isAuthPresent, isPasswordAlwaysEmpty } from './presence.js'
export type { BuildAuthHeadersOptions } from './build-auth-headers.js'
export { buildAuthHeaders } from './build-auth-headers.js'
export { readerCredentials } from './reader-credentials.js'
export { isJwtExpired } from './jwt.js'
// The site configuration lives in the model, shared with the form state; re-exported for convenience.
export type { PlaygroundConfiguration, PlaygroundState } from '@api-explorer/model'
export { effectiveEnvironment, resolvePlaygroundState } from '@api-explorer/model'
// Its zod schema (`parsePlaygroundConfiguration`) stays in `@api-explorer/model/schema`: re-exporting it here
// would put every definition schema into the bundle of each page that uses the credential store.
export type { PersistedAuthRead, PersistedAuthState, StorageErrorHandler } from './persistence.js'
export { defaultSessionStorage, readPersistedAuth, writePersistedAuth } from './persistence.js'
export type { AuthRequestSender, OAuthTokenOutcome } from './oauth-token.js'
export { requestOAuthToken } from './oauth-token.js'
export { authSchemeKey, defaultAuthValues } from './auth-defaults.js'
export { canResetToDefault, selectOAuthWarning } from './auth-selectors.js'
export type {
  AuthStore,
  AuthStoreOptions,
  AuthStoreState,
  FetchBearerTokenInput,
  OAuthFormFields,
  OAuthStatus,
  ResolveAuthHeadersOptions,
} from './auth-store-types.js'
export { createAuthStore } from './auth-store.js'
export type { KeyInjectionConfig } from './key-injection-config.js'
export {
  apiRoute,
  fetchKeyInjectionConfig,
  KEY_INJECTION_DISABLED,
  KeyInjectionConfigError,
  keyInjectionConfigSchema,
} from './key-injection-config.js'
export {
  keyInjectionLoginUrl,
  keyInjectionLogoutUrl,
  loginErrorFromUrl,
  returnToUrl,
} from './key-injection-urls.js'
export type {
  KeyInjectionStore,
  KeyInjectionStoreOptions,
  KeyInjectionStoreState,
} from './key-injection-store.js'
export { createKeyInjectionStore } from './key-injection-store.js'
