import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, OK, STRING, swaggerDocument } from '../../test/openapi.js'

describe('Swagger 2.0 security definitions', () => {
  it('maps basic and apiKey, and the oauth2 application flow to client credentials with a hidden token endpoint', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swaggerDocument({
        security: [{ basic: [] }],
        paths: { '/things': { get: OK, post: { security: [{ app: [] }], ...OK } } },
        securityDefinitions: {
          basic: { type: 'basic' },
          key: { type: 'apiKey', in: 'header', name: 'X-Key' },
          app: {
            type: 'oauth2',
            flow: 'application',
            tokenUrl: 'https://auth.example.com/oauth/token',
            scopes: { read: 'Read' },
          },
        },
      }),
    )

    expect(definition.auths).toEqual({
      basic: { type: 'basicAuth' },
      key: { type: 'header', headerWireValue: 'X-Key' },
      app: {
        type: 'oAuth',
        value: {
          type: 'clientCredentials',
          value: {
            type: 'referencedEndpoint',
            endpointId: 'app_token',
            accessTokenLocator: '$.body.access_token',
          },
        },
      },
    })
    const token = endpointOf(definition, 'app_token')
    expect(token).toMatchObject({
      method: 'POST',
      path: [{ type: 'literal', value: '/oauth/token' }],
      environments: [{ id: 'token', baseUrl: 'https://auth.example.com' }],
      includeInApiExplorer: false,
    })
    expect(token.requests?.[0]?.contentType).toBe('application/x-www-form-urlencoded')
    expect(endpointOf(definition, 'get-things').auth).toEqual(['basic'])
    expect(endpointOf(definition, 'post-things').auth).toEqual(['app'])
    expect(diagnostics).toEqual([])
  })

  it('imports the other oauth2 flows as a pasted bearer token with an info diagnostic', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swaggerDocument({
        securityDefinitions: {
          implicit: {
            type: 'oauth2',
            flow: 'implicit',
            authorizationUrl: 'https://auth.example.com/authorize',
            scopes: {},
          },
        },
      }),
    )

    expect(definition.auths).toEqual({ implicit: { type: 'bearerAuth' } })
    expect(Object.keys(definition.endpoints)).toEqual([])
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/securityDefinitions/implicit',
        message: 'OAuth 2 flow implicit is imported as a bearer token the reader pastes.',
      },
    ])
  })

  it('imports a query apiKey as a query parameter of the endpoints using it', async () => {
    const { definition } = await importOpenApi(
      swaggerDocument({
        security: [{ key: [] }],
        paths: { '/things': { get: OK } },
        securityDefinitions: { key: { type: 'apiKey', in: 'query', name: 'token' } },
      }),
    )

    expect(endpointOf(definition, 'get-things').queryParameters).toEqual([
      { key: 'token', valueShape: STRING, description: 'API key (key).' },
    ])
  })
})
