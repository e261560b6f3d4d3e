import { parseApiDefinition } from '@api-explorer/model/schema'
import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { endpointOf } from '../../test/openapi.js'

// Names such as `__proto__` and `constructor` are ordinary keys in JSON. The documents are parsed from text
// because an object literal `{ __proto__: … }` would set a prototype instead of making a key.

describe('names that are also Object.prototype members', () => {
  it('imports an operationId, a component schema and tags named __proto__ / constructor', async () => {
    const { definition, diagnostics } = await importOpenApi(
      JSON.parse(`{
        "openapi": "3.0.3", "info": { "title": "Reserved", "version": "1" },
        "tags": [{ "name": "__proto__" }],
        "paths": { "/a": { "get": { "operationId": "__proto__", "tags": ["constructor"], "responses": {
          "200": { "description": "OK", "content": { "application/json": {
            "schema": { "$ref": "#/components/schemas/__proto__" } } } } } } } },
        "components": { "schemas": { "__proto__": { "type": "object", "properties": { "x": { "type": "string" } } } } }
      }`),
    )

    expect(Object.keys(definition.endpoints)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(definition.endpoints)).toBe(Object.prototype)
    const endpoint = endpointOf(definition, '__proto__')
    expect(endpoint.namespace).toEqual(['constructor'])
    expect(endpoint.responses?.[0]?.body).toEqual({ type: 'alias', value: { type: 'id', id: '__proto__' } })
    expect(Object.keys(definition.types)).toEqual(['__proto__'])
    expect(Object.keys(definition.subpackages)).toEqual(['__proto__', 'constructor'])
    expect(diagnostics).toEqual([])
    expect(parseApiDefinition(definition).ok).toBe(true)
    expect(parseApiDefinition(JSON.parse(JSON.stringify(definition))).ok).toBe(true)
  })

  it('reports a security requirement naming toString instead of referring to a missing scheme', async () => {
    const { definition, diagnostics } = await importOpenApi(
      JSON.parse(`{
        "openapi": "3.0.3", "info": { "title": "Reserved", "version": "1" },
        "security": [{ "toString": [] }],
        "paths": { "/a": { "get": { "responses": { "200": { "description": "OK" } } } } }
      }`),
    )

    expect(endpointOf(definition, 'get-a').auth).toBeUndefined()
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        pointer: '/security/0/toString',
        message: 'Security scheme "toString" is not declared in components.securitySchemes; ignored.',
      },
    ])
    expect(parseApiDefinition(definition).ok).toBe(true)
  })

  it('keeps a multipart field and its example value named __proto__', async () => {
    const { definition } = await importOpenApi(
      JSON.parse(`{
        "openapi": "3.0.3", "info": { "title": "Reserved", "version": "1" },
        "paths": { "/u": { "post": { "operationId": "upload",
          "requestBody": { "content": { "multipart/form-data": {
            "schema": { "type": "object", "properties": {
              "__proto__": { "type": "string" }, "file": { "type": "string", "format": "binary" } } },
            "example": { "__proto__": "x", "other": "y" } } } },
          "responses": { "200": { "description": "OK" } } } } }
      }`),
    )

    const endpoint = endpointOf(definition, 'upload')
    const body = endpoint.requests?.[0]?.body
    expect(body?.type === 'formData' ? body.fields.map((field) => field.key) : []).toEqual([
      '__proto__',
      'file',
    ])
    const example = endpoint.examples?.[0]?.requestBody
    expect(example?.type).toBe('form')
    const form = example?.type === 'form' ? example.value : {}
    expect(Object.hasOwn(form, '__proto__')).toBe(true)
    expect(Object.keys(form)).toEqual(['__proto__', 'other'])
    expect(Object.getPrototypeOf(form)).toBe(Object.prototype)
    const parsed = parseApiDefinition(JSON.parse(JSON.stringify(definition)))
    expect(parsed.ok).toBe(true)
  })

  it('keeps a Swagger 2.0 formData parameter named __proto__', async () => {
    const { definition } = await importOpenApi(
      JSON.parse(`{
        "swagger": "2.0", "info": { "title": "Reserved", "version": "1" }, "host": "api.example.com",
        "paths": { "/u": { "post": { "operationId": "upload", "consumes": ["multipart/form-data"],
          "parameters": [{ "name": "__proto__", "in": "formData", "type": "string", "required": true },
                         { "name": "f", "in": "formData", "type": "file" }],
          "responses": { "200": { "description": "OK" } } } } }
      }`),
    )

    const body = endpointOf(definition, 'upload').requests?.[0]?.body
    expect(body?.type === 'formData' ? body.fields.map((field) => [field.key, field.type]) : []).toEqual([
      ['__proto__', 'property'],
      ['f', 'file'],
    ])
    expect(parseApiDefinition(definition).ok).toBe(true)
  })
})
