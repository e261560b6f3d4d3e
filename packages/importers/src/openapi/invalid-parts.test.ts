import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf, invalidDocument, OK } from '../../test/openapi.js'

function jsonResponse(ref: string): Record<string, unknown> {
  return {
    responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: ref } } } } },
  }
}

describe('unsupported or broken parts become diagnostics', () => {
  it('reports a $ref to a missing component at the referencing node and imports it as unknown', async () => {
    const { definition, diagnostics } = await importOpenApi(
      invalidDocument({ paths: { '/things': { get: jsonResponse('#/components/schemas/Missing') } } }),
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
      invalidDocument({
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
      invalidDocument({
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
      invalidDocument({
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
      invalidDocument({ paths: { '/pets': { get: jsonResponse('./pet.yaml#/Pet') } } }),
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
      invalidDocument({
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
      invalidDocument({
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
      invalidDocument({ paths: { '/broken': 'nope', '/half': { get: 'nope', post: OK } } }),
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
      invalidDocument({
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
