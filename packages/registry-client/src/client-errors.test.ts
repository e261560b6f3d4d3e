import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistryClient } from './client.js'
import { REGISTRY_ERROR_NAMES, REGISTRY_ERRORS } from './errors/error-catalogue.js'
import type { RegistryClient } from './client.js'
import { CALL_CASES } from '../test/call-cases.js'
import { classicContent } from '../test/error-samples.js'
import type { RegistryTestServer } from '../test/registry-server.js'
import { startRegistryServer } from '../test/registry-server.js'

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

  it('returns a declared name with content of another shape as that name, content as sent', async () => {
    const [name] = callCase.errors
    if (name === undefined) return
    server.reply({ status: REGISTRY_ERRORS[name].status, json: { error: name, content: { odd: [1] } } })
    const result = await callCase.invoke(client)
    expect(result).toMatchObject({
      ok: false,
      error: { error: name, content: { odd: [1] }, unexpectedContent: true },
    })
  })

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
