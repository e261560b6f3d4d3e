import type { AuthScheme, HttpRequest, OAuthReferencedEndpoint } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { canResetToDefault } from './auth-selectors.js'
import { createAuthStore } from './auth-store.js'
import { emptyOAuthState } from './auth-values.js'
import { AUTH_STATE_STORAGE_KEY, OAUTH_CLOSE_DELAY_MS } from './constants.js'
import { isAuthPresent } from './presence.js'
import { deferredSender } from '../test/deferred-sender.js'
import { unsignedJwt } from '../test/jwt.js'
import { manualTimers } from '../test/manual-timers.js'
import { MemoryStorage } from '../test/memory-storage.js'

const oauth: OAuthReferencedEndpoint = {
  type: 'referencedEndpoint',
  endpointId: 'getToken',
  accessTokenLocator: '$.body.access_token',
}
const scheme: AuthScheme = { type: 'oAuth', value: { type: 'clientCredentials', value: oauth } }
const request: HttpRequest = { method: 'POST', url: 'https://auth.example.com/token', query: [], headers: [] }

function setup() {
  const sender = deferredSender()
  const timers = manualTimers()
  const storage = new MemoryStorage()
  const store = createAuthStore({ storage, send: sender.send, timers })
  return { sender, timers, storage, store }
}

describe('a login in flight', () => {
  it('is ignored when the reader resets OAuth before the reply arrives', async () => {
    const { sender, store, timers } = setup()
    const login = store.getState().fetchBearerToken({ oauth, request })
    store.getState().resetToDefault('oauth')
    expect(store.getState().oauth.isLoggingIn).toBe(false)
    await sender.answer('tok_late')
    expect(await login).toBe(false)
    expect(store.getState().oauth).toEqual(emptyOAuthState())
    expect(store.getState().customized.oauth).toBe(false)
    expect(timers.pending).toEqual([])
  })

  it('is ignored when the reader switches to a pasted token before the reply arrives', async () => {
    const { sender, store } = setup()
    const login = store.getState().fetchBearerToken({ oauth, request })
    store.getState().setOAuth({ selectedInputMethod: 'token', userSuppliedAccessToken: 'pasted' })
    expect(store.getState().oauth.isLoggingIn).toBe(false)
    await sender.answer('tok_late')
    expect(await login).toBe(false)
    expect(store.getState().oauth).toMatchObject({
      selectedInputMethod: 'token',
      accessToken: '',
      isLoggedIn: false,
    })
  })

  it('is not shared with a login started after a reset, whose reply wins', async () => {
    const { sender, store } = setup()
    const stale = store.getState().fetchBearerToken({ oauth, request })
    store.getState().resetToDefault('oauth')
    const fresh = store.getState().fetchBearerToken({ oauth, request })
    expect(sender.calls).toBe(2)
    await sender.answer('tok_stale')
    expect(store.getState().oauth.isLoggingIn).toBe(true)
    await sender.answer('tok_fresh')
    expect([await stale, await fresh]).toEqual([false, true])
    expect(store.getState().oauth.accessToken).toBe('tok_fresh')
  })

  it('stays loading while the environment or the injected token changes', async () => {
    const { sender, store } = setup()
    const login = store.getState().fetchBearerToken({ oauth, request })
    store.getState().setEnvironment('sandbox')
    store.getState().setInjectedToken('injected')
    expect(store.getState().oauth.isLoggingIn).toBe(true)
    await sender.answer('tok_1')
    expect(await login).toBe(true)
    expect(store.getState().oauth).toMatchObject({ accessToken: 'tok_1', isLoggingIn: false })
  })

  it('marks OAuth customized on success, so the token persists and Reset applies', async () => {
    const { sender, store, storage } = setup()
    const login = store.getState().fetchBearerToken({ oauth, request })
    expect(store.getState().customized.oauth).toBe(false)
    await sender.answer('tok_1')
    expect(await login).toBe(true)
    expect(store.getState().customized.oauth).toBe(true)
    expect(JSON.parse(storage.getItem(AUTH_STATE_STORAGE_KEY) ?? '{}')).toMatchObject({
      oauth: { accessToken: 'tok_1', isLoggedIn: true },
    })
    expect(canResetToDefault(store.getState(), 'oauth')).toBe(true)
  })

  it('forgets the previous token when a new login fails', async () => {
    const { sender, store } = setup()
    const first = store.getState().fetchBearerToken({ oauth, request })
    await sender.answer('tok_1')
    await first
    const second = store.getState().fetchBearerToken({ oauth, request })
    await sender.answer(undefined)
    expect(await second).toBe(false)
    expect(store.getState().oauth).toMatchObject({
      isLoggedIn: false,
      accessToken: '',
      loggedInStartingToken: '',
    })
    expect(isAuthPresent(scheme, store.getState())).toBe(false)
    expect((await store.getState().resolveAuthHeaders(scheme)).headers).toEqual([])
  })
})

