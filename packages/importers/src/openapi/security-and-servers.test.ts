import type { ApiDefinition, EndpointDefinition, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'

const STRING: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
const optional = (shape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'optional', shape } })

const OK = { responses: { '200': { description: 'OK' } } }

function document(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    openapi: '3.0.3',
    info: { title: 'Security', version: '1' },
    paths: { '/things': { get: OK } },
    ...extra,
  }
}

function endpointOf(definition: ApiDefinition, endpointId: string): EndpointDefinition {
  const endpoint = definition.endpoints[endpointId]
  if (endpoint === undefined) {
    throw new Error(`No endpoint ${endpointId}; found ${Object.keys(definition.endpoints).join(', ')}`)
  }
  return endpoint
}

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
  it('maps HTTP bearer and basic, and an API key in a header, one to one', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
        components: {
          securitySchemes: {
            jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A JWT.' },
            basic: { type: 'http', scheme: 'Basic' },
            key: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Your key.' },
          },
        },
      }),
    )

    expect(definition.auths).toEqual({
      jwt: { type: 'bearerAuth', description: 'A JWT.' },
      basic: { type: 'basicAuth' },
      key: { type: 'header', headerWireValue: 'X-API-Key', description: 'Your key.' },
    })
    expect(diagnostics).toEqual([])
  })

  it('imports an API key in the query as a query parameter of the endpoints using it (documented decision)', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
        paths: { '/secured': { get: { security: [{ queryKey: [] }], ...OK } }, '/open': { get: OK } },
        components: { securitySchemes: { queryKey: { type: 'apiKey', in: 'query', name: 'api_key' } } },
      }),
    )

    expect(definition.auths).toEqual({})
    expect(endpointOf(definition, 'get-secured').queryParameters).toEqual([
      { key: 'api_key', valueShape: STRING, description: 'API key (queryKey).' },
    ])
    expect(endpointOf(definition, 'get-secured').auth).toBeUndefined()
    expect(endpointOf(definition, 'get-open').queryParameters).toBeUndefined()
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/components/securitySchemes/queryKey',
        message:
          'API key "api_key" in the query is imported as a query parameter of each endpoint that uses it.',
      },
    ])
  })

  it('does not add the query API key twice when the operation declares the same query parameter', async () => {
    const { definition } = await importOpenApi(
      document({
        paths: {
          '/secured': {
            get: {
              security: [{ queryKey: [] }],
              parameters: [{ name: 'api_key', in: 'query', required: true, schema: { type: 'string' } }],
              ...OK,
            },
          },
        },
        components: { securitySchemes: { queryKey: { type: 'apiKey', in: 'query', name: 'api_key' } } },
      }),
    )

    expect(endpointOf(definition, 'get-secured').queryParameters).toEqual([
      { key: 'api_key', valueShape: STRING },
    ])
  })

  it('drops an API key in a cookie with a warning (documented decision)', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
        security: [{ cookieKey: [] }],
        components: { securitySchemes: { cookieKey: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      }),
    )

    expect(definition.auths).toEqual({})
    expect(endpointOf(definition, 'get-things').auth).toBeUndefined()
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        pointer: '/components/securitySchemes/cookieKey',
        message: 'API key "sid" in a cookie is dropped: a browser cannot send cookies to another site.',
      },
    ])
  })

  it('maps OAuth 2 client credentials to an auth scheme logging in through a hidden token endpoint', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
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
      document({
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
      document({
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
      document({
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
      document({
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
      document({
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

  it('reports unsupported schemes with warnings at their pointer', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
        components: {
          securitySchemes: { digest: { type: 'http', scheme: 'digest' }, mtls: { type: 'mutualTLS' } },
        },
      }),
    )

    expect(definition.auths).toEqual({})
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'warning', pointer: '/components/securitySchemes/digest' },
      { severity: 'warning', pointer: '/components/securitySchemes/mtls' },
    ])
  })
})

describe('security requirements', () => {
  const schemes = {
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        key: { type: 'apiKey', in: 'header', name: 'X-Key' },
        basic: { type: 'http', scheme: 'basic' },
      },
    },
  }

  it('uses the document security by default, the operation security when given, and none for []', async () => {
    const { definition } = await importOpenApi(
      document({
        ...schemes,
        security: [{ bearer: [] }],
        paths: {
          '/default': { get: OK },
          '/own': { get: { security: [{ basic: [] }], ...OK } },
          '/public': { get: { security: [], ...OK } },
        },
      }),
    )

    expect(endpointOf(definition, 'get-default').auth).toEqual(['bearer'])
    expect(endpointOf(definition, 'get-own').auth).toEqual(['basic'])
    expect(endpointOf(definition, 'get-public').auth).toBeUndefined()
  })

  it('lists every scheme in order and keeps alternatives and combinations as multiAuth', async () => {
    const { definition } = await importOpenApi(
      document({
        ...schemes,
        paths: {
          '/either': { get: { security: [{ bearer: [] }, { key: [] }], ...OK } },
          '/both': { get: { security: [{ key: [], basic: [] }], ...OK } },
        },
      }),
    )

    expect(endpointOf(definition, 'get-either')).toMatchObject({
      auth: ['bearer', 'key'],
      multiAuth: [{ schemes: ['bearer'] }, { schemes: ['key'] }],
    })
    expect(endpointOf(definition, 'get-both')).toMatchObject({
      auth: ['key', 'basic'],
      multiAuth: [{ schemes: ['key', 'basic'] }],
    })
  })

  it('marks only generated token endpoints as hidden from the explorer', async () => {
    const { definition } = await importOpenApi(
      document({
        paths: { '/a': { get: OK }, '/b': { post: OK } },
        components: {
          securitySchemes: {
            one: {
              type: 'oauth2',
              flows: { clientCredentials: { tokenUrl: 'https://a.example.com/t', scopes: {} } },
            },
            two: {
              type: 'oauth2',
              flows: { clientCredentials: { tokenUrl: 'https://b.example.com/t', scopes: {} } },
            },
          },
        },
      }),
    )

    const hidden = Object.values(definition.endpoints)
      .filter((endpoint) => endpoint.includeInApiExplorer === false)
      .map((endpoint) => endpoint.id)
    const withFlag = Object.values(definition.endpoints)
      .filter((endpoint) => endpoint.includeInApiExplorer !== undefined)
      .map((endpoint) => endpoint.id)
    expect(hidden).toEqual(['one_token', 'two_token'])
    expect(withFlag).toEqual(['one_token', 'two_token'])
  })
})

