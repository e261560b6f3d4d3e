import { definitionForOrigin } from '@api-explorer/sample-api'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
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

function native(): ReturnType<typeof definitionForOrigin> {
  return definitionForOrigin('http://127.0.0.1:4010')
}

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

  it('reads the native model whose text has a document key (a type property named openapi) as native', async () => {
    const withKey = {
      ...native(),
      types: { Settings: { type: 'object', properties: { openapi: { type: 'string' } } } },
    }
    const { definition } = await readDefinition(JSON.stringify(withKey))
    expect(definition.types).toEqual(withKey.types)
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

  it('decodes a body that arrives in chunks, with a character split between two, and drops a byte order mark', async () => {
    const bytes = Buffer.from(`\uFEFF${OPENAPI_YAML.replace('Get pet', 'Get pet — ünïcode 🐾')}`, 'utf8')
    const split = bytes.indexOf(Buffer.from('🐾', 'utf8')) + 2
    const chunked = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/yaml' })
      response.write(bytes.subarray(0, split))
      setTimeout(() => response.end(bytes.subarray(split)), 20)
    })
    await new Promise<void>((resolve) => chunked.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = chunked.address() as AddressInfo
      const { definition } = await fetchDefinition(`http://127.0.0.1:${port}/openapi.yaml`)
      expect(JSON.stringify(definition.endpoints)).toContain('Get pet — ünïcode 🐾')
    } finally {
      await new Promise((resolve) => chunked.close(resolve))
    }
  })

  it('names the URL and the status when the server refuses', async () => {
    server = await startRecordingServer({ status: 404, body: 'gone' })
    await expect(fetchDefinition(`${server.url}/missing.json`)).rejects.toThrow(
      `${server.url}/missing.json answered 404 Not Found`,
    )
  })
})
