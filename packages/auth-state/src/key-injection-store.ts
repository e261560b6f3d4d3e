import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import type { AuthStore } from './auth-store-types.js'
import {
  DEFAULT_API_PREFIX,
  KEY_INJECTION_CONFIG_PATH,
  KEY_INJECTION_REFRESH_INTERVAL_MS,
  KEY_INJECTION_RETRY_DELAY_MS,
} from './constants.js'
import type { KeyInjectionConfig } from './key-injection-config.js'
import { apiRoute, fetchKeyInjectionConfig, KEY_INJECTION_DISABLED } from './key-injection-config.js'
import { keyInjectionLoginUrl, keyInjectionLogoutUrl, loginErrorFromUrl } from './key-injection-urls.js'
import { AUTH_STATE_MESSAGES } from './messages.js'
import type { Timers } from './timers.js'
import { globalTimers } from './timers.js'

/** Options of {@link createKeyInjectionStore}. */
export type KeyInjectionStoreOptions = {
  /** The site's api prefix; the config is at `<apiPrefix>/auth/api-key-injection`. Default `/api/fern-docs`. */
  apiPrefix?: string
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch
  /** Timers for polling; default the global ones. */
  timers?: Timers
  /** Polling interval while enabled; default {@link KEY_INJECTION_REFRESH_INTERVAL_MS}. */
  refreshIntervalMs?: number
  /**
   * The first retry after a failed load; it doubles with each failure in a row, up to `refreshIntervalMs`.
   * Default {@link KEY_INJECTION_RETRY_DELAY_MS}.
   */
  retryDelayMs?: number
  /** Sends the browser elsewhere; default `location.assign`. */
  navigate?: (url: string) => void
  /** The page's URL; default `location.href`. */
  currentUrl?: () => string
  /** Receives the injected token (its bearer default) whenever the configuration changes. */
  authStore?: AuthStore
}

/** State and actions of key-injection login. */
export type KeyInjectionStoreState = {
  /** Disabled until the first load succeeds. */
  config: KeyInjectionConfig
  /** Whether a configuration has loaded at least once. */
  loaded: boolean
  /** Why the last load failed (the previous configuration stays). */
  error: string | undefined
  polling: boolean
  /** The `error_description` (or `error`) a failed login left in the page URL, for the login card. */
  loginError: string | undefined
  /**
   * Loads now, then every 5 minutes while the configuration says enabled. After a failed load (the first one
   * too) it retries sooner: `retryDelayMs`, doubling with each failure in a row, at most the refresh interval.
   */
  start: () => void
  /** Stops polling and cancels a load in flight. */
  stop: () => void
  /** Loads the configuration once; resolves with the configuration in force afterwards. Never rejects. */
  refresh: () => Promise<KeyInjectionConfig>
  /** "Login": to `authorizationUrl` with the return URL. `false` (and nothing happens) unless login is due. */
  login: () => boolean
  /** "Logout": to `<apiPrefix>/auth/logout` with the return URL. `false` when injection is disabled. */
  logout: () => boolean
  clearLoginError: () => void
}

/** A vanilla zustand store of the key-injection setting. */
export type KeyInjectionStore = StoreApi<KeyInjectionStoreState>

/**
 * Creates the key-injection store: it polls the site's key-injection configuration, hands an injected token
 * to the auth store, and performs login and logout by navigation.
 *
 * @example
 * const injection = createKeyInjectionStore({ apiPrefix: '/api/fern-docs', authStore })
 * injection.getState().start()
 * if (injection.getState().config.enabled) injection.getState().login()
 */
export function createKeyInjectionStore(options: KeyInjectionStoreOptions = {}): KeyInjectionStore {
  const url = apiRoute(options.apiPrefix ?? DEFAULT_API_PREFIX, KEY_INJECTION_CONFIG_PATH)
  const timers = options.timers ?? globalTimers
  const interval = options.refreshIntervalMs ?? KEY_INJECTION_REFRESH_INTERVAL_MS
  const retryDelay = Math.min(options.retryDelayMs ?? KEY_INJECTION_RETRY_DELAY_MS, interval)
  const currentUrl = (): string => {
    if (options.currentUrl != null) return options.currentUrl()
    const href = globalThis.location?.href
    if (href == null) throw new Error(AUTH_STATE_MESSAGES.noCurrentUrl)
    return href
  }
  const navigate = (target: string): void => {
    if (options.navigate != null) return options.navigate(target)
    if (globalThis.location == null) throw new Error(AUTH_STATE_MESSAGES.noNavigate)
    globalThis.location.assign(target)
  }
  let initialLoginError: string | undefined
  try {
    initialLoginError = loginErrorFromUrl(currentUrl())
  } catch {
    initialLoginError = undefined
  }

  let timer: unknown
  let controller: AbortController | undefined
  let inflight: Promise<KeyInjectionConfig> | undefined
  let failuresInARow = 0

  return createStore<KeyInjectionStoreState>()((set, get) => {
    const load = async (): Promise<KeyInjectionConfig> => {
      const current = new AbortController()
      controller = current
      try {
        const config = await fetchKeyInjectionConfig(url, {
          signal: current.signal,
          ...(options.fetch == null ? {} : { fetch: options.fetch }),
        })
        if (!current.signal.aborted) {
          set({ config, loaded: true, error: undefined })
          options.authStore
            ?.getState()
            .setInjectedToken(config.enabled && config.authenticated ? config.access_token : undefined)
        }
      } catch (error) {
        if (!current.signal.aborted) {
          set({ error: error instanceof Error ? error.message : String(error) })
        }
      } finally {
        if (controller === current) controller = undefined
      }
      return get().config
    }

    /** When to load next: sooner after a failure (or before any success), never once disabled. */
    const nextDelay = (): number | undefined => {
      const { loaded, error, config } = get()
      if (!loaded || error !== undefined) {
        failuresInARow += 1
        return Math.min(retryDelay * 2 ** Math.min(failuresInARow - 1, 30), interval)
      }
      failuresInARow = 0
      return config.enabled ? interval : undefined
    }

    const tick = async (): Promise<void> => {
      await get().refresh()
      if (!get().polling || timer !== undefined) return
      const delay = nextDelay()
      if (delay !== undefined) {
        timer = timers.setTimeout(() => {
          timer = undefined
          if (get().polling) void tick()
        }, delay)
      }
    }

    return {
      config: KEY_INJECTION_DISABLED,
      loaded: false,
      error: undefined,
      polling: false,
      loginError: initialLoginError,
      start: () => {
        if (get().polling) return
        set({ polling: true })
        void tick()
      },
      stop: () => {
        set({ polling: false })
        failuresInARow = 0
        if (timer !== undefined) {
          timers.clearTimeout(timer)
          timer = undefined
        }
        controller?.abort()
        // The aborted load must not be shared with a later start.
        inflight = undefined
      },
      refresh: () => {
        inflight ??= load().finally(() => {
          inflight = undefined
        })
        return inflight
      },
      login: () => {
        const { config } = get()
        if (!config.enabled || config.authenticated) return false
        navigate(keyInjectionLoginUrl(config.authorizationUrl, config.returnToQueryParam, currentUrl()))
        return true
      },
      logout: () => {
        const { config } = get()
        if (!config.enabled) return false
        options.authStore?.getState().setInjectedToken(undefined)
        navigate(
          keyInjectionLogoutUrl(
            options.apiPrefix ?? DEFAULT_API_PREFIX,
            config.returnToQueryParam,
            currentUrl(),
          ),
        )
        return true
      },
      clearLoginError: () => set({ loginError: undefined }),
    }
  })
}
