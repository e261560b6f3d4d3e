import type { PlaygroundConfiguration } from '@api-explorer/model'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authSchemeKey } from './auth-defaults.js'
import { canResetToDefault, selectOAuthWarning } from './auth-selectors.js'
import { createAuthStore } from './auth-store.js'
import { emptyOAuthState } from './auth-values.js'
import { AUTH_STATE_STORAGE_KEY } from './constants.js'
import { OAUTH_TOKEN_CHANGED_MESSAGE } from './messages.js'
import { MemoryStorage } from '../test/memory-storage.js'

const playground: PlaygroundConfiguration = {
  initial_state: {
    auth: { bearer_token: 'site_token', basic: { username: 'site_user', password: 'site_pw' } },
    headers: { 'X-Api-Key': 'site_key' },
  },
  env_state: {
    sandbox: { auth: { bearer_token: 'sandbox_token' }, headers: { 'X-Api-Key': 'sandbox_key' } },
  },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createAuthStore', () => {
  it('starts from the site configuration', () => {
    const state = createAuthStore({ storage: null, playground }).getState()
    expect(state.bearerAuth).toEqual({ token: 'site_token' })
    expect(state.basicAuth).toEqual({ username: 'site_user', password: 'site_pw' })
    expect(state.header).toEqual({ headers: { 'X-Api-Key': 'site_key' } })
    expect(state.oauth).toEqual(emptyOAuthState())
    expect(state.formOpen).toBe(false)
  })

  it('merges env_state over the initial state for the current environment', () => {
    const state = createAuthStore({ storage: null, playground, environmentId: 'sandbox' }).getState()
    expect(state.bearerAuth.token).toBe('sandbox_token')
    expect(state.basicAuth.username).toBe('site_user')
    expect(state.playgroundState.headers).toEqual({ 'X-Api-Key': 'sandbox_key' })
  })

  it('moves untouched schemes to the new environment and keeps what the reader entered', () => {
    const store = createAuthStore({ storage: null, playground })
    store.getState().setHeaderValue('X-Api-Key', 'mine')
    store.getState().setEnvironment('sandbox')
    expect(store.getState().bearerAuth.token).toBe('sandbox_token')
    expect(store.getState().header.headers).toEqual({ 'X-Api-Key': 'mine' })
  })

  it('prefers stored credentials to the site configuration', () => {
    const storage = new MemoryStorage()
    storage.setItem(AUTH_STATE_STORAGE_KEY, JSON.stringify({ bearerAuth: { token: 'stored' } }))
    expect(createAuthStore({ storage, playground }).getState().bearerAuth.token).toBe('stored')
  })

  it('persists in globalThis.sessionStorage by default', () => {
    const storage = new MemoryStorage()
    vi.stubGlobal('sessionStorage', storage)
    createAuthStore().getState().setBearerToken('sk_1')
    expect(storage.getItem(AUTH_STATE_STORAGE_KEY)).toBe('{"bearerAuth":{"token":"sk_1"}}')
  })

  it('uses an injected token as the bearer default, over the site configuration', () => {
    const store = createAuthStore({ storage: null, playground, injectedToken: 'injected' })
    expect(store.getState().bearerAuth.token).toBe('injected')
    store.getState().setInjectedToken(undefined)
    expect(store.getState().bearerAuth.token).toBe('site_token')
  })

  it('takes a new site configuration', () => {
    const store = createAuthStore({ storage: null })
    store.getState().setPlaygroundConfiguration(playground)
    expect(store.getState().bearerAuth.token).toBe('site_token')
  })

  it('resets a token to the default and says when that would change anything', () => {
    const store = createAuthStore({ storage: null, playground })
    expect(canResetToDefault(store.getState(), 'bearerAuth')).toBe(false)
    store.getState().setBearerToken('typed')
    expect(canResetToDefault(store.getState(), 'bearerAuth')).toBe(true)
    store.getState().resetToDefault('bearerAuth')
    expect(store.getState().bearerAuth.token).toBe('site_token')
    expect(store.getState().customized.bearerAuth).toBe(false)
    store.getState().setBearerToken('site_token')
    expect(canResetToDefault(store.getState(), 'bearerAuth')).toBe(false)
  })

  it('resets OAuth to logged out', () => {
    const store = createAuthStore({ storage: null })
    store
      .getState()
      .setOAuth({ clientId: 'cid', userSuppliedAccessToken: 'pasted', selectedInputMethod: 'token' })
    expect(store.getState().oauth).toMatchObject({ clientId: 'cid', selectedInputMethod: 'token' })
    store.getState().resetToDefault('oauth')
    expect(store.getState().oauth).toEqual(emptyOAuthState())
  })

  it('replaces a header of another letter case instead of keeping both', () => {
    const store = createAuthStore({ storage: null, playground })
    store.getState().setHeaderValue('x-api-key', 'mine')
    expect(store.getState().header.headers).toEqual({ 'x-api-key': 'mine' })
  })

  it('edits basic credentials field by field', () => {
    const store = createAuthStore({ storage: null })
    store.getState().setBasicAuth({ username: 'ada' })
    store.getState().setBasicAuth({ password: 'pw' })
    expect(store.getState().basicAuth).toEqual({ username: 'ada', password: 'pw' })
  })

  it('selects a named option of the bearer token', () => {
    const store = createAuthStore({
      storage: null,
      playground: {
        initial_state: { auth: { bearer_token: "[{'prod': 'sk_live'}, {'sandbox': 'sk_test'}]" } },
      },
    })
    store.getState().selectBearerTokenOption('sandbox')
    expect(store.getState().bearerAuth.token).toBe(
      "[{'prod': 'sk_live', 'selected': false}, {'sandbox': 'sk_test', 'selected': true}]",
    )
    expect(store.getState().customized.bearerAuth).toBe(true)
  })

  it('ignores selecting an option the token does not carry', () => {
    const store = createAuthStore({ storage: null, playground })
    store.getState().selectBearerTokenOption('prod')
    expect(store.getState().bearerAuth.token).toBe('site_token')
    expect(store.getState().customized.bearerAuth).toBe(false)
  })

  it('opens, closes and toggles the form', () => {
    const store = createAuthStore({ storage: null })
    store.getState().toggleForm()
    expect(store.getState().formOpen).toBe(true)
    store.getState().setFormOpen(false)
    expect(store.getState().formOpen).toBe(false)
  })
})

