import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthStore } from './auth-store.js'
import { KEY_INJECTION_REFRESH_INTERVAL_MS, KEY_INJECTION_RETRY_DELAY_MS } from './constants.js'
import type { KeyInjectionStoreOptions } from './key-injection-store.js'
import { createKeyInjectionStore } from './key-injection-store.js'

const page = 'https://docs.example.com/reference?explorer=1&error=denied&error_description=Access%20denied'
const needsLogin = {
  enabled: true,
  authenticated: false,
  authorizationUrl: 'https://auth.example.com/authorize',
}
const loggedIn = { enabled: true, authenticated: true, access_token: 'injected_tok' }

/** A fetch that answers with whatever `reply` holds when called, and counts calls. */
function fakeFetch(initial: unknown) {
  const calls: string[] = []
  let reply: unknown = initial
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input))
    if (reply instanceof Error) throw reply
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }) as typeof globalThis.fetch
  return { fetch, calls, set: (next: unknown) => (reply = next) }
}

function create(options: KeyInjectionStoreOptions) {
  return createKeyInjectionStore({ currentUrl: () => page, navigate: () => undefined, ...options })
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('createKeyInjectionStore', () => {
  it('is disabled until a configuration loads', () => {
    expect(create({ fetch: fakeFetch(needsLogin).fetch }).getState()).toMatchObject({
      config: { enabled: false, returnToQueryParam: 'state' },
      loaded: false,
      polling: false,
    })
  })

  it('loads at once and again every 5 minutes while enabled', async () => {
    const { fetch, calls } = fakeFetch(needsLogin)
    const store = create({ fetch, apiPrefix: 'https://docs.example.com/api/fern-docs' })
    store.getState().start()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual(['https://docs.example.com/api/fern-docs/auth/api-key-injection'])
    expect(store.getState()).toMatchObject({
      loaded: true,
      config: { ...needsLogin, returnToQueryParam: 'state' },
    })

    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS * 2)
    expect(calls).toHaveLength(4)
    store.getState().stop()
  })

  it('uses the default api prefix', async () => {
    const { fetch, calls } = fakeFetch(needsLogin)
    await create({ fetch }).getState().refresh()
    expect(calls).toEqual(['/api/fern-docs/auth/api-key-injection'])
  })

  it('stops polling once the configuration says disabled', async () => {
    const { fetch, calls, set } = fakeFetch(needsLogin)
    const store = create({ fetch })
    store.getState().start()
    await vi.advanceTimersByTimeAsync(0)
    set({ enabled: false, returnToQueryParam: '' })
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS)
    expect(calls).toHaveLength(2)
    expect(store.getState().config.enabled).toBe(false)
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS * 3)
    expect(calls).toHaveLength(2)
  })

  it('never polls a site where injection is disabled', async () => {
    const { fetch, calls } = fakeFetch({ enabled: false })
    create({ fetch }).getState().start()
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS * 2)
    expect(calls).toHaveLength(1)
  })

  it('stops on stop and starts only once', async () => {
    const { fetch, calls } = fakeFetch(needsLogin)
    const store = create({ fetch })
    store.getState().start()
    store.getState().start()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    store.getState().stop()
    expect(store.getState().polling).toBe(false)
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS * 2)
    expect(calls).toHaveLength(1)
  })

  it('keeps the last configuration when a load fails and retries sooner, backing off to the interval', async () => {
    const { fetch, calls, set } = fakeFetch(loggedIn)
    const store = create({ fetch })
    store.getState().start()
    await vi.advanceTimersByTimeAsync(0)
    set({ enabled: 'yes' })
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS)
    expect(calls).toHaveLength(2)
    expect(store.getState().error).toMatch(/is invalid/)
    expect(store.getState().config).toMatchObject(loggedIn)
    set(new TypeError('fetch failed'))
    // Retries 5 s, 10 s, 20 s … after each failure in a row.
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_RETRY_DELAY_MS)
    expect(calls).toHaveLength(3)
    expect(store.getState().error).toMatch(/fetch failed/)
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_RETRY_DELAY_MS * 2)
    expect(calls).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_RETRY_DELAY_MS * 4)
    expect(calls).toHaveLength(5)
    set(loggedIn)
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_RETRY_DELAY_MS * 8)
    expect(calls).toHaveLength(6)
    expect(store.getState().error).toBeUndefined()
    // Back to the normal interval once a load succeeds.
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS - 1)
    expect(calls).toHaveLength(6)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(7)
    store.getState().stop()
  })

  it('never waits longer than the refresh interval between retries', async () => {
    vi.useRealTimers()
    const scheduled: Array<{ ms: number; run: () => void }> = []
    const store = create({
      fetch: fakeFetch(new TypeError('offline')).fetch,
      refreshIntervalMs: 3000,
      retryDelayMs: 1000,
      timers: { setTimeout: (run, ms) => scheduled.push({ ms, run }), clearTimeout: () => undefined },
    })
    store.getState().start()
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await vi.waitFor(() => expect(scheduled).toHaveLength(attempt + 1))
      scheduled[attempt]?.run()
    }
    await vi.waitFor(() => expect(scheduled).toHaveLength(5))
    expect(scheduled.map((entry) => entry.ms)).toEqual([1000, 2000, 3000, 3000, 3000])
    store.getState().stop()
  })

  it('retries a failed first load until one succeeds, then polls while enabled', async () => {
    const authStore = createAuthStore({ storage: null })
    const { fetch, calls, set } = fakeFetch(new TypeError('fetch failed'))
    const store = create({ fetch, authStore })
    store.getState().start()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState()).toMatchObject({ loaded: false, error: expect.stringMatching(/fetch failed/) })
    set(loggedIn)
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_RETRY_DELAY_MS)
    expect(calls).toHaveLength(2)
    expect(store.getState()).toMatchObject({ loaded: true, error: undefined, config: loggedIn })
    expect(authStore.getState().bearerAuth.token).toBe('injected_tok')
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS)
    expect(calls).toHaveLength(3)
    store.getState().stop()
  })

  it('retries a failed first load even though nothing says enabled yet, with an injected delay', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('offline'))
    const store = create({ fetch, retryDelayMs: 1000 })
    store.getState().start()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(calls).toHaveLength(3)
    store.getState().stop()
    await vi.advanceTimersByTimeAsync(KEY_INJECTION_REFRESH_INTERVAL_MS)
    expect(calls).toHaveLength(3)
  })

  it('hands the injected token to the auth store as the bearer default', async () => {
    const authStore = createAuthStore({
      storage: null,
      playground: { initial_state: { auth: { bearer_token: 'site' } } },
    })
    const { fetch, set } = fakeFetch(loggedIn)
    const store = create({ fetch, authStore })
    await store.getState().refresh()
    expect(authStore.getState().bearerAuth.token).toBe('injected_tok')
    set(needsLogin)
    await store.getState().refresh()
    expect(authStore.getState().bearerAuth.token).toBe('site')
  })

  it('cancels a load in flight on stop, leaving the state as it was', async () => {
    let seen: AbortSignal | undefined
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        seen = init?.signal ?? undefined
        seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })) as typeof globalThis.fetch
    const store = create({ fetch: hanging })
    store.getState().start()
    store.getState().stop()
    await vi.advanceTimersByTimeAsync(0)
    expect(seen?.aborted).toBe(true)
    expect(store.getState()).toMatchObject({ loaded: false, error: undefined, polling: false })
  })

  it('shows the injected token at login even over a token typed before', async () => {
    const authStore = createAuthStore({ storage: null })
    authStore.getState().setBearerToken('typed_before_login')
    const { fetch, set } = fakeFetch(needsLogin)
    const store = create({ fetch, authStore })
    await store.getState().refresh()
    expect(authStore.getState().bearerAuth.token).toBe('typed_before_login')
    set(loggedIn)
    await store.getState().refresh()
    expect(authStore.getState().bearerAuth.token).toBe('injected_tok')
    expect(authStore.getState().customized.bearerAuth).toBe(false)
    // Once logged in, a token the reader types over the injected one stays through further polls.
    authStore.getState().setBearerToken('typed_after_login')
    await store.getState().refresh()
    expect(authStore.getState().bearerAuth.token).toBe('typed_after_login')
  })

  it('resets a typed token back to the injected one', async () => {
    const authStore = createAuthStore({ storage: null })
    await create({ fetch: fakeFetch(loggedIn).fetch, authStore })
      .getState()
      .refresh()
    authStore.getState().setBearerToken('typed')
    authStore.getState().resetToDefault('bearerAuth')
    expect(authStore.getState().bearerAuth.token).toBe('injected_tok')
  })

  it('polls with injected timers too', async () => {
    vi.useRealTimers()
    const scheduled: number[] = []
    const { fetch } = fakeFetch(needsLogin)
    const store = create({
      fetch,
      refreshIntervalMs: 1234,
      timers: { setTimeout: (_callback, ms) => scheduled.push(ms), clearTimeout: () => undefined },
    })
    store.getState().start()
    await store.getState().refresh()
    expect(scheduled).toEqual([1234])
  })

  it('shows the login error the page URL carries, until cleared', () => {
    const store = create({ fetch: fakeFetch(needsLogin).fetch })
    expect(store.getState().loginError).toBe('Access denied')
    store.getState().clearLoginError()
    expect(store.getState().loginError).toBeUndefined()
  })

  it('logs in by navigating to the authorization URL with the cleaned return URL', async () => {
    const navigated: string[] = []
    const { fetch } = fakeFetch({ ...needsLogin, returnToQueryParam: 'return_to' })
    const store = create({ fetch, navigate: (url) => navigated.push(url) })
    expect(store.getState().login()).toBe(false)
    await store.getState().refresh()
    expect(store.getState().login()).toBe(true)
    const url = new URL(navigated[0] ?? '')
    expect(url.origin + url.pathname).toBe('https://auth.example.com/authorize')
    expect(url.searchParams.get('return_to')).toBe('https://docs.example.com/reference?explorer=1')
  })

  it('does not log in again once authenticated', async () => {
    const navigated: string[] = []
    const store = create({ fetch: fakeFetch(loggedIn).fetch, navigate: (url) => navigated.push(url) })
    await store.getState().refresh()
    expect(store.getState().login()).toBe(false)
    expect(navigated).toEqual([])
  })

  it('logs out through the logout route and forgets the injected token', async () => {
    const navigated: string[] = []
    const authStore = createAuthStore({ storage: null })
    const store = create({
      fetch: fakeFetch(loggedIn).fetch,
      navigate: (url) => navigated.push(url),
      authStore,
    })
    await store.getState().refresh()
    expect(store.getState().logout()).toBe(true)
    const url = new URL(navigated[0] ?? '')
    expect(url.origin + url.pathname).toBe('https://docs.example.com/api/fern-docs/auth/logout')
    expect(url.searchParams.get('state')).toBe('https://docs.example.com/reference?explorer=1')
    expect(authStore.getState().injectedToken).toBeUndefined()
  })

  it('does not log out while injection is disabled', () => {
    const navigated: string[] = []
    const store = create({ fetch: fakeFetch(loggedIn).fetch, navigate: (url) => navigated.push(url) })
    expect(store.getState().logout()).toBe(false)
    expect(navigated).toEqual([])
  })

  it('navigates with location.assign by default', async () => {
    const assigned: string[] = []
    vi.stubGlobal('location', { href: page, assign: (url: string) => assigned.push(url) })
    try {
      const store = createKeyInjectionStore({ fetch: fakeFetch(needsLogin).fetch })
      expect(store.getState().loginError).toBe('Access denied')
      await store.getState().refresh()
      store.getState().login()
      expect(assigned[0]).toMatch(/^https:\/\/auth\.example\.com\/authorize\?state=/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('says what to pass when there is no browser location', async () => {
    const store = createKeyInjectionStore({ fetch: fakeFetch(needsLogin).fetch })
    expect(store.getState().loginError).toBeUndefined()
    await store.getState().refresh()
    expect(() => store.getState().login()).toThrow(/pass the `currentUrl` option/)
  })
})
