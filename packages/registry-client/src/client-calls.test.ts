import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistryClient } from './client.js'
import { CALL_CASES } from '../test/call-cases.js'
import type { RegistryTestServer } from '../test/registry-server.js'
import { startRegistryServer } from '../test/registry-server.js'

let server: RegistryTestServer

beforeAll(async () => {
  server = await startRegistryServer()
})

afterAll(async () => {
  await server.close()
})

function clientWith(token: string | undefined) {
  return createRegistryClient({ environment: server.origin, token, maxRetries: 0 })
}

describe('the call table', () => {
  it('covers every method of every area, 58 calls in all', () => {
    const client = createRegistryClient()
    const methods = Object.entries(client).flatMap(([area, methodsOfArea]) =>
      Object.keys(methodsOfArea as object).map((method) => `${area}.${method}`),
    )
    expect(CALL_CASES.map((callCase) => callCase.name).sort()).toEqual(methods.sort())
    expect(methods).toHaveLength(58)
  })
})

describe.each(CALL_CASES)('$name', (callCase) => {
  it('sends its method, path, query, JSON body and bearer token, and returns the parsed answer', async () => {
    server.reply(callCase.response === undefined ? { status: 200, text: '' } : { json: callCase.response })
    const result = await callCase.invoke(clientWith('secret'))
    const request = server.last()
    expect(request.method).toBe(callCase.method)
    expect(request.path).toBe(callCase.path)
    expect(request.query).toEqual(callCase.query ?? {})
    expect({
      body: request.bodyText === '' ? undefined : (JSON.parse(request.bodyText) as unknown),
      json: request.headers['content-type']?.startsWith('application/json') === true,
    }).toEqual({ body: callCase.body, json: callCase.body !== undefined })
    expect(request.headers.authorization).toBe('Bearer secret')
    expect(request.headers['x-fern-language']).toBe('JavaScript')
    expect(result).toMatchObject({ ok: true, body: callCase.response })
  })

  it('sends no Authorization header without a token', async () => {
    server.reply(callCase.response === undefined ? { status: 204 } : { json: callCase.response })
    const result = await callCase.invoke(clientWith(undefined))
    expect(server.last().headers.authorization).toBeUndefined()
    expect(result.ok).toBe(true)
  })
})
