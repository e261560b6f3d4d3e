import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, OK, securityDocument } from '../../test/openapi.js'

describe('servers', () => {
  it('turns servers into environments named by a short description, else their URL, without trailing slash', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({
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
      securityDocument({
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
      securityDocument({ servers: [{ url: 'https://{tenant}.example.com', variables: { tenant: {} } }] }),
    )

    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        pointer: '/servers/0/variables/tenant',
        message: 'Server variable "tenant" has no default; the URL keeps "{tenant}".',
      },
    ])
  })

  it('keeps a relative server URL with an info diagnostic, or resolves it against baseUrl', async () => {
    const doc = securityDocument({ servers: [{ url: '/api' }] })
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
      securityDocument({ servers: [{ description: 'Nowhere' }, { url: 'https://api.example.com' }] }),
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
      securityDocument({
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
    const { definition } = await importOpenApi(securityDocument({}))

    expect(endpointOf(definition, 'get-things').environments).toBeUndefined()
    expect(endpointOf(definition, 'get-things').defaultEnvironment).toBeUndefined()
  })

  it('uses numeric variable defaults, as YAML reads `default: 8443`, and numeric enum values', async () => {
    const { definition, diagnostics } = await importOpenApi(
      [
        'openapi: 3.0.3',
        'info: {title: Servers, version: "1"}',
        'servers:',
        '  - url: https://api.example.com:{port}/{version}',
        '    variables:',
        '      port: {default: 8443}',
        '      version: {default: 2, enum: [1, 2]}',
        'paths:',
        '  /things: {get: {responses: {"200": {description: OK}}}}',
      ].join('\n'),
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'https://api.example.com:8443/2', baseUrl: 'https://api.example.com:8443/2' },
      { id: 'https://api.example.com:8443/1 (1)', baseUrl: 'https://api.example.com:8443/1' },
    ])
    expect(diagnostics).toEqual([])
  })

  it('keeps an undeclared variable such as {constructor} as a placeholder, with a warning', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({ servers: [{ url: 'https://api.example.com/{constructor}' }] }),
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'https://api.example.com/{constructor}', baseUrl: 'https://api.example.com/{constructor}' },
    ])
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        pointer: '/servers/0',
        message: 'Server variable "constructor" is not declared; the URL keeps "{constructor}".',
      },
    ])
  })

  it('skips a relative server URL that does not resolve against baseUrl, with an error', async () => {
    const { definition, diagnostics } = await importOpenApi(
      securityDocument({ servers: [{ url: '//[bad' }, { url: '/v1' }] }),
      { baseUrl: 'https://docs.example.com/openapi.json' },
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'https://docs.example.com/v1', baseUrl: 'https://docs.example.com/v1' },
    ])
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/servers/0',
        message: 'Server URL "//[bad" is not a valid URL; skipped.',
      },
    ])
  })
})
