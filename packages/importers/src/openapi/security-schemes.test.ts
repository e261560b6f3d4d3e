import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, OK, securityDocument, STRING } from '../../test/openapi.js'

describe('security schemes', () => {
  it('maps HTTP bearer and basic, and an API key in a header, one to one', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
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
      securityDocument({
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
      securityDocument({
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
      securityDocument({
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

  it('reports unsupported schemes with warnings at their pointer', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
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
