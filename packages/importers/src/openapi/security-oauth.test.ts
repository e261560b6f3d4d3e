import type { EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, OK, optional, securityDocument, STRING } from '../../test/openapi.js'

/** The token endpoint the importer generates for a client-credentials flow (see token-endpoint.ts). */
function tokenEndpoint(
  endpointId: string,
  baseUrl: string,
  path: string,
  scopes: string,
): EndpointDefinition {
  return {
    id: endpointId,
    method: 'POST',
    path: [{ type: 'literal', value: path }],
    displayName: 'Get an access token',
    environments: [{ id: 'token', baseUrl }],
    defaultEnvironment: 'token',
    includeInApiExplorer: false,
    requests: [
      {
        contentType: 'application/x-www-form-urlencoded',
        body: {
          type: 'object',
          extends: [],
          properties: [
            {
              key: 'grant_type',
              valueShape: {
                type: 'alias',
                value: { type: 'literal', value: { type: 'stringLiteral', value: 'client_credentials' } },
              },
              description: 'Always `client_credentials`.',
            },
            { key: 'client_id', valueShape: STRING, description: 'Your client id.' },
            {
              key: 'client_secret',
              valueShape: {
                type: 'alias',
                value: { type: 'primitive', value: { type: 'string', format: 'password' } },
              },
              description: 'Your client secret.',
            },
            { key: 'scope', valueShape: optional(STRING), description: scopes },
          ],
        },
      },
    ],
    responses: [
      {
        statusCode: 200,
        body: {
          type: 'object',
          extends: [],
          properties: [
            { key: 'access_token', valueShape: STRING, description: 'The token to send with requests.' },
            { key: 'token_type', valueShape: optional(STRING), description: 'Usually `Bearer`.' },
            {
              key: 'expires_in',
              valueShape: optional({
                type: 'alias',
                value: { type: 'primitive', value: { type: 'integer' } },
              }),
              description: 'Lifetime in seconds.',
            },
          ],
        },
      },
    ],
  }
}