describe('selectOAuthWarning', () => {
  const loggedIn = {
    ...emptyOAuthState(),
    isLoggedIn: true,
    accessToken: 'tok_1',
    loggedInStartingToken: 'tok_1',
  }

  it('warns when the stored token differs from the login token', () => {
    expect(selectOAuthWarning({ oauth: loggedIn })).toBeUndefined()
    expect(selectOAuthWarning({ oauth: { ...loggedIn, accessToken: 'edited' } })).toBe(
      OAUTH_TOKEN_CHANGED_MESSAGE,
    )
    expect(OAUTH_TOKEN_CHANGED_MESSAGE).toBe(
      'The bearer token is no longer valid. Please refresh it by clicking the button below',
    )
  })

  it('stays quiet when not logged in or when a token is pasted', () => {
    expect(
      selectOAuthWarning({ oauth: { ...loggedIn, isLoggedIn: false, accessToken: 'x' } }),
    ).toBeUndefined()
    expect(
      selectOAuthWarning({ oauth: { ...loggedIn, selectedInputMethod: 'token', accessToken: 'x' } }),
    ).toBeUndefined()
  })
})

describe('authSchemeKey', () => {
  it('keeps OAuth credentials under oauth', () => {
    expect(authSchemeKey({ type: 'header', headerWireValue: 'X' })).toBe('header')
    expect(
      authSchemeKey({
        type: 'oAuth',
        value: {
          type: 'clientCredentials',
          value: { type: 'referencedEndpoint', endpointId: 'e', accessTokenLocator: '$' },
        },
      }),
    ).toBe('oauth')
  })
})
