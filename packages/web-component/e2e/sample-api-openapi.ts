/**
 * An OpenAPI 3.1 document of part of the sample API (its users routes), served to the page as a host would
 * serve its API's document, with the running sample API as its server.
 */
export function sampleApiOpenApi(serverUrl: string): object {
  const user = {
    type: 'object',
    required: ['id', 'name', 'email', 'role'],
    properties: {
      id: { type: 'string', example: 'usr_ada' },
      name: { type: 'string', example: 'Ada Lovelace' },
      email: { type: 'string', format: 'email' },
      role: { type: 'string', enum: ['admin', 'member', 'viewer'] },
      tags: { type: 'array', items: { type: 'string' } },
      createdAt: { type: 'string', format: 'date-time' },
    },
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sample API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    tags: [{ name: 'Users' }],
    paths: {
      '/users': {
        get: {
          operationId: 'listUsers',
          summary: 'List users',
          description: 'Lists the users, **newest last**.',
          tags: ['Users'],
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
            { name: 'role', in: 'query', schema: { type: 'string', enum: ['admin', 'member', 'viewer'] } },
          ],
          responses: {
            '200': {
              description: 'A page of users',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { items: { type: 'array', items: user } } },
                },
              },
            },
          },
        },
      },
      '/users/{userId}': {
        get: {
          operationId: 'getUser',
          summary: 'Get user',
          tags: ['Users'],
          parameters: [
            { name: 'userId', in: 'path', required: true, schema: { type: 'string' }, example: 'usr_ada' },
          ],
          responses: {
            '200': { description: 'The user', content: { 'application/json': { schema: user } } },
            '404': { description: 'No such user' },
          },
        },
      },
    },
  }
}
