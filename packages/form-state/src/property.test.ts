import type { ApiDefinition, EndpointDefinition, HttpRequest, WebSocketChannel } from '@api-explorer/model'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildHttpRequest } from './build-http-request.js'
import { createEndpointFormStore } from './endpoint-form-store.js'
import type { EndpointFormState } from './form-state.js'
import { isHeaderName } from './header-list.js'
import { initialEndpointFormState } from './initial-form-state.js'
import { anyValueArb, definitionArb, pathArb } from '../test/arbitraries.js'
import { requestProblems } from '../test/request-checks.js'
import { file } from '../test/shapes.js'
import { validateEndpointForm } from './validate-form.js'
import { createWebSocketFormStore } from './websocket-form-store.js'
import { selectWebSocketTarget } from './websocket-target.js'

const now = new Date('2024-05-06T07:08:09.000Z')

/** Whether the body goes on the wire as the kind the endpoint declares. */
function bodyKindProblems(endpoint: EndpointDefinition, request: HttpRequest): string[] {
  const shape = endpoint.requests?.[0]?.body
  const body = request.body
  if (body == null) {
    return []
  }
  if (endpoint.method === 'GET') {
    return ['a GET request has a body']
  }
  if (endpoint.protocol?.type === 'openrpc') {
    return body.type === 'json' ? [] : ['an OpenRPC body is not JSON']
  }
  const allowed: Record<string, string[]> = {
    bytes: ['bytes'],
    formData: ['form-data', 'urlencoded'],
    object: ['json', 'text', 'urlencoded'],
    alias: ['json', 'text', 'urlencoded'],
  }
  return shape != null && allowed[shape.type]?.includes(body.type) === true
    ? []
    : [`a ${shape?.type ?? 'missing'} body shape went out as ${body.type}`]
}

/** Whether the Content-Type is the declared one (`application/json` for OpenRPC; none for multipart). */
function contentTypeProblems(endpoint: EndpointDefinition, request: HttpRequest): string[] {
  if (['GET', 'HEAD'].includes(endpoint.method)) {
    return []
  }
  const sent = request.headers
    .filter(([name]) => name.toLowerCase() === 'content-type')
    .map(([, value]) => value)
  const declared = endpoint.requests?.[0]?.contentType
  const expected =
    endpoint.protocol?.type === 'openrpc'
      ? ['application/json']
      : request.body?.type === 'form-data' || declared?.startsWith('multipart/') === true
        ? []
        : declared == null
          ? undefined
          : [declared]
  return expected == null || JSON.stringify(sent) === JSON.stringify(expected)
    ? []
    : [`Content-Type ${JSON.stringify(sent)} instead of ${JSON.stringify(expected)}`]
}

function check(definition: ApiDefinition, endpoint: EndpointDefinition, formState: EndpointFormState): void {
  validateEndpointForm(definition, endpoint, formState)
  const request = buildHttpRequest({
    endpoint,
    formState,
    definition,
    authHeaders: [['Authorization', 'Bearer t\r\nX-Injected: 1 東京\u200B']],
  })
  expect([
    ...requestProblems(request),
    ...bodyKindProblems(endpoint, request),
    ...contentTypeProblems(endpoint, request),
  ]).toEqual([])
}

