import type { AuthScheme, HttpRequest, OAuthReferencedEndpoint } from '@api-explorer/model'
import { sendRequest } from '@api-explorer/proxy-fetcher'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthStore } from './auth-store.js'
import { buildAuthHeaders } from './build-auth-headers.js'
import { OAUTH_CLOSE_DELAY_MS } from './constants.js'
import { OAUTH_LOGIN_FAILED_MESSAGE } from './messages.js'
import { isAuthPresent } from './presence.js'
import type { AuthRequestSender } from './oauth-token.js'
import { unsignedJwt } from '../test/jwt.js'
import { manualTimers } from '../test/manual-timers.js'
import type { TokenServer } from '../test/token-server.js'
import { json, startTokenServer } from '../test/token-server.js'

const oauth: OAuthReferencedEndpoint = {
  type: 'referencedEndpoint',
  endpointId: 'getToken',
  accessTokenLocator: '$.body.access_token',
}
const scheme: AuthScheme = { type: 'oAuth', value: { type: 'clientCredentials', value: oauth } }
const send: AuthRequestSender = (request) => sendRequest(request, { direct: true })

let server: TokenServer
let tokenRequest: HttpRequest

beforeAll(async () => {
  server = await startTokenServer()
  tokenRequest = {
    method: 'POST',
    url: `${server.url}/oauth/token`,
    query: [],
    headers: [],
    body: {
      type: 'urlencoded',
      fields: [
        ['grant_type', 'client_credentials'],
        ['client_id', 'cid'],
        ['client_secret', 'cs'],
      ],
    },
  }
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  server.calls.length = 0
  server.reply(json(200, { access_token: 'tok_1', token_type: 'Bearer' }))
})

describe('Fetch Bearer Token', () => {
  it('sends the token request, logs in and closes the form 500 ms later', async () => {
    const timers = manualTimers()
    const store = createAuthStore({ storage: null, send, timers })
    store.getState().setFormOpen(true)

    const login = store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    expect(store.getState().oauth.isLoggingIn).toBe(true)
    expect(await login).toBe(true)

    expect(server.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/oauth/token',
        body: 'grant_type=client_credentials&client_id=cid&client_secret=cs',
      }),
    ])
    expect(store.getState().oauth).toMatchObject({
      accessToken: 'tok_1',
      loggedInStartingToken: 'tok_1',
      isLoggedIn: true,
      isLoggingIn: false,
      selectedInputMethod: 'credentials',
    })
    expect(store.getState().oauthStatus).toEqual({ failed: false })
    expect(store.getState().formOpen).toBe(true)
    expect(timers.pending.map((entry) => entry.ms)).toEqual([OAUTH_CLOSE_DELAY_MS])
    timers.flush()
    expect(store.getState().formOpen).toBe(false)

    const { headers, secrets } = buildAuthHeaders(scheme, store.getState())
    expect(headers).toEqual([['Authorization', 'Bearer tok_1']])
    expect(secrets).toEqual(['Authorization'])
  })

  it('switches from a pasted token to the fetched one', async () => {
    const store = createAuthStore({ storage: null, send, timers: manualTimers() })
    store.getState().setOAuth({ selectedInputMethod: 'token', userSuppliedAccessToken: 'pasted' })
    await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    expect(store.getState().oauth.selectedInputMethod).toBe('credentials')
  })

  it.each([
    ['a 401', json(401, { error: 'invalid_client' }), /401/],
    [
      'a body that is not JSON',
      { status: 200, contentType: 'application/json', body: '{"access_token":' },
      /not answer with JSON/,
    ],
    ['a locator miss', json(200, { token: 'tok_1' }), /No access token was found at \$\.body\.access_token/],
    ['an empty token', json(200, { access_token: '' }), /No access token/],
  ])('fails with the spec message on %s', async (_label, reply, cause) => {
    server.reply(reply)
    const timers = manualTimers()
    const store = createAuthStore({ storage: null, send, timers })
    store.getState().setFormOpen(true)
    expect(await store.getState().fetchBearerToken({ oauth, request: tokenRequest })).toBe(false)
    expect(store.getState().oauthStatus).toEqual({
      failed: true,
      error: OAUTH_LOGIN_FAILED_MESSAGE,
      cause: expect.stringMatching(cause),
    })
    expect(OAUTH_LOGIN_FAILED_MESSAGE).toBe('Failed to login with the provided credentials')
    expect(store.getState().oauth).toMatchObject({ isLoggedIn: false, isLoggingIn: false, accessToken: '' })
    expect(timers.pending).toEqual([])
    expect(store.getState().formOpen).toBe(true)
  })

  it('clears the failed flag on the next attempt', async () => {
    server.reply(json(500, {}), json(200, { access_token: 'tok_2' }))
    const store = createAuthStore({ storage: null, send, timers: manualTimers() })
    await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    expect(store.getState().oauthStatus.failed).toBe(true)
    await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    expect(store.getState().oauthStatus).toEqual({ failed: false })
    expect(store.getState().oauth.accessToken).toBe('tok_2')
  })

  it('reads a token anywhere in the wrapped response, numbers as text', async () => {
    server.reply(json(200, { data: { tokens: [{ value: 12345 }] } }))
    const store = createAuthStore({ storage: null, send, timers: manualTimers() })
    await store.getState().fetchBearerToken({
      oauth: { accessTokenLocator: '$.body.data.tokens[0].value' },
      request: tokenRequest,
    })
    expect(store.getState().oauth.accessToken).toBe('12345')
  })

  it('fails when the token endpoint cannot be reached', async () => {
    const unreachable = { ...tokenRequest, url: 'http://127.0.0.1:1/oauth/token' }
    const store = createAuthStore({ storage: null, send, timers: manualTimers() })
    expect(await store.getState().fetchBearerToken({ oauth, request: unreachable })).toBe(false)
    expect(store.getState().oauthStatus.cause).toMatch(/^The token request failed: /)
  })

  it('fails on a locator that is not JSONPath', async () => {
    const store = createAuthStore({ storage: null, send, timers: manualTimers() })
    await store
      .getState()
      .fetchBearerToken({ oauth: { accessTokenLocator: '$.body[?(' }, request: tokenRequest })
    expect(store.getState().oauthStatus).toMatchObject({ failed: true, error: OAUTH_LOGIN_FAILED_MESSAGE })
  })

  it('fails without a sender instead of throwing', async () => {
    const store = createAuthStore({ storage: null })
    expect(await store.getState().fetchBearerToken({ oauth, request: tokenRequest })).toBe(false)
    expect(store.getState().oauthStatus.cause).toMatch(/No request sender/)
  })

  it('shares one token request between overlapping calls', async () => {
    const store = createAuthStore({ storage: null, send, timers: manualTimers() })
    const results = await Promise.all([
      store.getState().fetchBearerToken({ oauth, request: tokenRequest }),
      store.getState().fetchBearerToken({ oauth, request: tokenRequest }),
    ])
    expect(results).toEqual([true, true])
    expect(server.calls).toHaveLength(1)
  })
})