describe('security schemes', () => {
  it('maps OAuth 2 client credentials to an auth scheme logging in through a hidden token endpoint', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
        security: [{ oauth: ['read'] }],
        components: {
          securitySchemes: {
            oauth: {
              type: 'oauth2',
              description: 'Machine to machine.',
              flows: {
                clientCredentials: {
                  tokenUrl: 'https://auth.example.com/oauth/token',
                  scopes: { read: 'Read', write: 'Write' },
                },
              },
            },
          },
        },
      }),
    )

    expect(definition.auths).toEqual({
      oauth: {
        type: 'oAuth',
        value: {
          type: 'clientCredentials',
          value: {
            type: 'referencedEndpoint',
            endpointId: 'oauth_token',
            accessTokenLocator: '$.body.access_token',
            description: 'Machine to machine.',
          },
        },
      },
    })
    expect(endpointOf(definition, 'oauth_token')).toEqual(
      tokenEndpoint(
        'oauth_token',
        'https://auth.example.com',
        '/oauth/token',
        'Space-separated scopes: `read`, `write`.',
      ),
    )
    expect(endpointOf(definition, 'get-things').auth).toEqual(['oauth'])
    expect(diagnostics).toEqual([])
  })

  it('resolves a relative token URL against the first server', async () => {
    const { definition } = await importOpenApi(
      securityDocument({
        servers: [{ url: 'https://api.example.com/v1' }],
        components: {
          securitySchemes: {
            oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } } },
          },
        },
      }),
    )

    const endpoint = endpointOf(definition, 'oauth_token')
    expect(endpoint.environments).toEqual([{ id: 'token', baseUrl: 'https://api.example.com' }])
    expect(endpoint.path).toEqual([{ type: 'literal', value: '/oauth/token' }])
  })

  it('falls back to a pasted bearer token when a relative token URL cannot be resolved', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
        components: {
          securitySchemes: {
            oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } } },
          },
        },
      }),
    )

    expect(definition.auths).toEqual({ oauth: { type: 'bearerAuth' } })
    expect(Object.keys(definition.endpoints)).toEqual(['get-things'])
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'warning', pointer: '/components/securitySchemes/oauth' },
      { severity: 'info', pointer: '/components/securitySchemes/oauth' },
    ])
  })

  it('gives the token endpoint a free id and points the auth scheme at it', async () => {
    const { definition } = await importOpenApi(
      securityDocument({
        paths: { '/token': { post: { operationId: 'oauth_token', ...OK } } },
        components: {
          securitySchemes: {
            oauth: {
              type: 'oauth2',
              flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: {} } },
            },
          },
        },
      }),
    )

    expect(Object.keys(definition.endpoints)).toEqual(['oauth_token', 'oauth_token_2'])
    expect(endpointOf(definition, 'oauth_token_2').includeInApiExplorer).toBe(false)
    expect(definition.auths['oauth']).toMatchObject({ value: { value: { endpointId: 'oauth_token_2' } } })
  })

  it('keeps the query string of the token URL on the token endpoint', async () => {
    const { definition } = await importOpenApi(
      securityDocument({
        components: {
          securitySchemes: {
            oauth: {
              type: 'oauth2',
              flows: {
                clientCredentials: {
                  tokenUrl: 'https://login.example.com/oauth2/token?api-version=2',
                  scopes: {},
                },
              },
            },
          },
        },
      }),
    )

    const endpoint = endpointOf(definition, 'oauth_token')
    const path = endpoint.path
      .map((part) => (part.type === 'literal' ? part.value : `{${part.value}}`))
      .join('')
    expect(`${endpoint.environments?.[0]?.baseUrl}${path}`).toBe(
      'https://login.example.com/oauth2/token?api-version=2',
    )
  })

  it('imports other OAuth 2 flows and OpenID Connect as a pasted bearer token, with info diagnostics', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
        components: {
          securitySchemes: {
            code: {
              type: 'oauth2',
              flows: {
                authorizationCode: {
                  authorizationUrl: 'https://auth.example.com/authorize',
                  tokenUrl: 'https://auth.example.com/token',
                  scopes: {},
                },
              },
            },
            oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known' },
          },
        },
      }),
    )

    expect(definition.auths).toEqual({ code: { type: 'bearerAuth' }, oidc: { type: 'bearerAuth' } })
    expect(definition.endpoints['code_token']).toBeUndefined()
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/components/securitySchemes/code',
        message: 'OAuth 2 flow authorizationCode is imported as a bearer token the reader pastes.',
      },
      {
        severity: 'info',
        pointer: '/components/securitySchemes/oidc',
        message: 'OpenID Connect is imported as a bearer token the reader pastes.',
      },
    ])
  })

  it('makes a {name} in the token URL path a path parameter of the token endpoint', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
        components: {
          securitySchemes: {
            aad: {
              type: 'oauth2',
              flows: {
                clientCredentials: {
                  tokenUrl: 'https://login.example.com/{tenant}/oauth2/token',
                  scopes: {},
                },
              },
            },
          },
        },
      }),
    )

    const endpoint = endpointOf(definition, 'aad_token')
    expect(endpoint.path).toEqual([
      { type: 'literal', value: '/' },
      { type: 'pathParameter', value: 'tenant' },
      { type: 'literal', value: '/oauth2/token' },
    ])
    expect(endpoint.pathParameters).toEqual([
      { key: 'tenant', valueShape: STRING, description: 'The `tenant` part of the token URL.' },
    ])
    expect(endpoint.environments).toEqual([{ id: 'token', baseUrl: 'https://login.example.com' }])
    expect(diagnostics).toEqual([])
  })

  it('falls back to a pasted bearer token when the token URL has a variable in its host', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
        components: {
          securitySchemes: {
            oauth: {
              type: 'oauth2',
              flows: { clientCredentials: { tokenUrl: 'https://{tenant}.example.com/token', scopes: {} } },
            },
          },
        },
      }),
    )

    expect(definition.auths).toEqual({ oauth: { type: 'bearerAuth' } })
    expect(diagnostics[0]).toEqual({
      severity: 'warning',
      pointer: '/components/securitySchemes/oauth',
      message:
        'OAuth token URL "https://{tenant}.example.com/token" has a variable in its host, which an environment cannot hold.',
    })
  })
})