describe('any form of any definition', () => {
  it('builds a sendable request from the seeded form and from the generated example', () => {
    fc.assert(
      fc.property(definitionArb, ({ definition, endpoint }) => {
        check(definition, endpoint, initialEndpointFormState(definition, endpoint, { now }))
        check(
          definition,
          endpoint,
          initialEndpointFormState(definition, endpoint, { now, generateExample: true }),
        )
      }),
      { numRuns: 300 },
    )
  })

  it('builds a sendable request whatever values the reader puts wherever', () => {
    fc.assert(
      fc.property(
        definitionArb,
        fc.array(fc.tuple(pathArb, fc.oneof(anyValueArb, fc.constant(file('a.txt')))), { maxLength: 8 }),
        fc.array(pathArb, { maxLength: 3 }),
        ({ definition, endpoint }, edits, removals) => {
          const store = createEndpointFormStore({ definition, endpointId: endpoint.id, now: () => now })
          for (const [path, value] of edits) {
            store.getState().setValue(path, value)
          }
          for (const path of removals) {
            store.getState().removeValue(path)
            store.getState().addValue(path)
          }
          store.getState().addOptionalValues(['body', 'value'])
          expect(store.getState().errors).toEqual(
            validateEndpointForm(definition, endpoint, store.getState().formState),
          )
          check(definition, endpoint, store.getState().formState)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('sends the chosen file as the raw body', () => {
    fc.assert(
      fc.property(definitionArb, ({ definition, endpoint }) => {
        fc.pre(
          endpoint.method !== 'GET' &&
            endpoint.protocol == null &&
            endpoint.requests?.[0]?.body.type === 'bytes',
        )
        const store = createEndpointFormStore({ definition, endpointId: endpoint.id, now: () => now })
        const chosen = file('a.bin')
        store.getState().setValue(['body', 'value'], chosen)
        expect(buildHttpRequest({ endpoint, formState: store.getState().formState }).body).toEqual({
          type: 'bytes',
          file: chosen,
        })
      }),
      { numRuns: 100 },
    )
  })

  it('sends a multipart form with a chosen file as parts, without a Content-Type header', () => {
    fc.assert(
      fc.property(definitionArb, ({ definition, endpoint }) => {
        const request = endpoint.requests?.[0]
        fc.pre(
          endpoint.method !== 'GET' &&
            endpoint.protocol == null &&
            request?.body.type === 'formData' &&
            request.contentType !== 'application/x-www-form-urlencoded',
        )
        const store = createEndpointFormStore({ definition, endpointId: endpoint.id, now: () => now })
        const chosen = file('a.txt')
        store.getState().setValue(['body', 'value', 'extra'], { type: 'file', value: chosen })
        const built = buildHttpRequest({ endpoint, formState: store.getState().formState })
        expect(built.body).toMatchObject({
          type: 'form-data',
          parts: expect.arrayContaining([{ name: 'extra', type: 'file', file: chosen }]),
        })
        expect(built.headers.filter(([name]) => name.toLowerCase() === 'content-type')).toEqual([])
      }),
      { numRuns: 100 },
    )
  })

  it('builds a websocket target whose URL parses and whose headers can be sent', () => {
    fc.assert(
      fc.property(
        definitionArb,
        fc.array(fc.tuple(pathArb, anyValueArb), { maxLength: 6 }),
        ({ definition, endpoint }, edits) => {
          const channel: WebSocketChannel = {
            id: 'channel',
            path: endpoint.path,
            environments: [{ id: 'env', baseUrl: 'wss://stream.example.com' }],
            pathParameters: endpoint.pathParameters ?? [],
            queryParameters: endpoint.queryParameters ?? [],
            requestHeaders: endpoint.requestHeaders ?? [],
            messages: [
              { type: 'send', origin: 'client', body: { type: 'alias', value: { type: 'id', id: 'T0' } } },
            ],
          }
          const withChannel = { ...definition, websockets: { channel } }
          const store = createWebSocketFormStore({
            definition: withChannel,
            channelId: 'channel',
            now: () => now,
          })
          for (const [path, value] of edits) {
            store
              .getState()
              .setValue(path[0] === 'body' ? ['messages', 'send', ...path.slice(2)] : path, value)
          }
          const target = selectWebSocketTarget(store.getState(), {
            headers: [['Authorization', 'Bearer t😀']],
          })
          expect(() => new URL(target.url)).not.toThrow()
          expect(() => new Headers(target.headers)).not.toThrow()
          expect(
            target.headers.filter(([name, value]) => !isHeaderName(name) || /[\r\n\0]/.test(value)),
          ).toEqual([])
        },
      ),
      { numRuns: 200 },
    )
  })
})
