import type { HttpRequest } from '@api-explorer/model'
import { immer } from 'zustand/middleware/immer'
import { createStore } from 'zustand/vanilla'
import type {
  AuthStore,
  AuthStoreOptions,
  AuthStoreState,
  FetchBearerTokenInput,
} from './auth-store-types.js'
import { defaultAuthValues } from './auth-defaults.js'
import type { AuthSchemeKey } from './auth-values.js'
import { AUTH_SCHEME_KEYS } from './auth-values.js'
import { selectBearerTokenOptionIn } from './bearer-token-options.js'
import { buildAuthHeaders } from './build-auth-headers.js'
import { AUTH_STATE_STORAGE_KEY, OAUTH_CLOSE_DELAY_MS } from './constants.js'
import { isJwtExpired } from './jwt.js'
import { AUTH_STATE_MESSAGES } from './messages.js'
import { requestOAuthToken } from './oauth-token.js'
import type { PersistedAuthState } from './persistence.js'
import { defaultSessionStorage, readPersistedAuth, writePersistedAuth } from './persistence.js'
import { resolvePlaygroundState } from './playground-state.js'
import { globalTimers } from './timers.js'

/**
 * Creates the credential store: per-scheme credentials seeded from the site configuration and the
 * reader's earlier entries in sessionStorage (validated; a corrupt entry is dropped), persisted as they
 * change, plus the OAuth client-credentials login.
 *
 * @example
 * const auth = createAuthStore({ playground: siteConfig.playground, send: (r) => sendRequest(r, { proxyUrl }) })
 * auth.getState().setBearerToken('sk_test_123')
 * const { headers, secrets } = buildAuthHeaders(selected.scheme, auth.getState())
 */