describe('servers', () => {
  it('turns servers into environments named by a short description, else their URL, without trailing slash', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
        servers: [
          { url: 'https://api.example.com/v1/', description: 'Production' },
          {
            url: 'https://staging.example.com',
            description: 'A rather long description of the staging server of this API',
          },
        ],
      }),
    )

    const endpoint = endpointOf(definition, 'get-things')
    expect(endpoint.environments).toEqual([
      { id: 'Production', baseUrl: 'https://api.example.com/v1' },
      { id: 'https://staging.example.com', baseUrl: 'https://staging.example.com' },
    ])
    expect(endpoint.defaultEnvironment).toBe('Production')
    expect(diagnostics).toEqual([])
  })

  it('fills server variables with their defaults and makes one environment per enum value', async () => {
    const { definition } = await importOpenApi(
      document({
        servers: [
          {
            url: 'https://{region}.example.com/{version}',
            description: 'Regional',
            variables: {
              region: { default: 'eu', enum: ['us', 'eu', 'ap'] },
              version: { default: 'v2' },
            },
          },
        ],
      }),
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'Regional', baseUrl: 'https://eu.example.com/v2' },
      { id: 'Regional (us)', baseUrl: 'https://us.example.com/v2' },
      { id: 'Regional (ap)', baseUrl: 'https://ap.example.com/v2' },
    ])
  })

  it('warns about a server variable without a default', async () => {
    const { diagnostics } = await importOpenApi(
      document({ servers: [{ url: 'https://{tenant}.example.com', variables: { tenant: {} } }] }),
    )

    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        pointer: '/servers/0/variables/tenant',
        message: 'Server variable "tenant" has no default.',
      },
    ])
  })

  it('keeps a relative server URL with an info diagnostic, or resolves it against baseUrl', async () => {
    const doc = document({ servers: [{ url: '/api' }] })
    const relative = await importOpenApi(doc)
    const resolved = await importOpenApi(doc, { baseUrl: 'https://example.com/docs/openapi.json' })

    expect(endpointOf(relative.definition, 'get-things').environments).toEqual([
      { id: '/api', baseUrl: '/api' },
    ])
    expect(relative.diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/servers/0',
        message: 'Server URL "/api" is relative; import with { baseUrl } to make it absolute.',
      },
    ])
    expect(endpointOf(resolved.definition, 'get-things').environments).toEqual([
      { id: 'https://example.com/api', baseUrl: 'https://example.com/api' },
    ])
    expect(resolved.diagnostics).toEqual([])
  })

  it('reports a server without a url and skips it', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({ servers: [{ description: 'Nowhere' }, { url: 'https://api.example.com' }] }),
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'https://api.example.com', baseUrl: 'https://api.example.com' },
    ])
    expect(diagnostics).toEqual([
      { severity: 'error', pointer: '/servers/0', message: 'A server needs a "url"; skipped.' },
    ])
  })

  it('lets path-item and operation servers override the document servers', async () => {
    const { definition } = await importOpenApi(
      document({
        servers: [{ url: 'https://api.example.com' }],
        paths: {
          '/default': { get: OK },
          '/path': { servers: [{ url: 'https://path.example.com' }], get: OK },
          '/operation': {
            servers: [{ url: 'https://path.example.com' }],
            get: { servers: [{ url: 'https://operation.example.com' }], ...OK },
          },
        },
      }),
    )

    const baseUrls = (endpointId: string): string[] | undefined =>
      endpointOf(definition, endpointId).environments?.map((environment) => environment.baseUrl)
    expect(baseUrls('get-default')).toEqual(['https://api.example.com'])
    expect(baseUrls('get-path')).toEqual(['https://path.example.com'])
    expect(baseUrls('get-operation')).toEqual(['https://operation.example.com'])
  })

  it('leaves environments out when the document has no servers', async () => {
    const { definition } = await importOpenApi(document({}))

    expect(endpointOf(definition, 'get-things').environments).toBeUndefined()
    expect(endpointOf(definition, 'get-things').defaultEnvironment).toBeUndefined()
  })
})
