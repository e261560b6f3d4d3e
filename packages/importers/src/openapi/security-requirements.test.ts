import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, OK, securityDocument } from '../../test/openapi.js'

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
      securityDocument({
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
      securityDocument({
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
      securityDocument({
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

  it('reports a scheme the document does not declare at its requirement, for the operation and the document', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
        ...schemes,
        security: [{ missing: [] }],
        paths: {
          '/default': { get: OK },
          '/own': { get: { security: [{ bearer: [] }, { nope: [], key: [] }], ...OK } },
        },
      }),
    )

    expect(endpointOf(definition, 'get-default').auth).toBeUndefined()
    expect(endpointOf(definition, 'get-own').auth).toEqual(['bearer', 'key'])
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/security/0/missing',
        message: 'Security scheme "missing" is not declared in components.securitySchemes; ignored.',
      },
      {
        severity: 'error',
        pointer: '/paths/~1own/get/security/1/nope',
        message: 'Security scheme "nope" is not declared in components.securitySchemes; ignored.',
      },
    ])
  })

  it('names securityDefinitions for an undeclared scheme of a Swagger 2.0 document', async () => {
    const { diagnostics } = await importOpenApi({
      swagger: '2.0',
      info: { title: 'Swagger', version: '1' },
      host: 'api.example.com',
      paths: { '/things': { get: { security: [{ nope: [] }], ...OK } } },
    })

    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/paths/~1things/get/security/0/nope',
        message: 'Security scheme "nope" is not declared in securityDefinitions; ignored.',
      },
    ])
  })
})
