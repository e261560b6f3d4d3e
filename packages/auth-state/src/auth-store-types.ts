import type {
  AuthScheme,
  HttpRequest,
  OAuthReferencedEndpoint,
  PlaygroundConfiguration,
  PlaygroundState,
} from '@api-explorer/model'
import type { StoreApi } from 'zustand/vanilla'
import type { AuthSchemeKey, AuthValues, BasicAuthState, OAuthState } from './auth-values.js'
import type { AuthHeaders } from '@api-explorer/model'
import type { AuthRequestSender } from './oauth-token.js'
import type { StorageErrorHandler } from './persistence.js'
import type { Timers } from './timers.js'

/** Options of `createAuthStore`. */
export type AuthStoreOptions = {
  /** Where credentials persist; default `globalThis.sessionStorage` when it exists. `null`: memory only. */
  storage?: Storage | null
  /** The storage key; default `AUTH_STATE_STORAGE_KEY` (`playground-auth-state`). */
  storageKey?: string
  /** The site configuration's playground section (`initial_state`, `env_state`). */
  playground?: PlaygroundConfiguration
  /**
   * The EFFECTIVE environment id, which picks the `env_state` entry: the environment requests go to (the picked
   * one, else the endpoint's default, else its first — `effectiveEnvironment(endpoint, picked)?.id`), not only
   * one the reader picked. The store knows no endpoint; the host keeps it current with `setEnvironment`.
   */
  environmentId?: string
  /** A token injected by key-injection login; the bearer default. */
  injectedToken?: string
  /** Sends the OAuth token request, e.g. `(request) => sendRequest(request, { proxyUrl })`. */
  send?: AuthRequestSender
  /** Timers for the post-login close; default the global ones. */
  timers?: Timers
  /** The clock JWT expiry is checked against, in ms; default `Date.now`. */
  now?: () => number
  /** Told when storage throws or holds something unusable (never given a credential). Default: ignore. */
  onStorageError?: StorageErrorHandler
}

/** The OAuth fields the reader edits; the login bookkeeping is the store's. */
export type OAuthFormFields = Omit<OAuthState, 'isLoggedIn' | 'isLoggingIn' | 'loggedInStartingToken'>

/** How the last "Fetch Bearer Token" went. */
export type OAuthStatus = {
  /** The failed-login flag. */
  failed: boolean
  /** The banner text on failure: "Failed to login with the provided credentials". */
  error?: string
  /** Why, for developers (status, locator, transport error); never a credential. */
  cause?: string
}

/** What "Fetch Bearer Token" needs: the scheme (for its locator) and the token endpoint's request. */
export type FetchBearerTokenInput = {
  oauth: Pick<OAuthReferencedEndpoint, 'accessTokenLocator'>
  /** The referenced endpoint's request, built from its own form (no auth headers). */
  request: HttpRequest
  /**
   * Close the authorization form 500 ms after a successful login; default `true` (the reader's "Fetch Bearer
   * Token"). `resolveAuthHeaders` refreshes with `false`, so a background refresh never closes the form.
   */
  closeForm?: boolean
}

/** Options of `resolveAuthHeaders`. */
export type ResolveAuthHeadersOptions = {
  redacted?: boolean
  /** The token endpoint's request, to log in again when the OAuth token is an expired JWT. */
  tokenRequest?: HttpRequest | (() => HttpRequest | Promise<HttpRequest>)
}

/** State and actions of the credential store. */
export type AuthStoreState = AuthValues & {
  /** Schemes whose credentials the reader has set (persisted); the others follow the defaults. */
  customized: Record<AuthSchemeKey, boolean>
  playground: PlaygroundConfiguration | undefined
  environmentId: string | undefined
  /** The site's playground state for the current environment (`env_state` merged over `initial_state`). */
  playgroundState: PlaygroundState
  injectedToken: string | undefined
  /** Whether the authorization form is open; a successful OAuth login closes it after 500 ms. */
  formOpen: boolean
  oauthStatus: OAuthStatus
  setBearerToken: (token: string) => void
  /** Selects one of the named options the bearer token carries (see `parseBearerTokenOptions`). */
  selectBearerTokenOption: (key: string) => void
  /** Sets a header-auth value; an existing name in another letter case is replaced. */
  setHeaderValue: (name: string, value: string) => void
  setBasicAuth: (patch: Partial<BasicAuthState>) => void
  setOAuth: (patch: Partial<OAuthFormFields>) => void
  /** "Reset token to default": the scheme back to its defaults, forgotten by storage. */
  resetToDefault: (scheme: AuthSchemeKey) => void
  /**
   * Switches environment (pass the effective one, see `AuthStoreOptions.environmentId`); schemes the reader has
   * not set follow the new defaults.
   */
  setEnvironment: (environmentId: string | undefined) => void
  setPlaygroundConfiguration: (playground: PlaygroundConfiguration | undefined) => void
  /**
   * Sets (or with `undefined` clears) the key-injection token, the bearer default. When a token arrives where
   * there was none (a login), the bearer scheme goes back to its default, the injected token, even over a token
   * the reader typed before; a changed or repeated token leaves a typed one alone.
   */
  setInjectedToken: (token: string | undefined) => void
  setFormOpen: (open: boolean) => void
  toggleForm: () => void
  /**
   * "Fetch Bearer Token": sends the token request, reads the token, logs in (the OAuth scheme becomes
   * customized, so the token persists) and closes the form 500 ms later; or sets the failed flag and message
   * and forgets the previous token. Resolves `true` on success; never rejects. Calls while one is in flight
   * share it. A reply that arrives after `resetToDefault('oauth')` or a switch of `selectedInputMethod` is
   * ignored (resolving `false`).
   */
  fetchBearerToken: (input: FetchBearerTokenInput) => Promise<boolean>
  /**
   * `buildAuthHeaders` for the current credentials. For an OAuth scheme it first waits for a login in flight,
   * then logs in again when the token was fetched (`credentials` mode), it is a JWT past its `exp`, and
   * `tokenRequest` is given; that background login leaves the form open.
   */
  resolveAuthHeaders: (
    scheme: AuthScheme | undefined,
    options?: ResolveAuthHeadersOptions,
  ) => Promise<AuthHeaders>
}

/** A vanilla zustand store of credentials. */
export type AuthStore = StoreApi<AuthStoreState>
