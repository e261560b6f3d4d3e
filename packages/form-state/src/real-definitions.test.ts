/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { importDefinition } from '@api-explorer/importers'
import type { EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { buildHttpRequest } from './build-http-request.js'
import { isHeaderName } from './header-list.js'
import { initialEndpointFormState, initialWebSocketFormState } from './initial-form-state.js'
import { requestProblems } from '../test/request-checks.js'
import { file } from '../test/shapes.js'
import { validateEndpointForm, validateWebSocketForm } from './validate-form.js'
import { buildWebSocketTarget } from './websocket-target.js'

// Every real API definition of the shared fixtures, imported: each endpoint is seeded (blank, with its example,
// with a generated example), validated and built into a request that can be sent; each websocket channel into a
// target whose URL parses.

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/specs/', import.meta.url))
const files = readdirSync(FIXTURES)
  .filter((file) => /\.(json|ya?ml)$/.test(file))
  .sort()
const now = new Date('2024-05-06T07:08:09.000Z')

describe.each(files)('every endpoint and channel of %s', (file) => {
  it('seeds, validates and builds a sendable request', async () => {
    const { definition } = await importDefinition(readFileSync(FIXTURES + file, 'utf8'))
    const problems: string[] = []
    for (const endpoint of Object.values(definition.endpoints)) {
      for (const options of [{ withExample: false }, {}, { generateExample: true }]) {
        const formState = initialEndpointFormState(definition, endpoint, { ...options, now })
        validateEndpointForm(definition, endpoint, formState)
        const request = buildHttpRequest({
          endpoint,
          formState,
          definition,
          baseUrl: 'https://api.example.com/v1',
          authHeaders: [['Authorization', 'Bearer token']],
        })
        problems.push(...requestProblems(request).map((problem) => `${endpoint.id}: ${problem}`))
      }
    }
    for (const channel of Object.values(definition.websockets)) {
      const formState = initialWebSocketFormState(definition, channel, { now, generateExample: true })
      validateWebSocketForm(definition, channel, formState)
      const target = buildWebSocketTarget({
        channel,
        formState,
        definition,
        baseUrl: 'wss://stream.example.com',
      })
      expect(() => new URL(target.url)).not.toThrow()
      expect(target.headers.every(([name, value]) => isHeaderName(name) && !/[\r\n\0]/.test(value))).toBe(
        true,
      )
    }
    expect(problems).toEqual([])
  })
})

describe('requests of real definitions', () => {
  it('wraps an OpenRPC call in the JSON-RPC envelope with its params in declared order', async () => {
    const { definition } = await importDefinition(readFileSync(FIXTURES + 'openrpc-simple-math.json', 'utf8'))
    const endpoint = Object.values(definition.endpoints).find(
      (candidate) => candidate.operationId === 'addition',
    )
    expect(endpoint).toBeDefined()
    if (endpoint == null) return
    const formState = initialEndpointFormState(definition, endpoint, { now })
    formState.body = { type: 'json', value: { b: 3, a: 2 } }
    const request = buildHttpRequest({ endpoint, formState, definition, baseUrl: 'https://rpc.example.com' })
    expect(request.body).toEqual({
      type: 'json',
      value: { jsonrpc: '2.0', method: 'addition', params: [2, 3], id: 1 },
    })
    expect(request.headers).toContainEqual(['Content-Type', 'application/json'])
  })

  it('sends Stripe’s form-urlencoded bodies as fields and its file upload as multipart', async () => {
    const { definition } = await importDefinition(readFileSync(FIXTURES + 'stripe-spec3.json', 'utf8'))
    const find = (path: string): EndpointDefinition | undefined =>
      Object.values(definition.endpoints).find(
        (endpoint) => endpoint.method === 'POST' && endpoint.path.map((part) => part.value).join('') === path,
      )
    const createCustomer = find('/v1/customers')
    const createFile = find('/v1/files')
    if (createCustomer == null || createFile == null) {
      throw new Error('Stripe endpoints not found')
    }
    const formState = initialEndpointFormState(definition, createCustomer, { now })
    formState.body = { type: 'json', value: { email: 'ada@example.com', preferred_locales: ['en', 'fr'] } }
    const request = buildHttpRequest({
      endpoint: createCustomer,
      formState,
      definition,
      baseUrl: 'https://api.stripe.com',
    })
    expect(request.body).toEqual({
      type: 'urlencoded',
      fields: [
        ['email', 'ada@example.com'],
        ['preferred_locales', 'en'],
        ['preferred_locales', 'fr'],
      ],
    })
    expect(request.headers).toContainEqual(['Content-Type', 'application/x-www-form-urlencoded'])

    const upload = initialEndpointFormState(definition, createFile, { now })
    expect(upload.body?.type).toBe('form-data')
    const chosen = file('receipt.pdf')
    const fileState = {
      ...upload,
      body: {
        type: 'form-data' as const,
        value: {
          file: { type: 'file' as const, value: chosen },
          purpose: { type: 'json' as const, value: 'dispute_evidence' },
        },
      },
    }
    const uploadRequest = buildHttpRequest({
      endpoint: createFile,
      formState: fileState,
      definition,
      baseUrl: 'https://files.stripe.com',
    })
    expect(uploadRequest.body).toEqual({
      type: 'form-data',
      parts: expect.arrayContaining([
        { name: 'file', type: 'file', file: chosen },
        { name: 'purpose', type: 'field', value: 'dispute_evidence' },
      ]),
    })
    expect(uploadRequest.headers.some(([name]) => name.toLowerCase() === 'content-type')).toBe(false)
  })
})