export function createAuthStore(options: AuthStoreOptions = {}): AuthStore {
  const storage = options.storage === undefined ? defaultSessionStorage() : (options.storage ?? undefined)
  const storageKey = options.storageKey ?? AUTH_STATE_STORAGE_KEY
  const timers = options.timers ?? globalTimers
  const now = options.now ?? (() => Date.now())
  const onStorageError = options.onStorageError ?? (() => undefined)

  const { persisted, corrupt } = readPersistedAuth(storage, storageKey, onStorageError)
  const playgroundState = resolvePlaygroundState(options.playground, options.environmentId)
  const defaults = defaultAuthValues(playgroundState, options.injectedToken)
  const customized = Object.fromEntries(
    AUTH_SCHEME_KEYS.map((key) => [key, persisted[key] != null]),
  ) as Record<AuthSchemeKey, boolean>

  let closeTimer: unknown
  let inflight: Promise<boolean> | undefined

  const store = createStore<AuthStoreState>()(
    immer((set, get) => {
      /** Recomputes the defaults and moves every scheme the reader has not set onto them. */
      const applyDefaults = (state: AuthStoreState): void => {
        state.playgroundState = resolvePlaygroundState(state.playground, state.environmentId)
        const next = defaultAuthValues(state.playgroundState, state.injectedToken)
        for (const key of AUTH_SCHEME_KEYS) {
          if (!state.customized[key]) Object.assign(state, { [key]: next[key] })
        }
      }

      const login = async ({ oauth, request }: FetchBearerTokenInput): Promise<boolean> => {
        set((state) => {
          state.oauth.isLoggingIn = true
          state.oauthStatus = { failed: false }
          state.customized.oauth = true
        })
        const outcome =
          options.send == null
            ? { ok: false as const, cause: AUTH_STATE_MESSAGES.oauthNoSender }
            : await requestOAuthToken(options.send, request, oauth)
        set((state) => {
          state.oauth.isLoggingIn = false
          if (outcome.ok) {
            state.oauth.selectedInputMethod = 'credentials'
            state.oauth.accessToken = outcome.accessToken
            state.oauth.loggedInStartingToken = outcome.accessToken
            state.oauth.isLoggedIn = true
          } else {
            state.oauth.isLoggedIn = false
            state.oauthStatus = {
              failed: true,
              error: AUTH_STATE_MESSAGES.oauthLoginFailed,
              cause: outcome.cause,
            }
          }
        })
        if (outcome.ok) {
          if (closeTimer !== undefined) timers.clearTimeout(closeTimer)
          closeTimer = timers.setTimeout(() => {
            closeTimer = undefined
            set({ formOpen: false })
          }, OAUTH_CLOSE_DELAY_MS)
        }
        return outcome.ok
      }

      return {
        ...defaults,
        ...persisted,
        customized,
        playground: options.playground,
        environmentId: options.environmentId,
        playgroundState,
        injectedToken: options.injectedToken,
        formOpen: false,
        oauthStatus: { failed: false },
        setBearerToken: (token) =>
          set((state) => {
            state.bearerAuth = { token }
            state.customized.bearerAuth = true
          }),
        selectBearerTokenOption: (key) =>
          set((state) => {
            const token = selectBearerTokenOptionIn(state.bearerAuth.token, key)
            if (token !== state.bearerAuth.token) {
              state.bearerAuth = { token }
              state.customized.bearerAuth = true
            }
          }),
        setHeaderValue: (name, value) =>
          set((state) => {
            const lower = name.toLowerCase()
            for (const existing of Object.keys(state.header.headers)) {
              if (existing !== name && existing.toLowerCase() === lower) delete state.header.headers[existing]
            }
            state.header.headers[name] = value
            state.customized.header = true
          }),
        setBasicAuth: (patch) =>
          set((state) => {
            Object.assign(state.basicAuth, patch)
            state.customized.basicAuth = true
          }),
        setOAuth: (patch) =>
          set((state) => {
            Object.assign(state.oauth, patch)
            state.customized.oauth = true
          }),
        resetToDefault: (scheme) =>
          set((state) => {
            state.customized[scheme] = false
            applyDefaults(state)
            if (scheme === 'oauth') state.oauthStatus = { failed: false }
          }),
        setEnvironment: (environmentId) =>
          set((state) => {
            state.environmentId = environmentId
            applyDefaults(state)
          }),
        setPlaygroundConfiguration: (playground) =>
          set((state) => {
            state.playground = playground
            applyDefaults(state)
          }),
        setInjectedToken: (token) =>
          set((state) => {
            state.injectedToken = token
            applyDefaults(state)
          }),
        setFormOpen: (open) => set({ formOpen: open }),
        toggleForm: () => set((state) => ({ formOpen: !state.formOpen })),
        fetchBearerToken: (input) => {
          inflight ??= login(input).finally(() => {
            inflight = undefined
          })
          return inflight
        },
        resolveAuthHeaders: async (scheme, resolveOptions = {}) => {
          const { tokenRequest } = resolveOptions
          const { oauth } = get()
          if (
            scheme?.type === 'oAuth' &&
            tokenRequest != null &&
            oauth.selectedInputMethod === 'credentials' &&
            isJwtExpired(oauth.accessToken, now())
          ) {
            let request: HttpRequest | undefined
            try {
              request = typeof tokenRequest === 'function' ? await tokenRequest() : tokenRequest
            } catch (error) {
              const reason = error instanceof Error ? error.message : String(error)
              set({
                oauthStatus: {
                  failed: true,
                  error: AUTH_STATE_MESSAGES.oauthLoginFailed,
                  cause: AUTH_STATE_MESSAGES.oauthRequestFailed(reason),
                },
              })
            }
            if (request != null) await get().fetchBearerToken({ oauth: scheme.value.value, request })
          }
          return buildAuthHeaders(scheme, get(), { redacted: resolveOptions.redacted === true })
        },
      }
    }),
  )

  let written = JSON.stringify(persistedOf(store.getState()))
  if (corrupt) {
    // Rewrite at once so the dropped entry does not linger in storage.
    writePersistedAuth(storage, storageKey, persistedOf(store.getState()), onStorageError)
  }
  store.subscribe((state) => {
    const next = persistedOf(state)
    const text = JSON.stringify(next)
    if (text !== written) {
      written = text
      writePersistedAuth(storage, storageKey, next, onStorageError)
    }
  })
  return store
}

function persistedOf(state: AuthStoreState): PersistedAuthState {
  const persisted: PersistedAuthState = {}
  for (const key of AUTH_SCHEME_KEYS) {
    if (state.customized[key]) Object.assign(persisted, { [key]: state[key] })
  }
  return persisted
}
