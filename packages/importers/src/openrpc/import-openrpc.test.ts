import type { EndpointDefinition } from '@api-explorer/model'
import { parseApiDefinition } from '@api-explorer/model/schema'
import { describe, expect, it } from 'vitest'

import { danglingTypeIds } from '../../test/asyncapi.js'
import type { ImportResult } from '../shared/import-result.js'
import { fixtureText } from '../../test/fixtures.js'
import { importOpenRpc } from './import-openrpc.js'

async function importFixture(file: string): Promise<ImportResult> {
  return importOpenRpc(fixtureText(file))
}

function endpoint(result: ImportResult, id: string): EndpointDefinition {
  const found = result.definition.endpoints[id]
  if (found === undefined) throw new Error(`no endpoint ${id}`)
  return found
}

function bodyKeys(found: EndpointDefinition): string[] {
  const body = found.requests?.[0]?.body
  return body?.type === 'object' ? body.properties.map((property) => property.key) : []
}

describe('importOpenRpc on the real OpenRPC fixtures', () => {
  for (const file of [
    'openrpc-petstore.json',
    'openrpc-petstore-expanded.json',
    'openrpc-simple-math.json',
  ]) {
    it(`imports ${file} into a valid definition whose type references all resolve`, async () => {
      const { definition, format } = await importFixture(file)
      expect(format).toBe('openrpc')
      const parsed = parseApiDefinition(definition)
      expect(parsed.ok ? [] : parsed.errors.slice(0, 5)).toEqual([])
      expect(danglingTypeIds(definition)).toEqual([])
    })
  }

  it('turns each petstore method into a JSON-RPC POST grouped by its tag', async () => {
    const result = await importFixture('openrpc-petstore.json')
    expect(Object.keys(result.definition.endpoints)).toEqual(['list_pets', 'create_pet', 'get_pet'])
    expect(result.definition.subpackages).toEqual({ pets: { id: 'pets', name: 'pets' } })
    const list = endpoint(result, 'list_pets')
    expect(list).toMatchObject({
      method: 'POST',
      path: [{ type: 'literal', value: '/' }],
      displayName: 'List all pets',
      protocol: { type: 'openrpc', methodName: 'list_pets' },
      namespace: ['pets'],
      environments: [{ id: 'http://localhost:8080', baseUrl: 'http://localhost:8080' }],
      requests: [{ contentType: 'application/json' }],
      responses: [{ statusCode: 200, body: { type: 'alias', value: { type: 'id', id: 'Pets' } } }],
    })
    expect(list.requests?.[0]?.body).toMatchObject({
      type: 'object',
      properties: [{ key: 'limit', valueShape: { value: { type: 'optional' } } }],
    })
    expect(list.errors).toMatchObject([
      {
        name: 'pets busy',
        statusCode: 200,
        examples: [{ responseBody: { value: { code: 100, message: 'pets busy' } } }],
      },
    ])
    expect(list.examples).toEqual([
      {
        path: '/',
        responseStatusCode: 200,
        name: 'listPetExample',
        description: 'List pet example',
        requestBody: { type: 'json', value: { limit: 1 } },
        responseBody: { type: 'json', value: [{ id: 7, name: 'fluffy', tag: 'poodle' }] },
      },
    ])
  })

  it('resolves content descriptor references and keeps required params required', async () => {
    const result = await importFixture('openrpc-petstore.json')
    const get = endpoint(result, 'get_pet')
    expect(get.requests?.[0]?.body).toMatchObject({
      properties: [
        {
          key: 'petId',
          description: 'The id of the pet to retrieve',
          valueShape: { type: 'alias', value: { type: 'id', id: 'PetId' } },
        },
      ],
    })
    expect(bodyKeys(endpoint(result, 'create_pet'))).toEqual(['newPetName', 'newPetTag'])
    expect(endpoint(result, 'create_pet').responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'id', id: 'PetId' },
    })
  })

  it('matches an example param the method does not declare by position, and says so', async () => {
    const result = await importFixture('openrpc-petstore.json')
    expect(endpoint(result, 'create_pet').examples?.[0]?.requestBody).toEqual({
      type: 'json',
      value: { newPetName: 'fluffy', newPetTag: 'poodle' },
    })
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'info', pointer: '/methods/1/examples/0/params/1' }),
    ])
  })

  it('splits the simple-math server URL into base URL and path, and pairs $ref examples by position', async () => {
    const result = await importFixture('openrpc-simple-math.json')
    const addition = endpoint(result, 'addition')
    expect(addition.path).toEqual([{ type: 'literal', value: '/jsonrpc/' }])
    expect(addition.environments).toEqual([
      { id: 'my simple math server', baseUrl: 'http://demo.simple-math.example.org:443' },
    ])
    expect(addition.examples?.map((example) => [example.requestBody, example.responseBody])).toEqual([
      [
        { type: 'json', value: { a: 2, b: 2 } },
        { type: 'json', value: 4 },
      ],
      [
        { type: 'json', value: { a: 4, b: 4 } },
        { type: 'json', value: 8 },
      ],
    ])
    expect(result.diagnostics.map((diagnostic) => diagnostic.pointer)).toEqual([
      '/methods/0/links',
      '/methods/1/links',
    ])
  })

  it('reads the expanded petstore: allOf types, descriptions, an empty result schema as unknown', async () => {
    const result = await importFixture('openrpc-petstore-expanded.json')
    expect(Object.keys(result.definition.endpoints)).toHaveLength(4)
    expect(Object.keys(result.definition.types)).toEqual(['Pet', 'NewPet'])
    expect(endpoint(result, 'get_pet_by_id').description).toMatch(/^Returns a user/)
    expect(endpoint(result, 'delete_pet_by_id').responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'unknown' },
    })
    expect(result.diagnostics).toEqual([])
  })
})
