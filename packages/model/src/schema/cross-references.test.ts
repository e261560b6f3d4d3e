import { describe, expect, it } from 'vitest'
import type { ApiDefinition } from '../definition/api-definition.js'
import type { EndpointDefinition } from '../definition/endpoint.js'
import type { TypeShape } from '../definition/type-shape.js'
import { crossReferenceIssues } from './cross-references.js'
import { everyVariantDefinition } from '../../test/every-variant.js'

const ref = (id: string): TypeShape => ({ type: 'alias', value: { type: 'id', id } })
const endpoint = (id: string, extra: Partial<EndpointDefinition> = {}): EndpointDefinition => ({
  id,
  method: 'GET',
  path: [{ type: 'literal', value: '/users' }],
  ...extra,
})
const definition = (extra: Partial<ApiDefinition>): ApiDefinition => ({
  id: 'api',
  endpoints: {},
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
  ...extra,
})

describe('crossReferenceIssues', () => {
  it('finds nothing wrong with a definition whose references all resolve', () => {
    expect(crossReferenceIssues(everyVariantDefinition)).toEqual([])
  })

  it('names an entry whose id differs from its key', () => {
    const issues = crossReferenceIssues(
      definition({
        endpoints: { ping: endpoint('pong') },
        websockets: { chat: { id: 'talk', path: [], messages: [] } },
        webhooks: {
          sent: {
            id: 'delivered',
            method: 'POST',
            path: [],
            headers: [],
            payload: { shape: ref('X') },
            examples: [],
          },
        },
        subpackages: { users: { id: 'people', name: 'users' } },
      }),
    )
    expect(issues).toEqual([
      { path: '$.endpoints.ping.id', message: 'expected "ping" (its key in endpoints), received "pong"' },
      { path: '$.websockets.chat.id', message: 'expected "chat" (its key in websockets), received "talk"' },
      { path: '$.webhooks.sent.id', message: 'expected "sent" (its key in webhooks), received "delivered"' },
      {
        path: '$.subpackages.users.id',
        message: 'expected "users" (its key in subpackages), received "people"',
      },
      {
        path: '$.webhooks.sent.payload.shape.value.id',
        message: 'refers to the type "X", which is not in types',
      },
    ])
  })

  it('names unknown types in references and extends, inside types, bodies, errors, messages and headers', () => {
    const issues = crossReferenceIssues(
      definition({
        types: {
          User: {
            name: 'User',
            shape: {
              type: 'object',
              extends: ['Base'],
              properties: [],
              extraProperties: { type: 'id', id: 'Extra' },
            },
          },
          Pet: {
            name: 'Pet',
            shape: {
              type: 'discriminatedUnion',
              discriminant: 'kind',
              variants: [{ discriminantValue: 'dog', extends: ['Dog'], properties: [] }],
            },
          },
        },
        endpoints: {
          ping: endpoint('ping', {
            requests: [
              { body: { type: 'alias', value: { type: 'list', itemShape: ref('Item') } } },
              {
                body: {
                  type: 'formData',
                  fields: [{ type: 'property', key: 'meta', valueShape: ref('Meta') }],
                },
              },
            ],
            responses: [{ statusCode: 200, body: { type: 'stream', shape: ref('Event') } }],
            errors: [{ name: 'Oops', statusCode: 500, shape: ref('Problem') }],
          }),
        },
        websockets: {
          chat: { id: 'chat', path: [], messages: [{ type: 'say', origin: 'client', body: ref('Say') }] },
        },
        globalHeaders: [{ key: 'X-Version', valueShape: ref('Version') }],
      }),
    )
    expect(issues).toEqual([
      { path: '$.types.User.shape.extends[0]', message: 'extends the type "Base", which is not in types' },
      {
        path: '$.types.User.shape.extraProperties.id',
        message: 'refers to the type "Extra", which is not in types',
      },
      {
        path: '$.types.Pet.shape.variants[0].extends[0]',
        message: 'extends the type "Dog", which is not in types',
      },
      {
        path: '$.endpoints.ping.requests[0].body.value.itemShape.value.id',
        message: 'refers to the type "Item", which is not in types',
      },
      {
        path: '$.endpoints.ping.requests[1].body.fields[0].valueShape.value.id',
        message: 'refers to the type "Meta", which is not in types',
      },
      {
        path: '$.endpoints.ping.responses[0].body.shape.value.id',
        message: 'refers to the type "Event", which is not in types',
      },
      {
        path: '$.endpoints.ping.errors[0].shape.value.id',
        message: 'refers to the type "Problem", which is not in types',
      },
      {
        path: '$.websockets.chat.messages[0].body.value.id',
        message: 'refers to the type "Say", which is not in types',
      },
      {
        path: '$.globalHeaders[0].valueShape.value.id',
        message: 'refers to the type "Version", which is not in types',
      },
    ])
  })

  it('names unknown auth schemes, subpackages, token endpoints and undeclared path parameters', () => {
    const issues = crossReferenceIssues(
      definition({
        auths: {
          oauth: {
            type: 'oAuth',
            value: {
              type: 'clientCredentials',
              value: { type: 'referencedEndpoint', endpointId: 'token', accessTokenLocator: '$.body.t' },
            },
          },
        },
        endpoints: {
          'get-user': endpoint('get-user', {
            namespace: ['users'],
            auth: ['oauth', 'bearer'],
            multiAuth: [{ schemes: ['basic'] }],
            path: [
              { type: 'literal', value: '/users/' },
              { type: 'pathParameter', value: 'userId' },
            ],
          }),
        },
        websockets: {
          chat: {
            id: 'chat',
            auth: ['apiKey'],
            path: [{ type: 'pathParameter', value: 'room' }],
            pathParameters: [{ key: 'room', valueShape: { type: 'alias', value: { type: 'unknown' } } }],
            messages: [],
          },
        },
      }),
    )
    expect(issues).toEqual([
      {
        path: '$.endpoints["get-user"].namespace[0]',
        message: 'refers to the subpackage "users", which is not in subpackages',
      },
      {
        path: '$.endpoints["get-user"].auth[1]',
        message: 'refers to the auth scheme "bearer", which is not in auths',
      },
      {
        path: '$.endpoints["get-user"].multiAuth[0].schemes[0]',
        message: 'refers to the auth scheme "basic", which is not in auths',
      },
      {
        path: '$.endpoints["get-user"].path[1].value',
        message: 'the path parameter "userId" has no entry in pathParameters',
      },
      {
        path: '$.websockets.chat.auth[0]',
        message: 'refers to the auth scheme "apiKey", which is not in auths',
      },
      {
        path: '$.auths.oauth.value.value.endpointId',
        message: 'refers to the endpoint "token", which is not in endpoints',
      },
    ])
  })

  it('does not mistake inherited object keys for entries', () => {
    const issues = crossReferenceIssues(
      definition({ endpoints: { ping: endpoint('ping', { auth: ['toString'], namespace: ['__proto__'] }) } }),
    )
    expect(issues.map((issue) => issue.path)).toEqual([
      '$.endpoints.ping.namespace[0]',
      '$.endpoints.ping.auth[0]',
    ])
  })

  it('accepts a type that refers to itself', () => {
    const issues = crossReferenceIssues(
      definition({
        types: {
          Node: {
            name: 'Node',
            shape: { type: 'object', extends: [], properties: [{ key: 'next', valueShape: ref('Node') }] },
          },
        },
      }),
    )
    expect(issues).toEqual([])
  })
})
