import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistryClient } from './client.js'
import { REGISTRY_ERROR_NAMES, REGISTRY_ERRORS } from './errors/error-catalogue.js'
import type { RegistryClient } from './client.js'
import { CALL_CASES } from './test-support/call-cases.js'
import { classicContent, orpcBody, orpcContent, orpcIdentifies } from './test-support/error-samples.js'
import type { RegistryTestServer } from './test-support/registry-server.js'
import { startRegistryServer } from './test-support/registry-server.js'

let server: RegistryTestServer
let client: RegistryClient

beforeAll(async () => {
  server = await startRegistryServer()
  client = createRegistryClient({ environment: server.origin, token: 'secret', maxRetries: 0 })
})

afterAll(async () => {
  await server.close()
})

describe('the declared errors', () => {
  it('use all 27 names of the catalogue across the calls', () => {
    const used = new Set(CALL_CASES.flatMap((callCase) => callCase.errors))
    expect([...used].sort()).toEqual([...REGISTRY_ERROR_NAMES].sort())
  })
})

describe.each(CALL_CASES)('$name', (callCase) => {
  it.each(callCase.errors.map((name) => ({ name })))(
    'decodes $name in the classic encoding',
    async ({ name }) => {
      const { status } = REGISTRY_ERRORS[name]
      const content = classicContent(name)
      server.reply({ status, json: content === undefined ? { error: name } : { error: name, content } })
      const result = await callCase.invoke(client)
      expect(result).toEqual({
        ok: false,
        error: { error: name, content },
        rawResponse: expect.objectContaining({ status }),
      })
    },
  )

  it.each(callCase.errors.map((name) => ({ name })))(
    'decodes $name in the oRPC encoding',
    async ({ name }) => {
      const body = orpcBody(name)
      server.reply({ status: body.status as number, json: body })
      const result = await callCase.invoke(client)
      const expected = orpcIdentifies(name, callCase.errors)
        ? { error: name, content: orpcContent(name) }
        : { error: undefined, content: { reason: 'status-code', statusCode: body.status, body } }
      expect(result).toEqual({ ok: false, error: expected, rawResponse: expect.anything() })
    },
  )

  it('returns names the call does not declare as unknown errors, body kept', async () => {
    const undeclared =
      REGISTRY_ERROR_NAMES.find((name) => !callCase.errors.includes(name)) ?? 'UnauthorizedError'
    for (const name of [undeclared, 'RepositoryNotFoundError']) {
      const body = { error: name, content: 'no' }
      server.reply({ status: 404, json: body })
      const result = await callCase.invoke(client)
      expect(result).toMatchObject({
        ok: false,
        error: { error: undefined, content: { reason: 'status-code', statusCode: 404, body } },
      })
    }
  })
})
