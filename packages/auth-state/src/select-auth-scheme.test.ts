import type { ApiDefinition, AuthScheme, EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from './auth-store.js'
import { headerValue } from './auth-values.js'
import { buildAuthHeaders } from './build-auth-headers.js'
import { isAuthPresent } from './presence.js'
import { selectAuthScheme } from './select-auth-scheme.js'

const tokenEndpoint: EndpointDefinition = {
  id: 'getToken',
  method: 'POST',
  path: [{ type: 'literal', value: '/token' }],
}
const oauth: AuthScheme = {
  type: 'oAuth',
  value: {
    type: 'clientCredentials',
    value: { type: 'referencedEndpoint', endpointId: 'getToken', accessTokenLocator: '$.body.access_token' },
  },
}
const definition: Pick<ApiDefinition, 'auths' | 'endpoints'> = {
  auths: { bearer: { type: 'bearerAuth' }, basic: { type: 'basicAuth' }, oauth },
  endpoints: { getToken: tokenEndpoint },
}

describe('selectAuthScheme', () => {
  it('uses the first declared scheme', () => {
    expect(selectAuthScheme(definition, { auth: ['basic', 'bearer'] })).toEqual({
      id: 'basic',
      declared: { type: 'basicAuth' },
      scheme: { type: 'basicAuth' },
      oauthFallback: false,
    })
  })

  it('uses no scheme when the first id is unknown, as the reference does, instead of trying the next', () => {
    expect(selectAuthScheme(definition, { auth: ['missing', 'bearer'] })).toBeUndefined()
  })

  it('is undefined without schemes', () => {
    expect(selectAuthScheme(definition, {})).toBeUndefined()
    expect(selectAuthScheme(definition, undefined)).toBeUndefined()
  })

  it('finds the token endpoint of an OAuth scheme', () => {
    const selected = selectAuthScheme(definition, { auth: ['oauth'] })
    expect(selected?.scheme).toBe(oauth)
    expect(selected?.tokenEndpoint).toBe(tokenEndpoint)
    expect(selected?.oauthFallback).toBe(false)
  })

  it('falls back to a token form sent as Authorization: Bearer when the token endpoint is missing', () => {
    const selected = selectAuthScheme({ ...definition, endpoints: {} }, { auth: ['oauth'] })
    expect(selected).toEqual({
      id: 'oauth',
      declared: oauth,
      scheme: { type: 'header', headerWireValue: 'Authorization', prefix: 'Bearer' },
      oauthFallback: true,
    })
  })

  it('keeps the OAuth header name and token prefix in the fallback', () => {
    const custom: AuthScheme = {
      type: 'oAuth',
      value: {
        type: 'clientCredentials',
        value: {
          type: 'referencedEndpoint',
          endpointId: 'gone',
          accessTokenLocator: '$.body.t',
          headerName: 'X-Access-Token',
          tokenPrefix: 'Token',
        },
      },
    }
    const selected = selectAuthScheme({ auths: { custom }, endpoints: {} }, { auth: ['custom'] })
    expect(selected?.oauthFallback).toBe(true)
    const store = createAuthStore({ storage: null })
    expect(isAuthPresent(selected?.scheme, store.getState())).toBe(false)

    // What the bearer-token form of the fallback does: write and read the token under the scheme's header.
    const scheme = selected?.scheme
    if (scheme?.type !== 'header') throw new Error('expected a header scheme')
    store.getState().setHeaderValue(scheme.headerWireValue, 'tok_1')
    expect(headerValue(store.getState().header.headers, scheme.headerWireValue)).toBe('tok_1')
    expect(isAuthPresent(scheme, store.getState())).toBe(true)
    expect(buildAuthHeaders(scheme, store.getState())).toEqual({
      headers: [['X-Access-Token', 'Token tok_1']],
      secrets: ['X-Access-Token'],
      credentials: [{ value: 'tok_1', placeholder: 'API_KEY' }],
    })
  })

  it('sends the fallback token without a prefix when the OAuth prefix is empty', () => {
    const bare: AuthScheme = {
      type: 'oAuth',
      value: {
        type: 'clientCredentials',
        value: { type: 'referencedEndpoint', endpointId: 'gone', accessTokenLocator: '$', tokenPrefix: '' },
      },
    }
    const scheme = selectAuthScheme({ auths: { bare }, endpoints: {} }, { auth: ['bare'] })?.scheme
    const store = createAuthStore({ storage: null })
    store.getState().setHeaderValue('authorization', 'tok_2')
    expect(buildAuthHeaders(scheme, store.getState()).headers).toEqual([['Authorization', 'tok_2']])
  })

  it('does not take inherited object keys for schemes', () => {
    expect(selectAuthScheme(definition, { auth: ['toString', 'constructor'] })).toBeUndefined()
  })
})
