import type { AuthScheme } from '@api-explorer/model'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emptyOAuthState } from './auth-values.js'
import { buildAuthHeaders } from './build-auth-headers.js'
import { authValues } from '../test/values.js'

const oauthScheme = (extra: { headerName?: string; tokenPrefix?: string } = {}): AuthScheme => ({
  type: 'oAuth',
  value: {
    type: 'clientCredentials',
    value: {
      type: 'referencedEndpoint',
      endpointId: 'token',
      accessTokenLocator: '$.body.access_token',
      ...extra,
    },
  },
})

describe('buildAuthHeaders', () => {
  it('adds nothing without a scheme', () => {
    expect(buildAuthHeaders(undefined, authValues())).toEqual({ headers: [], secrets: [] })
  })

  it('sends a bearer token as Authorization: Bearer and marks it secret', () => {
    expect(
      buildAuthHeaders({ type: 'bearerAuth' }, authValues({ bearerAuth: { token: 'sk_test_123' } })),
    ).toEqual({
      headers: [['Authorization', 'Bearer sk_test_123']],
      secrets: ['Authorization'],
      credentials: [{ value: 'sk_test_123', placeholder: 'API_TOKEN' }],
    })
  })

  it('lists every credential the reader entered, of every scheme, for snippets to hide wherever it is', () => {
    const values = authValues({
      basicAuth: { username: 'ada', password: 'pw-1' },
      header: { headers: { 'X-Api-Key': 'key_123' } },
      oauth: {
        ...authValues().oauth,
        clientId: 'demo-client',
        clientSecret: 'cs_456',
        accessToken: 'at_789',
      },
    })
    // An endpoint without auth (the token endpoint itself) still learns the client secret.
    expect(buildAuthHeaders(undefined, values)).toEqual({
      headers: [],
      secrets: [],
      credentials: [
        { value: 'at_789', placeholder: 'API_TOKEN' },
        { value: 'cs_456', placeholder: 'OAUTH_CLIENT_SECRET' },
        { value: 'key_123', placeholder: 'API_KEY' },
        { value: 'pw-1', placeholder: 'API_PASSWORD' },
      ],
    })
    expect(buildAuthHeaders({ type: 'basicAuth' }, values).credentials).toContainEqual({
      value: 'YWRhOnB3LTE=',
      placeholder: 'API_BASIC_AUTH',
    })
    expect(buildAuthHeaders({ type: 'basicAuth' }, values, { redacted: true }).credentials).toBeUndefined()
  })

  it('writes no header while the credentials are not present (spec §5)', () => {
    expect(buildAuthHeaders({ type: 'bearerAuth' }, authValues())).toEqual({ headers: [], secrets: [] })
    expect(
      buildAuthHeaders({ type: 'bearerAuth' }, authValues({ bearerAuth: { token: '  ' } })).headers,
    ).toEqual([])
    expect(
      buildAuthHeaders({ type: 'basicAuth' }, authValues({ basicAuth: { username: 'ann', password: '' } }))
        .headers,
    ).toEqual([])
  })

  it('sends the selected option of a bearer token that carries options', () => {
    const token = "[{'prod': 'sk_live'}, {'sandbox': 'sk_test', 'selected': true}]"
    expect(buildAuthHeaders({ type: 'bearerAuth' }, authValues({ bearerAuth: { token } })).headers).toEqual([
      ['Authorization', 'Bearer sk_test'],
    ])
  })

  it('encodes basic credentials as UTF-8 base64', () => {
    const values = authValues({ basicAuth: { username: 'ada', password: 'pässword' } })
    const [[name, value] = ['', '']] = buildAuthHeaders({ type: 'basicAuth' }, values).headers
    expect(name).toBe('Authorization')
    expect(value).toBe(`Basic ${Buffer.from('ada:pässword', 'utf8').toString('base64')}`)
  })

  it('sends an empty password when the scheme says the password is always empty', () => {
    const values = authValues({ basicAuth: { username: 'key_1', password: 'left over' } })
    const [[, value] = ['', '']] = buildAuthHeaders(
      { type: 'basicAuth', passwordAlwaysEmpty: true },
      values,
    ).headers
    expect(value).toBe(`Basic ${Buffer.from('key_1:').toString('base64')}`)
  })

  it('writes a custom header with its prefix, finding the value in any letter case', () => {
    const scheme: AuthScheme = { type: 'header', headerWireValue: 'X-API-Key', prefix: 'Token' }
    const values = authValues({ header: { headers: { 'x-api-key': 'key_1' } } })
    expect(buildAuthHeaders(scheme, values)).toEqual({
      headers: [['X-API-Key', 'Token key_1']],
      secrets: ['X-API-Key'],
      credentials: [{ value: 'key_1', placeholder: 'API_KEY' }],
    })
    expect(buildAuthHeaders({ type: 'header', headerWireValue: 'X-API-Key' }, values).headers).toEqual([
      ['X-API-Key', 'key_1'],
    ])
  })

  it('sends an OAuth token in Authorization with Bearer by default', () => {
    const oauth = { ...emptyOAuthState(), accessToken: 'tok_1' }
    expect(buildAuthHeaders(oauthScheme(), authValues({ oauth })).headers).toEqual([
      ['Authorization', 'Bearer tok_1'],
    ])
  })

  it('honours the OAuth header name and prefix, and an empty prefix means none', () => {
    const oauth = { ...emptyOAuthState(), accessToken: 'tok_1' }
    expect(
      buildAuthHeaders(oauthScheme({ headerName: 'X-Token', tokenPrefix: 'Token' }), authValues({ oauth })),
    ).toEqual({
      headers: [['X-Token', 'Token tok_1']],
      secrets: ['X-Token'],
      credentials: [{ value: 'tok_1', placeholder: 'API_TOKEN' }],
    })
    expect(buildAuthHeaders(oauthScheme({ tokenPrefix: '' }), authValues({ oauth })).headers).toEqual([
      ['Authorization', 'tok_1'],
    ])
  })

  it('uses the pasted OAuth token in token mode', () => {
    const oauth = {
      ...emptyOAuthState(),
      accessToken: 'fetched',
      selectedInputMethod: 'token' as const,
      userSuppliedAccessToken: 'pasted',
    }
    expect(buildAuthHeaders(oauthScheme(), authValues({ oauth })).headers).toEqual([
      ['Authorization', 'Bearer pasted'],
    ])
  })

  it('redacts credentials but keeps the scheme word', () => {
    const redacted = { redacted: true }
    expect(
      buildAuthHeaders({ type: 'bearerAuth' }, authValues({ bearerAuth: { token: 'sk_test_123' } }), redacted)
        .headers,
    ).toEqual([['Authorization', `Bearer s${'*'.repeat(25)}23`]])
    const long = 'abcdefghijklmnopqrstuvwxyz0123456789'
    expect(
      buildAuthHeaders(
        oauthScheme(),
        authValues({ oauth: { ...emptyOAuthState(), accessToken: long } }),
        redacted,
      ).headers,
    ).toEqual([['Authorization', `Bearer abcdefghijkl....yz0123456789`]])
    const basic = buildAuthHeaders(
      { type: 'basicAuth' },
      authValues({ basicAuth: { username: 'ada', password: 'secret' } }),
      redacted,
    )
    expect(Buffer.from(basic.headers[0]?.[1].slice('Basic '.length) ?? '', 'base64').toString()).toBe(
      `ada:s${'*'.repeat(25)}et`,
    )
  })

  it('strips line breaks and NUL from pasted credentials instead of failing the request', () => {
    const values = authValues({
      bearerAuth: { token: 'sk_\r\ntest\u0000\n' },
      header: { headers: { 'X-Key': ' k\ne\u200by ' } },
    })
    expect(buildAuthHeaders({ type: 'bearerAuth' }, values).headers).toEqual([
      ['Authorization', 'Bearer sk_test'],
    ])
    expect(buildAuthHeaders({ type: 'header', headerWireValue: 'X-Key' }, values).headers).toEqual([
      ['X-Key', 'key'],
    ])
  })

  it('drops a header scheme whose name has no valid character', () => {
    expect(buildAuthHeaders({ type: 'header', headerWireValue: '\r\n' }, authValues())).toEqual({
      headers: [],
      secrets: [],
    })
  })

  // A hundred generated cases: a second on a quiet machine, over ten on a loaded one, so it gets a minute.
  it('never produces a header the Fetch API rejects, whatever the input', { timeout: 60_000 }, () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 })
    const scheme = fc.oneof(
      fc.constant<AuthScheme>({ type: 'bearerAuth' }),
      fc.constant<AuthScheme>({ type: 'basicAuth' }),
      fc
        .record({ headerWireValue: text, prefix: fc.option(text, { nil: undefined }) })
        .map(({ headerWireValue, prefix }): AuthScheme => ({
          type: 'header',
          headerWireValue,
          ...(prefix == null ? {} : { prefix }),
        })),
      fc
        .record({
          headerName: fc.option(text, { nil: undefined }),
          tokenPrefix: fc.option(text, { nil: undefined }),
        })
        .map(({ headerName, tokenPrefix }) =>
          oauthScheme({
            ...(headerName == null ? {} : { headerName }),
            ...(tokenPrefix == null ? {} : { tokenPrefix }),
          }),
        ),
    )
    fc.assert(
      fc.property(
        scheme,
        text,
        text,
        fc.dictionary(text, text),
        fc.boolean(),
        (s, token, password, headers, redacted) => {
          const oauth = { ...emptyOAuthState(), accessToken: token }
          const values = authValues({
            bearerAuth: { token },
            basicAuth: { username: token, password },
            header: { headers },
            oauth,
          })
          const result = buildAuthHeaders(s, values, { redacted })
          for (const [name, value] of result.headers) {
            expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/)
            expect(value).not.toMatch(/[\r\n\0]/)
          }
          expect(() => new Headers(result.headers)).not.toThrow()
          expect(result.secrets).toEqual(result.headers.map(([name]) => name))
        },
      ),
      { numRuns: 500 },
    )
  })
})