describe('resolveAuthHeaders', () => {
  const now = Date.UTC(2025, 5, 1)
  const expired = unsignedJwt({ sub: 'client', exp: now / 1000 - 5 })
  const fresh = unsignedJwt({ sub: 'client', exp: now / 1000 + 3600 })

  it('logs in again when the fetched token is an expired JWT', async () => {
    server.reply(json(200, { access_token: expired }), json(200, { access_token: fresh }))
    const store = createAuthStore({ storage: null, send, timers: manualTimers(), now: () => now })
    await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    expect(store.getState().oauth.accessToken).toBe(expired)

    const auth = await store.getState().resolveAuthHeaders(scheme, { tokenRequest: () => tokenRequest })
    expect(server.calls).toHaveLength(2)
    expect(auth.headers).toEqual([['Authorization', `Bearer ${fresh}`]])
    expect(store.getState().oauth.loggedInStartingToken).toBe(fresh)
  })

  it('keeps a token that has not expired', async () => {
    server.reply(json(200, { access_token: fresh }))
    const store = createAuthStore({ storage: null, send, timers: manualTimers(), now: () => now })
    await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    const auth = await store.getState().resolveAuthHeaders(scheme, { tokenRequest, redacted: true })
    expect(server.calls).toHaveLength(1)
    expect(auth.headers[0]?.[1]).toMatch(/^Bearer .{12}\.\.\.\..{12}$/)
  })

  it('leaves a pasted token to the reader', async () => {
    const store = createAuthStore({ storage: null, send, timers: manualTimers(), now: () => now })
    store.getState().setOAuth({ selectedInputMethod: 'token', userSuppliedAccessToken: expired })
    const auth = await store.getState().resolveAuthHeaders(scheme, { tokenRequest })
    expect(server.calls).toHaveLength(0)
    expect(auth.headers).toEqual([['Authorization', `Bearer ${expired}`]])
  })

  it('forgets the old token and flags the failure when the refresh fails', async () => {
    server.reply(json(200, { access_token: expired }), json(401, {}))
    const store = createAuthStore({ storage: null, send, timers: manualTimers(), now: () => now })
    await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    const auth = await store.getState().resolveAuthHeaders(scheme, { tokenRequest })
    expect(auth.headers).toEqual([])
    expect(store.getState().oauthStatus.failed).toBe(true)
    expect(store.getState().oauth).toMatchObject({
      isLoggedIn: false,
      accessToken: '',
      loggedInStartingToken: '',
    })
    expect(isAuthPresent(scheme, store.getState())).toBe(false)
  })

  it('flags a token request that cannot be built', async () => {
    server.reply(json(200, { access_token: expired }))
    const store = createAuthStore({ storage: null, send, timers: manualTimers(), now: () => now })
    await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
    await store.getState().resolveAuthHeaders(scheme, {
      tokenRequest: () => {
        throw new Error('form invalid')
      },
    })
    expect(store.getState().oauthStatus).toMatchObject({
      failed: true,
      cause: expect.stringMatching(/form invalid/),
    })
    expect(store.getState().oauth.accessToken).toBe('')
  })

  it('builds other schemes without any request', async () => {
    const store = createAuthStore({ storage: null, send })
    store.getState().setBearerToken('sk_1')
    expect(await store.getState().resolveAuthHeaders({ type: 'bearerAuth' }, { tokenRequest })).toEqual({
      headers: [['Authorization', 'Bearer sk_1']],
      secrets: ['Authorization'],
      credentials: [{ value: 'sk_1', placeholder: 'API_TOKEN' }],
    })
    expect(server.calls).toHaveLength(0)
  })
})

describe('the post-login close with the default timers', () => {
  it('closes the form after exactly 500 ms of fake time', async () => {
    vi.useFakeTimers()
    try {
      const canned: AuthRequestSender = async () => ({
        type: 'json',
        response: {
          headers: {},
          ok: true,
          redirected: false,
          status: 200,
          statusText: 'OK',
          type: 'basic',
          url: '',
          body: { access_token: 'tok' },
        },
        contentType: 'application/json',
        time: 1,
        size: 17,
      })
      const store = createAuthStore({ storage: null, send: canned })
      store.getState().setFormOpen(true)
      await store.getState().fetchBearerToken({ oauth, request: tokenRequest })
      await vi.advanceTimersByTimeAsync(OAUTH_CLOSE_DELAY_MS - 1)
      expect(store.getState().formOpen).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(store.getState().formOpen).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
