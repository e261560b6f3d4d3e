import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, nullable, OK, optional, primitive, STRING, swaggerDocument } from '../../test/openapi.js'

describe('Swagger 2.0 documents', () => {
  it('is read as swagger-2.0 with definitions as named types and x-nullable as nullable', async () => {
    const { definition, format, diagnostics } = await importOpenApi(swaggerDocument({}))

    expect(format).toBe('swagger-2.0')
    expect(definition.types).toEqual({
      Pet: {
        name: 'Pet',
        shape: {
          type: 'object',
          extends: [],
          properties: [
            { key: 'id', valueShape: primitive({ type: 'long' }) },
            { key: 'name', valueShape: optional(nullable(STRING)) },
          ],
        },
      },
    })
    expect(diagnostics).toEqual([])
  })

  it('reads a YAML Swagger document', async () => {
    const yaml = [
      "swagger: '2.0'",
      'info: {title: Yaml, version: "1"}',
      'host: api.example.com',
      'paths:',
      '  /ping:',
      '    get:',
      '      responses:',
      '        200: {description: OK}',
      '',
    ].join('\n')

    const { definition, format } = await importOpenApi(yaml)

    expect(format).toBe('swagger-2.0')
    expect(endpointOf(definition, 'get-ping').responses).toEqual([
      { statusCode: 200, description: 'OK', body: { type: 'empty' } },
    ])
  })

  it('reads a YAML Swagger document whose version is written unquoted', async () => {
    const { format } = await importOpenApi('swagger: 2.0\ninfo: {title: Unquoted, version: "1"}\npaths: {}\n')

    expect(format).toBe('swagger-2.0')
  })
})

describe('Swagger 2.0 environments', () => {
  it('builds one environment per scheme from host and basePath, https first', async () => {
    const { definition } = await importOpenApi(
      swaggerDocument({ schemes: ['http', 'https'], basePath: '/v2', paths: { '/things': { get: OK } } }),
    )

    const endpoint = endpointOf(definition, 'get-things')
    expect(endpoint.environments).toEqual([
      { id: 'https://api.example.com/v2', baseUrl: 'https://api.example.com/v2' },
      { id: 'http://api.example.com/v2', baseUrl: 'http://api.example.com/v2' },
    ])
    expect(endpoint.defaultEnvironment).toBe('https://api.example.com/v2')
  })

  it('defaults to https when there are no schemes', async () => {
    const { definition } = await importOpenApi(
      swaggerDocument({ basePath: '/', paths: { '/things': { get: OK } } }),
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'https://api.example.com', baseUrl: 'https://api.example.com' },
    ])
  })

  it('takes host and scheme from baseUrl when the document has no host', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swaggerDocument({ host: undefined, basePath: '/v1', paths: { '/things': { get: OK } } }),
      { baseUrl: 'http://localhost:8080/docs/swagger.json' },
    )

    expect(endpointOf(definition, 'get-things').environments).toEqual([
      { id: 'http://localhost:8080/v1', baseUrl: 'http://localhost:8080/v1' },
    ])
    expect(diagnostics).toEqual([])
  })

  it('notes a missing host when there is no baseUrl either', async () => {
    const { definition, diagnostics } = await importOpenApi(
      swaggerDocument({ host: undefined, paths: { '/things': { get: OK } } }),
    )

    expect(endpointOf(definition, 'get-things').environments).toBeUndefined()
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/host',
        message: 'No "host": the reader enters a base URL (or import with { baseUrl }).',
      },
    ])
  })
})
