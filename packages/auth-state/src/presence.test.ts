import type { AuthScheme } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { emptyOAuthState } from './auth-values.js'
import { isAuthPresent, isPasswordAlwaysEmpty } from './presence.js'
import { authValues } from '../test/values.js'

const oauth: AuthScheme = {
  type: 'oAuth',
  value: {
    type: 'clientCredentials',
    value: { type: 'referencedEndpoint', endpointId: 't', accessTokenLocator: '$.body.t' },
  },
}

describe('isAuthPresent', () => {
  it('is false without a scheme', () => {
    expect(isAuthPresent(undefined, authValues({ bearerAuth: { token: 'x' } }))).toBe(false)
  })

  it('needs a bearer token that is not blank', () => {
    expect(isAuthPresent({ type: 'bearerAuth' }, authValues({ bearerAuth: { token: '  \n' } }))).toBe(false)
    expect(isAuthPresent({ type: 'bearerAuth' }, authValues({ bearerAuth: { token: ' t ' } }))).toBe(true)
  })

  it('looks at the selected option of a bearer token with options', () => {
    expect(
      isAuthPresent({ type: 'bearerAuth' }, authValues({ bearerAuth: { token: "{'prod': ' '}" } })),
    ).toBe(false)
    expect(
      isAuthPresent({ type: 'bearerAuth' }, authValues({ bearerAuth: { token: "{'prod': 'x'}" } })),
    ).toBe(true)
  })

  it('needs both basic username and password', () => {
    const basic = (username: string, password: string) => authValues({ basicAuth: { username, password } })
    expect(isAuthPresent({ type: 'basicAuth' }, basic('ada', ' '))).toBe(false)
    expect(isAuthPresent({ type: 'basicAuth' }, basic(' ', 'pw'))).toBe(false)
    expect(isAuthPresent({ type: 'basicAuth' }, basic('ada', 'pw'))).toBe(true)
  })

  it('needs only the username when the password is always empty', () => {
    expect(
      isAuthPresent(
        { type: 'basicAuth', passwordAlwaysEmpty: true },
        authValues({ basicAuth: { username: 'key', password: '' } }),
      ),
    ).toBe(true)
  })

  it('needs the named header, in any letter case', () => {
    const scheme: AuthScheme = { type: 'header', headerWireValue: 'X-Api-Key' }
    expect(isAuthPresent(scheme, authValues({ header: { headers: { Other: 'x' } } }))).toBe(false)
    expect(isAuthPresent(scheme, authValues({ header: { headers: { 'x-api-key': ' ' } } }))).toBe(false)
    expect(isAuthPresent(scheme, authValues({ header: { headers: { 'x-api-key': 'k' } } }))).toBe(true)
  })

  it('needs the OAuth token of the current input method', () => {
    const fetched = { ...emptyOAuthState(), accessToken: 'tok' }
    expect(isAuthPresent(oauth, authValues({ oauth: fetched }))).toBe(true)
    expect(isAuthPresent(oauth, authValues({ oauth: { ...fetched, selectedInputMethod: 'token' } }))).toBe(
      false,
    )
    const pasted = { ...fetched, selectedInputMethod: 'token' as const, userSuppliedAccessToken: 'mine' }
    expect(isAuthPresent(oauth, authValues({ oauth: pasted }))).toBe(true)
  })
})

describe('isPasswordAlwaysEmpty', () => {
  it('tells the form to hide the password of a basic scheme that takes none', () => {
    expect(isPasswordAlwaysEmpty({ type: 'basicAuth', passwordAlwaysEmpty: true })).toBe(true)
    expect(isPasswordAlwaysEmpty({ type: 'basicAuth' })).toBe(false)
    expect(isPasswordAlwaysEmpty({ type: 'bearerAuth' })).toBe(false)
    expect(isPasswordAlwaysEmpty(undefined)).toBe(false)
  })
})
