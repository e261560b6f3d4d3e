import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { InvalidDocumentError } from '../shared/errors.js'
import { importOpenApi } from './import-openapi.js'

const OK = { responses: { '200': { description: 'OK' } } }

function document(extra: Record<string, unknown>): Record<string, unknown> {
  return { openapi: '3.0.3', info: { title: 'Invalid', version: '1' }, paths: {}, ...extra }
}

function endpointOf(definition: ApiDefinition, endpointId: string): EndpointDefinition {
  const endpoint = definition.endpoints[endpointId]
  if (endpoint === undefined) {
    throw new Error(`No endpoint ${endpointId}; found ${Object.keys(definition.endpoints).join(', ')}`)
  }
  return endpoint
}

/** The error importing `input` fails with (the test fails when it does not throw). */
async function importError(input: string | object): Promise<unknown> {
  try {
    await importOpenApi(input)
  } catch (error) {
    return error
  }
  throw new Error('The import did not fail.')
}

function jsonResponse(ref: string): Record<string, unknown> {
  return {
    responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: ref } } } } },
  }
}

describe('input that is not an OpenAPI document', () => {
  it('rejects a YAML syntax error with its line and column', async () => {
    const yaml = ['openapi: 3.0.3', 'info:', '  title: Broken', '  - oops', 'paths: {}', ''].join('\n')

    const error = await importError(yaml)

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe(
      'Invalid YAML at line 4, column 3: bad indentation of a mapping entry',
    )
    expect((error as InvalidDocumentError).location).toEqual({ line: 4, column: 3 })
  })

  it('rejects truncated JSON with the position where it ends', async () => {
    const error = await importError('{"openapi": "3.0.3", "paths": {')

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toMatch(/^Invalid JSON at line 1, column \d+: /)
    expect((error as InvalidDocumentError).location.line).toBe(1)
  })

  it('rejects a JSON array', async () => {
    const error = await importError('[{"openapi": "3.0.3"}]')

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe(
      'The document must be a JSON or YAML object, found an array.',
    )
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '' })
  })

  it('rejects a scalar and empty text', async () => {
    await expect(importOpenApi('42')).rejects.toThrow(
      'The document must be a JSON or YAML object, found a number.',
    )
    await expect(importOpenApi('  \n')).rejects.toThrow('The document is empty.')
  })

  it('rejects an object without a version field as an unknown format', async () => {
    const error = await importError({})

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toMatch(
      /^Unknown API definition format: expected an "openapi"/,
    )
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '' })
  })

  it('rejects an unsupported OpenAPI version, naming it and /openapi', async () => {
    const error = await importError('openapi: 4.0.0\ninfo: {title: Future, version: "1"}\npaths: {}\n')

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe('Unsupported openapi version "4.0.0" at /openapi.')
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '/openapi' })
  })

  it('rejects an unsupported Swagger version', async () => {
    await expect(importOpenApi({ swagger: '1.2', paths: {} })).rejects.toThrow(
      'Unsupported swagger version "1.2" at /swagger.',
    )
  })

  it('rejects a document of another format', async () => {
    const error = await importError({
      asyncapi: '2.6.0',
      info: { title: 'Events', version: '1' },
      channels: {},
    })

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe(
      'Expected an OpenAPI or Swagger document, found asyncapi-2.',
    )
  })

  it('rejects paths that are not an object, naming /paths', async () => {
    const error = await importError(document({ paths: 3 }))

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe('Invalid document at /paths: expected an object.')
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '/paths' })
  })

  it('rejects components that are not an object, naming /components', async () => {
    await expect(importOpenApi(document({ components: [] }))).rejects.toThrow(
      'Invalid document at /components: expected an object.',
    )
  })
})

