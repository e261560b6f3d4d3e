import type { ApiDefinition, AuthScheme, EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
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

  it('skips ids the definition does not know', () => {
    expect(selectAuthScheme(definition, { auth: ['missing', 'bearer'] })?.id).toBe('bearer')
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

  it('falls back to a plain bearer token when the token endpoint is missing', () => {
    const selected = selectAuthScheme({ ...definition, endpoints: {} }, { auth: ['oauth'] })
    expect(selected).toEqual({
      id: 'oauth',
      declared: oauth,
      scheme: { type: 'bearerAuth' },
      oauthFallback: true,
    })
  })

  it('does not take inherited object keys for schemes', () => {
    expect(selectAuthScheme(definition, { auth: ['toString', 'constructor'] })).toBeUndefined()
  })
})
