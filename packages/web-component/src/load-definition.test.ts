import { definitionForOrigin } from '@api-explorer/sample-api'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterEach, describe, expect, it } from 'vitest'
import { fetchDefinition, isNativeDefinition, readDefinition } from './load-definition.js'

const OPENAPI_YAML = `openapi: 3.1.0
info: { title: Pets, version: '1' }
servers: [{ url: 'https://pets.example.com' }]
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      summary: Get pet
      parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: The pet } }
`

describe('readDefinition', () => {
  it('uses the native model as it is, as an object or as JSON text', async () => {
    const native = definitionForOrigin('http://127.0.0.1:4010')
    expect((await readDefinition(native)).definition).toBe(native)
    const fromText = await readDefinition(JSON.stringify(native))
    expect(fromText.definition.endpoints).toEqual(native.endpoints)
    expect(fromText.diagnostics).toEqual([])
  })

  it('imports an OpenAPI document given as YAML text', async () => {
    const { definition } = await readDefinition(OPENAPI_YAML)
    expect(Object.keys(definition.endpoints)).toHaveLength(1)
    expect(JSON.stringify(definition.endpoints)).toContain('https://pets.example.com')
  })

  it("throws the importer's error for a document it does not know", async () => {
    await expect(readDefinition('{"title": "not an API"}')).rejects.toThrow()
  })

  it('tells the native model from API documents', () => {
    expect(isNativeDefinition({ id: 'x', endpoints: {}, types: {} })).toBe(true)
    expect(isNativeDefinition({ id: 'x', endpoints: {}, types: {}, openapi: '3.1.0' })).toBe(false)
    expect(isNativeDefinition({ openapi: '3.1.0', paths: {} })).toBe(false)
  })
})

describe('fetchDefinition', () => {
  let server: RecordingServer | undefined
  afterEach(async () => {
    await server?.close()
  })

  it('fetches and imports a document from a real server', async () => {
    server = await startRecordingServer({
      body: OPENAPI_YAML,
      headers: { 'Content-Type': 'application/yaml' },
    })
    const { definition } = await fetchDefinition(`${server.url}/openapi.yaml`)
    expect(Object.keys(definition.endpoints)).toHaveLength(1)
    expect(server.requests[0]?.url).toBe('/openapi.yaml')
  })

  it('names the URL and the status when the server refuses', async () => {
    server = await startRecordingServer({ status: 404, body: 'gone' })
    await expect(fetchDefinition(`${server.url}/missing.json`)).rejects.toThrow(
      `${server.url}/missing.json answered 404 Not Found`,
    )
  })
})
