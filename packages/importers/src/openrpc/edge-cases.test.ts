import { parseApiDefinition } from '@api-explorer/model/schema'
import { describe, expect, it } from 'vitest'

import { InvalidDocumentError } from '../shared/errors.js'
import { importOpenRpc } from './import-openrpc.js'

const server = [{ url: 'https://rpc.example.com/v1' }]

async function rejection(input: string | object): Promise<InvalidDocumentError> {
  const error: unknown = await importOpenRpc(input).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(InvalidDocumentError)
  return error as InvalidDocumentError
}

describe('importOpenRpc on input that is not OpenRPC', () => {
  it('rejects another format', async () => {
    expect((await rejection({ asyncapi: '3.0.0' })).message).toContain('asyncapi-3')
  })

  it('rejects methods that are not a list at /methods', async () => {
    expect((await rejection({ openrpc: '1.2.6', methods: {} })).location.pointer).toBe('/methods')
  })

  it('rejects an unknown version at /openrpc', async () => {
    expect((await rejection({ openrpc: '2.0.0', methods: [] })).location.pointer).toBe('/openrpc')
  })
})

describe('importOpenRpc details', () => {
  it('reports a $ref to a missing content descriptor or schema and goes on', async () => {
    const result = await importOpenRpc({
      openrpc: '1.2.6',
      servers: server,
      methods: [
        {
          name: 'get',
          params: [
            { $ref: '#/components/contentDescriptors/Missing' },
            { name: 'b', schema: { $ref: '#/components/schemas/Nope' } },
          ],
          result: { name: 'r', schema: { type: 'string' } },
        },
      ],
    })
    const body = result.definition.endpoints['get']?.requests?.[0]?.body
    expect(body?.type === 'object' && body.properties.map((property) => property.key)).toEqual(['b'])
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer)).toEqual(
      expect.arrayContaining(['/methods/0/params/0', '/methods/0/params/1/schema']),
    )
  })

  it('keeps the declared param order, marks deprecation and warns about by-name params', async () => {
    const result = await importOpenRpc({
      openrpc: '1.2.6',
      servers: server,
      methods: [
        {
          name: 'move',
          deprecated: true,
          paramStructure: 'by-name',
          params: [
            { name: 'z', schema: { type: 'integer' }, required: true },
            { name: 'a', schema: { type: 'integer' } },
          ],
          result: { name: 'ok', schema: { type: 'boolean' } },
        },
      ],
    })
    const move = result.definition.endpoints['move']
    expect(move?.availability).toBe('Deprecated')
    expect(move?.path).toEqual([{ type: 'literal', value: '/v1' }])
    expect(move?.environments).toEqual([
      { id: 'https://rpc.example.com', baseUrl: 'https://rpc.example.com' },
    ])
    const body = move?.requests?.[0]?.body
    expect(body?.type === 'object' && body.properties.map((property) => property.key)).toEqual(['z', 'a'])
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', pointer: '/methods/0/paramStructure' }),
    ])
  })

  it('names an enum result as a type, keeps an object result inline, and answers a notification with nothing', async () => {
    const result = await importOpenRpc({
      openrpc: '1.2.6',
      servers: server,
      methods: [
        {
          name: 'color',
          params: [],
          result: { name: 'c', schema: { type: 'string', enum: ['red', 'blue'] } },
        },
        {
          name: 'point',
          params: [],
          result: { name: 'p', schema: { type: 'object', properties: { x: { type: 'number' } } } },
        },
        { name: 'notify', params: [] },
      ],
    })
    const { endpoints, types } = result.definition
    expect(endpoints['color']?.responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'id', id: 'colorResult' },
    })
    expect(types['colorResult']?.shape.type).toBe('enum')
    expect(endpoints['point']?.responses?.[0]?.body).toMatchObject({
      type: 'object',
      properties: [{ key: 'x' }],
    })
    expect(endpoints['notify']?.responses).toEqual([{ statusCode: 200, body: { type: 'empty' } }])
  })

  it('uses the path of the first server and drops servers whose URL does not end with it', async () => {
    const result = await importOpenRpc({
      openrpc: '1.2.6',
      servers: [
        { name: 'main', url: 'https://{region}.example.com/rpc', variables: { region: { default: 'eu' } } },
        { name: 'mirror', url: 'https://mirror.example.com/api/rpc' },
        { name: 'other', url: 'https://other.example.com/jsonrpc' },
        { name: 'socket', url: 'wss://ws.example.com/rpc' },
      ],
      methods: [{ name: 'm', params: [], result: { name: 'r', schema: {} } }],
    })
    const m = result.definition.endpoints['m']
    expect(m?.path).toEqual([{ type: 'literal', value: '/rpc' }])
    expect(m?.environments).toEqual([
      { id: 'main', baseUrl: 'https://eu.example.com' },
      { id: 'mirror', baseUrl: 'https://mirror.example.com/api' },
    ])
    expect(result.diagnostics.map((d) => `${d.severity} ${d.pointer}`)).toEqual([
      'warning /servers/2',
      'warning /servers/3',
    ])
  })

  it('posts to / with no environment when there are no servers, and resolves relative ones against baseUrl', async () => {
    const document = {
      openrpc: '1.2.6',
      methods: [{ name: 'm', params: [], result: { name: 'r', schema: {} } }],
    }
    const bare = await importOpenRpc(document)
    expect(bare.definition.endpoints['m']?.path).toEqual([{ type: 'literal', value: '/' }])
    expect(bare.definition.endpoints['m']?.environments).toBeUndefined()
    expect(bare.diagnostics).toEqual([expect.objectContaining({ severity: 'info', pointer: '/servers' })])

    const relative = { ...document, servers: [{ url: '/rpc' }] }
    const unresolved = await importOpenRpc(relative)
    expect(unresolved.definition.endpoints['m']?.path).toEqual([{ type: 'literal', value: '/rpc' }])
    expect(unresolved.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', pointer: '/servers/0' }),
    ])
    const resolved = await importOpenRpc(relative, { baseUrl: 'https://docs.example.com/spec.json' })
    expect(resolved.definition.endpoints['m']?.environments).toEqual([
      { id: 'https://docs.example.com', baseUrl: 'https://docs.example.com' },
    ])
  })

  it("uses a method's own servers over the document's", async () => {
    const result = await importOpenRpc({
      openrpc: '1.2.6',
      servers: server,
      methods: [
        {
          name: 'm',
          servers: [{ url: 'https://special.example.com/x' }],
          params: [],
          result: { name: 'r', schema: {} },
        },
      ],
    })
    expect(result.definition.endpoints['m']).toMatchObject({
      path: [{ type: 'literal', value: '/x' }],
      environments: [{ baseUrl: 'https://special.example.com' }],
    })
  })

  it('imports a method named __proto__ with a tag named constructor, and a shared result type once', async () => {
    const result = await importOpenRpc(
      JSON.parse(`{
        "openrpc": "1.2.6", "info": { "title": "Reserved", "version": "1" },
        "servers": [{ "url": "https://rpc.example.com/v1" }],
        "methods": [
          { "name": "__proto__", "tags": [{ "name": "constructor" }], "params": [],
            "result": { "$ref": "#/components/contentDescriptors/Either" } },
          { "name": "other", "params": [], "result": { "$ref": "#/components/contentDescriptors/Either" } }
        ],
        "components": { "contentDescriptors": {
          "Either": { "name": "either", "schema": { "oneOf": [{ "type": "string" }, { "type": "integer" }] } } } }
      }`),
    )

    const { definition } = result
    expect(Object.keys(definition.endpoints)).toEqual(['__proto__', 'other'])
    expect(definition.endpoints['__proto__']?.namespace).toEqual(['constructor'])
    expect(Object.keys(definition.subpackages)).toEqual(['constructor'])
    expect(Object.keys(definition.types)).toEqual(['__proto__Result'])
    expect(definition.endpoints['other']?.responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'id', id: '__proto__Result' },
    })
    expect(parseApiDefinition(JSON.parse(JSON.stringify(definition))).ok).toBe(true)
  })
})