describe('unsupported or broken parts become diagnostics', () => {
  it('reports a $ref to a missing component at the referencing node and imports it as unknown', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({ paths: { '/things': { get: jsonResponse('#/components/schemas/Missing') } } }),
    )

    expect(endpointOf(definition, 'get-things').responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'unknown' },
    })
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/paths/~1things/get/responses/200/content/application~1json/schema',
        message: 'Reference #/components/schemas/Missing points at nothing in the document.',
      },
    ])
  })

  it('reports every node that references a missing component', async () => {
    const { diagnostics } = await importOpenApi(
      document({
        paths: {
          '/a': { get: jsonResponse('#/components/schemas/Missing') },
          '/b': { get: jsonResponse('#/components/schemas/Missing') },
        },
      }),
    )

    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'error', pointer: '/paths/~1a/get/responses/200/content/application~1json/schema' },
      { severity: 'error', pointer: '/paths/~1b/get/responses/200/content/application~1json/schema' },
    ])
  })

  it('reports a missing example reference at the example that holds it', async () => {
    const { diagnostics } = await importOpenApi(
      document({
        paths: {
          '/things': {
            post: {
              requestBody: {
                content: {
                  'application/json': {
                    schema: { type: 'object' },
                    examples: { first: { $ref: '#/components/examples/Missing' } },
                  },
                },
              },
              ...OK,
            },
          },
        },
      }),
    )

    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/paths/~1things/post/requestBody/content/application~1json/examples/first',
        message: 'Reference #/components/examples/Missing points at nothing in the document.',
      },
    ])
  })

  it('reports a missing parameter, request body or response reference and skips it', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
        paths: {
          '/things': {
            post: {
              parameters: [{ $ref: '#/components/parameters/Nope' }],
              requestBody: { $ref: '#/components/requestBodies/Nope' },
              responses: { '200': { $ref: '#/components/responses/Nope' } },
            },
          },
        },
      }),
    )

    const endpoint = endpointOf(definition, 'post-things')
    expect(endpoint.queryParameters).toBeUndefined()
    expect(endpoint.requests).toBeUndefined()
    expect(endpoint.responses).toBeUndefined()
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'error', pointer: '/paths/~1things/post/parameters/0' },
      { severity: 'error', pointer: '/paths/~1things/post/requestBody' },
      { severity: 'error', pointer: '/paths/~1things/post/responses/200' },
    ])
  })

  it('reports an external $ref when external references are off, without throwing', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({ paths: { '/pets': { get: jsonResponse('./pet.yaml#/Pet') } } }),
    )

    expect(endpointOf(definition, 'get-pets').responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'unknown' },
    })
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/paths/~1pets/get/responses/200/content/application~1json/schema',
        message:
          'External reference ./pet.yaml#/Pet was not resolved; import with { externalRefs: true, baseUrl } to follow it.',
      },
    ])
  })

  it('keeps internal references to a component that is an unresolved external reference', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({
        paths: { '/pets': { get: jsonResponse('#/components/schemas/Pet') } },
        components: { schemas: { Pet: { $ref: './pet.yaml#/Pet' } } },
      }),
    )

    expect(endpointOf(definition, 'get-pets').responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'id', id: 'Pet' },
    })
    expect(diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'error', pointer: '/components/schemas/Pet' },
    ])
  })

  it('reports a circular chain of references', async () => {
    const { diagnostics } = await importOpenApi(
      document({
        paths: { '/things': { get: { parameters: [{ $ref: '#/components/parameters/A' }], ...OK } } },
        components: {
          parameters: { A: { $ref: '#/components/parameters/B' }, B: { $ref: '#/components/parameters/A' } },
        },
      }),
    )

    expect(diagnostics.map(({ severity, message }) => ({ severity, message }))).toEqual([
      { severity: 'error', message: 'Circular reference #/components/parameters/A.' },
    ])
  })

  it('reports path items and operations that are not objects and imports the rest', async () => {
    const { definition, diagnostics } = await importOpenApi(
      document({ paths: { '/broken': 'nope', '/half': { get: 'nope', post: OK } } }),
    )

    expect(Object.keys(definition.endpoints)).toEqual(['post-half'])
    expect(diagnostics).toEqual([
      { severity: 'error', pointer: '/paths/~1broken', message: 'A path item must be an object; skipped.' },
      {
        severity: 'error',
        pointer: '/paths/~1half/get',
        message: 'An operation must be an object; skipped.',
      },
    ])
  })

  it('never throws for odd values inside a valid document', async () => {
    const result = await importOpenApi(
      document({
        tags: 'none',
        servers: 'nowhere',
        security: 7,
        paths: {
          '/odd/{id}': {
            parameters: 'x',
            get: {
              tags: 'x',
              parameters: [null, 3, { name: 'q', in: 'query', schema: 'string' }],
              requestBody: { content: { 'application/json': { schema: [] } } },
              responses: { '200': null, '201': { content: 'x' } },
            },
          },
        },
        components: { schemas: { Bad: 'x', Worse: { type: 'object', properties: { a: 5 } } } },
      }),
    )

    expect(Object.keys(result.definition.endpoints)).toEqual(['get-odd-id'])
    expect(result.diagnostics.map(({ severity, pointer }) => ({ severity, pointer }))).toEqual([
      { severity: 'error', pointer: '/paths/~1odd~1{id}/get/parameters/0' },
      { severity: 'error', pointer: '/paths/~1odd~1{id}/get/parameters/1' },
      { severity: 'warning', pointer: '/paths/~1odd~1{id}/get/parameters/2/schema' },
      { severity: 'warning', pointer: '/paths/~1odd~1{id}/get/parameters' },
      { severity: 'warning', pointer: '/paths/~1odd~1{id}/get/requestBody/content/application~1json/schema' },
      { severity: 'warning', pointer: '/components/schemas/Bad' },
      { severity: 'warning', pointer: '/components/schemas/Worse/properties/a' },
    ])
  })
})
