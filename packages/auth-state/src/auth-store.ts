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
import { resolvePlaygroundState } from '@api-explorer/model'
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
  // Every login, "Reset" of OAuth and switch of input method starts a new generation; a token reply that
  // arrives in a later generation than its own is ignored, so it cannot undo what the reader did meanwhile.
  let generation = 0
  let inflight: InflightLogin | undefined

  const clearCloseTimer = (): void => {
    if (closeTimer !== undefined) timers.clearTimeout(closeTimer)
    closeTimer = undefined
  }

  const store = createStore<AuthStoreState>()(
    immer((set, get) => {
      /**
       * Recomputes the defaults and moves every scheme the reader has not set onto them, and `reset` in any case.
       * OAuth's defaults never depend on the configuration, so it moves only when reset: a first login keeps its
       * "Loading..." while the environment or the injected token changes.
       */
      const applyDefaults = (state: AuthStoreState, reset?: AuthSchemeKey): void => {
        state.playgroundState = resolvePlaygroundState(state.playground, state.environmentId)
        const next = defaultAuthValues(state.playgroundState, state.injectedToken)
        for (const key of AUTH_SCHEME_KEYS) {
          if (key === reset || (key !== 'oauth' && !state.customized[key]))
            Object.assign(state, { [key]: next[key] })
        }
      }

      /** Makes the login in flight stale (its reply will be ignored) and stops its "Loading...". */
      const abandonLogin = (state: AuthStoreState): void => {
        generation += 1
        inflight = undefined
        state.oauth.isLoggingIn = false
      }

      const login = async (
        { oauth, request }: FetchBearerTokenInput,
        own: InflightLogin,
      ): Promise<boolean> => {
        const outcome = await (options.send == null
          ? Promise.resolve({ ok: false as const, cause: AUTH_STATE_MESSAGES.oauthNoSender })
          : requestOAuthToken(options.send, request, oauth))
        if (inflight !== own || generation !== own.generation) {
          return false
        }
        set((state) => {
          state.oauth.isLoggingIn = false
          if (outcome.ok) {
            state.oauth.selectedInputMethod = 'credentials'
            state.oauth.accessToken = outcome.accessToken
            state.oauth.loggedInStartingToken = outcome.accessToken
            state.oauth.isLoggedIn = true
            state.customized.oauth = true
          } else {
            forgetAccessToken(state)
            state.oauthStatus = {
              failed: true,
              error: AUTH_STATE_MESSAGES.oauthLoginFailed,
              cause: outcome.cause,
            }
          }
        })
        if (outcome.ok && own.closeForm) {
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
            const method = patch.selectedInputMethod
            if (method != null && method !== state.oauth.selectedInputMethod) abandonLogin(state)
            Object.assign(state.oauth, patch)
            state.customized.oauth = true
          }),
        resetToDefault: (scheme) => {
          clearCloseTimer()
          set((state) => {
            if (scheme === 'oauth') {
              abandonLogin(state)
              state.oauthStatus = { failed: false }
            }
            state.customized[scheme] = false
            applyDefaults(state, scheme)
          })
        },
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
            // A login (no token before, one now) shows the reader's own key even over a token typed earlier.
            if (state.injectedToken == null && token != null) state.customized.bearerAuth = false
            state.injectedToken = token
            applyDefaults(state)
          }),
        setFormOpen: (open) => set({ formOpen: open }),
        toggleForm: () => set((state) => ({ formOpen: !state.formOpen })),
        fetchBearerToken: (input) => {
          if (inflight?.promise != null) {
            // A reader's click joining a background refresh still closes the form afterwards.
            if (input.closeForm !== false) inflight.closeForm = true
            return inflight.promise
          }
          generation += 1
          const own: InflightLogin = { generation, closeForm: input.closeForm !== false }
          inflight = own
          const promise = login(input, own).finally(() => {
            if (inflight === own) inflight = undefined
          })
          own.promise = promise
          clearCloseTimer()
          set((state) => {
            state.oauth.isLoggingIn = true
            state.oauthStatus = { failed: false }
          })
          return promise
        },
        resolveAuthHeaders: async (scheme, resolveOptions = {}) => {
          if (scheme?.type === 'oAuth') {
            // Send right after "Fetch Bearer Token" must carry the token that login is fetching.
            await inflight?.promise
          }
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
              set((state) => {
                forgetAccessToken(state)
                state.oauthStatus = {
                  failed: true,
                  error: AUTH_STATE_MESSAGES.oauthLoginFailed,
                  cause: AUTH_STATE_MESSAGES.oauthRequestFailed(reason),
                }
              })
            }
            if (request != null) {
              await get().fetchBearerToken({ oauth: scheme.value.value, request, closeForm: false })
            }
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

/** A login in flight: its generation, whether it closes the form on success, and its promise. */
type InflightLogin = { generation: number; closeForm: boolean; promise?: Promise<boolean> }

/** After a failed login no token is sent: the old one is not the reader's any more, and presence says so. */
function forgetAccessToken(state: AuthStoreState): void {
  state.oauth.isLoggedIn = false
  state.oauth.accessToken = ''
  state.oauth.loggedInStartingToken = ''
}

function persistedOf(state: AuthStoreState): PersistedAuthState {
  const persisted: PersistedAuthState = {}
  for (const key of AUTH_SCHEME_KEYS) {
    if (state.customized[key]) Object.assign(persisted, { [key]: state[key] })
  }
  return persisted
}
