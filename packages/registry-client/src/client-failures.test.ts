import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistryClient } from './client.js'
import type { RegistryClient } from './client.js'
import type { RegistryTestServer } from '../test/registry-server.js'
import { startRegistryServer } from '../test/registry-server.js'
import { API_DEFINITION_V1 } from '../test/responses.js'

let server: RegistryTestServer
let client: RegistryClient

beforeAll(async () => {
  server = await startRegistryServer()
  client = createRegistryClient({ environment: server.origin, maxRetries: 0 })
})

afterAll(async () => {
  await server.close()
})

describe('failures that are not named errors', () => {
  it('returns a non-JSON error body as an unknown status-code error with the text', async () => {
    server.reply({ status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' })
    const result = await client.apis.load('api-1')
    expect(result).toMatchObject({
      ok: false,
      error: {
        error: undefined,
        content: { reason: 'status-code', statusCode: 502, body: '<html>Bad gateway</html>' },
      },
      rawResponse: { status: 502 },
    })
  })

  it('returns a success body that is not JSON as an unknown non-json error', async () => {
    server.reply({ status: 200, text: 'not json', contentType: 'application/json' })
    const result = await client.apis.load('api-1')
    expect(result).toMatchObject({
      ok: false,
      error: { error: undefined, content: { reason: 'non-json', statusCode: 200, rawBody: 'not json' } },
    })
  })

  it('reports a response that fails its schema, naming the path', async () => {
    server.reply({ json: { ...API_DEFINITION_V1, id: 42 } })
    const result = await client.apis.load('api-1')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.error).toBeUndefined()
    expect(result.error.content).toMatchObject({ reason: 'unknown' })
    expect(JSON.stringify(result.error.content)).toContain('$.id')
  })

  it('reports a latest definition that fails the model schema', async () => {
    server.reply({ json: { id: 'api-1', endpoints: [] } })
    const result = await client.apis.loadLatest('api-1')
    expect(result).toMatchObject({ ok: false, error: { error: undefined, content: { reason: 'unknown' } } })
  })

  it('accepts text on calls that answer nothing', async () => {
    server.reply({ status: 200, text: 'OK', contentType: 'text/plain' })
    const result = await client.tokens.revoke({ orgId: 'acme', tokenId: 't' })
    expect(result).toMatchObject({ ok: true, body: undefined })
  })

  it('keeps fields the schema does not know', async () => {
    server.reply({ json: API_DEFINITION_V1 })
    const result = await client.apis.load('api-1')
    expect(result).toMatchObject({ ok: true, body: { unknownField: 'kept' } })
  })

  it('answers null for a generator that does not exist, from JSON null or an empty body', async () => {
    server.reply({ json: null })
    expect(await client.generators.get('none')).toMatchObject({ ok: true, body: null })
    server.reply({ status: 200, text: '' })
    expect(await client.generators.getByImage({ dockerImage: 'x' })).toMatchObject({ ok: true, body: null })
  })

  it('returns a 5xx without a decodable body as unknown, without retrying when maxRetries is 0', async () => {
    server.reply({ status: 500, json: { message: 'boom' } })
    const before = server.requests.length
    const result = await client.generators.list()
    expect(server.requests.length - before).toBe(1)
    expect(result).toMatchObject({
      ok: false,
      error: {
        error: undefined,
        content: { reason: 'status-code', statusCode: 500, body: { message: 'boom' } },
      },
    })
  })

  it('retries by the client retry policy', async () => {
    let attempts = 0
    server.reply(() => (++attempts === 1 ? { status: 503, text: 'busy' } : { json: [] }))
    const retrying = createRegistryClient({
      environment: server.origin,
      maxRetries: 1,
      retry: { initialDelayMs: 1, jitter: 0 },
    })
    const result = await retrying.generators.list()
    expect(attempts).toBe(2)
    expect(result).toMatchObject({ ok: true, body: [] })
  })

  it('times out per attempt as an unknown timeout error', async () => {
    server.reply({ json: [], delayMs: 300 })
    const result = await client.generators.list({ timeoutMs: 30 })
    expect(result).toMatchObject({ ok: false, error: { error: undefined, content: { reason: 'timeout' } } })
  })

  it('stops when the caller aborts', async () => {
    server.reply({ json: [], delayMs: 300 })
    const controller = new AbortController()
    const pending = client.generators.list({ abortSignal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    const result = await pending
    expect(result).toMatchObject({
      ok: false,
      error: { error: undefined, content: { reason: 'unknown', errorMessage: 'The user aborted a request' } },
      rawResponse: { status: 499, statusText: 'Client Closed Request' },
    })
  })

  it('reports an unreachable registry as an unknown error', async () => {
    const closed = await startRegistryServer()
    const origin = closed.origin
    await closed.close()
    const unreachable = createRegistryClient({ environment: origin, maxRetries: 0 })
    const result = await unreachable.generators.list()
    expect(result).toMatchObject({ ok: false, error: { error: undefined, content: { reason: 'unknown' } } })
  })
})
