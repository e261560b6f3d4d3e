import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistryClient } from './client.js'
import type { RegistryClient } from './client.js'
import { CALL_CASES } from '../test/call-cases.js'
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

/** An error body as oRPC's default encoder writes it. */
function orpc(code: string, status: number, message: string, data?: unknown): Record<string, unknown> {
  return { defined: false, code, status, message, ...(data === undefined ? {} : { data }) }
}

const INPUT_VALIDATION = orpc('BAD_REQUEST', 400, 'Input validation failed', {
  issues: [
    {
      code: 'invalid_type',
      expected: 'string',
      path: ['url'],
      message: 'Invalid input: expected string, received undefined',
    },
  ],
})
const MISSING_AUTH = orpc('UNAUTHORIZED', 401, 'Authorization header was not specified')
const VENUS_DOWN = orpc('INTERNAL_SERVER_ERROR', 500, 'Failed to resolve organizations')

interface OrpcCase {
  /** The call, as `area.method`. */
  readonly call: string
  readonly body: Record<string, unknown>
  /** The named error, or `undefined` for an unknown error that keeps the body. */
  readonly expected: { error: string; content: unknown } | undefined
}

// Every expectation below is written out by hand from the reference's error tables and server messages.
const CASES: readonly OrpcCase[] = [
  {
    call: 'apis.loadLatest',
    body: orpc('NOT_FOUND', 404, 'API does not exist'),
    expected: { error: 'ApiDoesNotExistError', content: 'API does not exist' },
  },
  {
    call: 'apis.loadLatest',
    body: orpc('FORBIDDEN', 403, 'User is not a member of organization acme'),
    expected: { error: 'UserNotInOrgError', content: 'User is not a member of organization acme' },
  },
  { call: 'apis.loadLatest', body: orpc('NOT_FOUND', 404, 'Route not found'), expected: undefined },
  {
    call: 'apis.register',
    body: MISSING_AUTH,
    expected: { error: 'UnauthorizedError', content: 'Authorization header was not specified' },
  },
  { call: 'apis.register', body: VENUS_DOWN, expected: undefined },
  { call: 'docsCache.invalidate', body: INPUT_VALIDATION, expected: undefined },
  { call: 'docsCache.invalidate', body: orpc('BAD_REQUEST', 400, 'Invalid URL'), expected: undefined },
  { call: 'docsCache.invalidate', body: VENUS_DOWN, expected: undefined },
  {
    call: 'docsV2.loadWithUrl',
    body: orpc('NOT_FOUND', 404, 'Domain not registered'),
    expected: { error: 'DomainNotRegisteredError', content: 'Domain not registered' },
  },
  {
    call: 'docsV2.getOrganizationForUrl',
    body: orpc('NOT_FOUND', 404, 'Domain not registered'),
    expected: { error: 'DomainNotRegisteredError', content: 'Domain not registered' },
  },
  {
    call: 'docsV2.register',
    body: orpc('NOT_FOUND', 404, 'Docs registration ID not found'),
    expected: { error: 'DocsRegistrationIdNotFound', content: 'Docs registration ID not found' },
  },
  {
    call: 'docsV2.init',
    body: orpc('BAD_REQUEST', 400, 'Invalid custom domain: docs.acme.com/'),
    expected: { error: 'InvalidCustomDomainError', content: 'Invalid custom domain: docs.acme.com/' },
  },
  {
    call: 'docsV2.init',
    body: orpc('BAD_REQUEST', 400, 'Domain URL is malformed: acme'),
    expected: { error: 'InvalidDomainError', content: 'Domain URL is malformed: acme' },
  },
  {
    call: 'docsV2.init',
    body: orpc('FORBIDDEN', 403, 'The following domains belong to another organization: docs.acme.com'),
    expected: {
      error: 'DomainBelongsToAnotherOrgError',
      content: 'The following domains belong to another organization: docs.acme.com',
    },
  },
  {
    call: 'docsV2.init',
    body: orpc('FORBIDDEN', 403, 'Docs site limit reached. Upgrade your plan to add more sites.'),
    expected: undefined,
  },
  { call: 'docsV2.init', body: INPUT_VALIDATION, expected: undefined },
  {
    call: 'docsV2.initPreview',
    body: orpc('BAD_REQUEST', 400, 'Organization name is too long to build a preview URL'),
    expected: {
      error: 'InvalidDomainError',
      content: 'Organization name is too long to build a preview URL',
    },
  },
  { call: 'docsV2.setIsArchived', body: orpc('BAD_REQUEST', 400, 'Invalid URL'), expected: undefined },
  {
    call: 'snippetTemplates.get',
    body: orpc('NOT_FOUND', 404, 'Snippet template not found'),
    expected: { error: 'SnippetNotFound', content: 'Snippet template not found' },
  },
  { call: 'snippets.get', body: orpc('NOT_FOUND', 404, 'Not found'), expected: undefined },
  {
    call: 'cli.get',
    body: orpc('NOT_FOUND', 404, 'CLI version not found', { provided_version: '0.99.0' }),
    expected: { error: 'CliVersionNotFoundError', content: { provided_version: '0.99.0' } },
  },
  {
    call: 'generatorVersions.upsert',
    body: orpc('BAD_REQUEST', 400, 'Invalid version', { provided_version: 'one' }),
    expected: { error: 'InvalidVersionError', content: { provided_version: 'one' } },
  },
  {
    call: 'sdks.computeSemanticVersion',
    body: orpc('INTERNAL_SERVER_ERROR', 500, 'Failed to compute the existing version'),
    expected: undefined,
  },
  {
    call: 'snippets.get',
    body: { defined: true, code: 'EndpointNotFound', status: 404, message: 'GET /users not found' },
    expected: { error: 'EndpointNotFound', content: 'GET /users not found' },
  },
]

describe('errors in the oRPC encoding', () => {
  it.each(CASES.map((c) => ({ ...c, label: `${String(c.body.code)} "${String(c.body.message)}"` })))(
    '$call: $label',
    async ({ call, body, expected }) => {
      const callCase = CALL_CASES.find((candidate) => candidate.name === call)
      if (callCase === undefined) throw new Error(`No call case ${call}`)
      const status = body.status as number
      server.reply({ status, json: body })
      const result = await callCase.invoke(client)
      expect(result).toEqual({
        ok: false,
        error: expected ?? { error: undefined, content: { reason: 'status-code', statusCode: status, body } },
        rawResponse: expect.objectContaining({ status }),
      })
    },
  )
})
