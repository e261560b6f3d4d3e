import type { ApiDefinition, TypeShape } from '@api-explorer/model'

const string: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
const optional = (shape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'optional', shape } })

/** Builds a small definition for component tests, pointing at `baseUrl`. */
export function fixtureDefinition(baseUrl: string): ApiDefinition {
  const environments = [{ id: 'local', baseUrl }]
  return {
    id: 'fixture',
    apiName: 'Fixture API',
    subpackages: { users: { id: 'users', name: 'users', displayName: 'Users' } },
    endpoints: {
      getUser: {
        id: 'getUser',
        namespace: ['users'],
        displayName: 'Get user',
        method: 'GET',
        environments,
        path: [
          { type: 'literal', value: '/users/' },
          { type: 'pathParameter', value: 'userId' },
        ],
        pathParameters: [{ key: 'userId', valueShape: string, description: 'The id of the user.' }],
        queryParameters: [{ key: 'fields', valueShape: optional(string) }],
      },
      createUser: {
        id: 'createUser',
        namespace: ['users'],
        displayName: 'Create user',
        method: 'POST',
        environments,
        path: [{ type: 'literal', value: '/users' }],
        requests: [
          {
            contentType: 'application/json',
            body: {
              type: 'object',
              extends: [],
              properties: [
                { key: 'name', valueShape: string },
                { key: 'id', valueShape: string, propertyAccess: 'READ_ONLY' },
                {
                  key: 'role',
                  valueShape: optional({ type: 'enum', values: [{ value: 'admin' }, { value: 'member' }] }),
                },
              ],
            },
          },
        ],
        examples: [
          {
            path: '/users',
            responseStatusCode: 201,
            requestBody: { type: 'json', value: { name: 'Ada', role: 'admin' } },
          },
        ],
      },
      health: {
        id: 'health',
        displayName: 'Health',
        method: 'GET',
        environments,
        path: [{ type: 'literal', value: '/healthz' }],
      },
    },
    websockets: {},
    webhooks: {},
    types: {},
    auths: {},
  }
}