describe('the close timer', () => {
  it('is cancelled by a reset and by the next login', async () => {
    const { sender, store, timers } = setup()
    store.getState().setFormOpen(true)
    const first = store.getState().fetchBearerToken({ oauth, request })
    await sender.answer('tok_1')
    await first
    expect(timers.pending.map((entry) => entry.ms)).toEqual([OAUTH_CLOSE_DELAY_MS])
    store.getState().resetToDefault('bearerAuth')
    expect(timers.pending).toEqual([])

    const second = store.getState().fetchBearerToken({ oauth, request })
    await sender.answer('tok_2')
    await second
    expect(timers.pending).toHaveLength(1)
    const third = store.getState().fetchBearerToken({ oauth, request })
    expect(timers.pending).toEqual([])
    await sender.answer('tok_3')
    await third
    timers.flush()
    expect(store.getState().formOpen).toBe(false)
  })
})

describe('resolveAuthHeaders during a login', () => {
  it('waits for the login in flight, so Send right after Fetch Bearer Token carries the new token', async () => {
    const { sender, store } = setup()
    void store.getState().fetchBearerToken({ oauth, request })
    const headers = store.getState().resolveAuthHeaders(scheme)
    await sender.answer('tok_new')
    expect((await headers).headers).toEqual([['Authorization', 'Bearer tok_new']])
  })

  it('does not close the form after a background refresh of an expired token', async () => {
    const now = Date.UTC(2025, 5, 1)
    const sender = deferredSender()
    const timers = manualTimers()
    const store = createAuthStore({ storage: null, send: sender.send, timers, now: () => now })
    store.getState().setOAuth({ accessToken: unsignedJwt({ exp: now / 1000 - 1 }) })
    store.getState().setFormOpen(true)
    const headers = store.getState().resolveAuthHeaders(scheme, { tokenRequest: request })
    await new Promise((done) => setTimeout(done, 0))
    await sender.answer('tok_refreshed')
    expect((await headers).headers).toEqual([['Authorization', 'Bearer tok_refreshed']])
    expect(timers.pending).toEqual([])
    expect(store.getState().formOpen).toBe(true)
  })

  it('closes the form when the reader clicks Fetch Bearer Token during a background refresh', async () => {
    const now = Date.UTC(2025, 5, 1)
    const sender = deferredSender()
    const timers = manualTimers()
    const store = createAuthStore({ storage: null, send: sender.send, timers, now: () => now })
    store.getState().setOAuth({ accessToken: unsignedJwt({ exp: now / 1000 - 1 }) })
    const headers = store.getState().resolveAuthHeaders(scheme, { tokenRequest: request })
    await new Promise((done) => setTimeout(done, 0))
    const click = store.getState().fetchBearerToken({ oauth, request })
    expect(sender.calls).toBe(1)
    await sender.answer('tok_1')
    expect(await click).toBe(true)
    await headers
    expect(timers.pending.map((entry) => entry.ms)).toEqual([OAUTH_CLOSE_DELAY_MS])
  })
})
