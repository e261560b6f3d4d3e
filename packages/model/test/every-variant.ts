import type { ApiDefinition } from '../src/definition/api-definition.js'
import { alias, everyVariantTypes, primitive, property, ref, string } from './every-variant-types.js'

// A definition that uses every variant of every union of the model, and every optional field at least once.
// Schema tests parse it and expect it back unchanged.

/** A definition using every variant of the model. */
export const everyVariantDefinition: ApiDefinition = {
  id: 'every-variant',
  apiName: 'Every variant',
  types: everyVariantTypes,
  endpoints: {
    createPet: {
      id: 'createPet',
      method: 'POST',
      path: [
        { type: 'literal', value: '/owners/' },
        { type: 'pathParameter', value: 'ownerId' },
        { type: 'literal', value: '/pets' },
      ],
      displayName: 'Create a pet',
      operationId: 'createPet',
      description: 'Creates a pet.',
      availability: 'GenerallyAvailable',
      namespace: ['pets'],
      auth: ['bearer', 'oauth'],
      multiAuth: [{ schemes: ['basic', 'apiKey'] }],
      defaultEnvironment: 'production',
      environments: [
        { id: 'production', baseUrl: 'https://api.example.com', audiences: ['public'] },
        { id: 'sandbox', baseUrl: 'https://sandbox.example.com' },
      ],
      pathParameters: [property('ownerId', string)],
      queryParameters: [property('tag', alias({ type: 'list', itemShape: string }), { explode: false })],
      requestHeaders: [property('Idempotency-Key', string)],
      responseHeaders: [property('X-Request-Id', string)],
      requests: [
        {
          description: 'As JSON.',
          contentType: 'application/json',
          body: { type: 'alias', value: { type: 'id', id: 'Pet' } },
        },
        {
          body: {
            type: 'object',
            extends: ['Animal'],
            properties: [property('age', primitive({ type: 'integer' }))],
          },
        },
        {
          contentType: 'application/octet-stream',
          body: {
            type: 'bytes',
            isOptional: true,
            contentType: 'image/png',
            description: 'Raw.',
            availability: 'Beta',
          },
        },
        {
          contentType: 'multipart/form-data',
          body: {
            type: 'formData',
            description: 'A form.',
            availability: 'Stable',
            fields: [
              {
                type: 'file',
                key: 'photo',
                isOptional: false,
                contentType: ['image/png', 'image/jpeg'],
                description: 'One.',
              },
              { type: 'files', key: 'more', isOptional: true, availability: 'Beta' },
              {
                type: 'property',
                key: 'meta',
                valueShape: ref('Pet'),
                contentType: 'application/json',
                exploded: true,
                propertyAccess: 'WRITE_ONLY',
                description: 'Metadata.',
              },
            ],
          },
        },
      ],
      responses: [
        {
          statusCode: 201,
          description: 'Created.',
          body: { type: 'alias', value: { type: 'id', id: 'Pet' } },
        },
        {
          statusCode: 200,
          body: { type: 'object', extends: [], properties: [property('ok', primitive({ type: 'boolean' }))] },
        },
        { statusCode: 204, body: { type: 'empty' } },
        { statusCode: 200, body: { type: 'fileDownload', contentType: 'image/png' } },
        { statusCode: 200, body: { type: 'streamingText' } },
        {
          statusCode: 200,
          isWildcard: false,
          body: { type: 'stream', terminator: '[DONE]', shape: ref('Shape') },
        },
      ],
      errors: [
        {
          name: 'NotFound',
          statusCode: 404,
          isWildcard: true,
          description: 'No such owner.',
          availability: 'Stable',
          shape: ref('IdOrName'),
          headers: [property('Retry-After', primitive({ type: 'integer' }))],
          examples: [
            {
              name: 'missing',
              description: 'Owner missing.',
              responseBody: { type: 'json', value: { id: 1 } },
            },
          ],
        },
      ],
      examples: [
        {
          name: 'JSON',
          description: 'A JSON call.',
          path: '/owners/o1/pets',
          responseStatusCode: 201,
          pathParameters: { ownerId: 'o1' },
          queryParameters: { tag: ['a', 'b'] },
          headers: { 'Idempotency-Key': 'k1' },
          requestBody: { type: 'json', value: { name: 'Rex' } },
          responseBody: { type: 'json', value: { id: 'p1', name: 'Rex' } },
          snippets: {
            curl: [
              { language: 'curl', code: 'curl …', generated: true, name: 'cURL', description: 'Shell.' },
            ],
            typescript: [
              {
                language: 'typescript',
                install: 'npm i example',
                code: 'await client.pets.create()',
                generated: false,
              },
            ],
          },
        },
        {
          path: '/owners/o1/pets',
          responseStatusCode: 200,
          requestBody: {
            type: 'form',
            value: {
              meta: { type: 'json', value: { name: 'Rex' } },
              photo: { type: 'filename', value: 'rex.png' },
              more: { type: 'filenames', value: ['a.png', 'b.png'] },
              inline: { type: 'filenameWithData', filename: 'c.png', data: 'file-1' },
              inlines: { type: 'filenamesWithData', value: [{ filename: 'd.png', data: 'file-2' }] },
              tags: { type: 'exploded', value: ['a', 'b'] },
            },
          },
          responseBody: { type: 'filename', value: 'rex.png' },
        },
        {
          path: '/owners/o1/pets',
          responseStatusCode: 200,
          requestBody: { type: 'bytes', value: { type: 'base64', value: 'SGk=' } },
          responseBody: { type: 'stream', value: [{ kind: 'square' }, 'text'] },
        },
        {
          path: '/owners/o1/pets',
          responseStatusCode: 200,
          responseBody: { type: 'sse', value: [{ event: 'shape', data: { kind: 'square' } }] },
        },
      ],
      snippetTemplates: {
        typescript: {
          type: 'v1',
          clientInstantiation: 'const client = new Client()',
          functionInvocation: {
            type: 'generic',
            isOptional: false,
            templateString: 'await client.shapes.get($FERN_INPUT)',
            templateInputs: [{ type: 'payload', location: 'PATH', path: 'id' }],
          },
        },
        python: {
          type: 'v1',
          clientInstantiation: 'client = Client()',
          functionInvocation: { type: 'generic', isOptional: false, templateString: 'client.shapes.get()' },
        },
      },
      pagination: {
        type: 'cursor',
        cursor: '$request.cursor',
        nextCursor: '$response.next',
        results: '$response.data',
      },
      protocol: { type: 'rest' },
      includeInApiExplorer: true,
    },
    getToken: {
      id: 'getToken',
      method: 'POST',
      path: [{ type: 'literal', value: '/oauth/token' }],
      protocol: { type: 'openrpc', methodName: 'auth.token' },
    },
    ping: {
      id: 'ping',
      pagination: {
        type: 'offset',
        offset: '$request.page',
        results: '$response.items',
        step: '$request.limit',
        hasNextPage: '$response.has_more',
      },
      method: 'HEAD',
      path: [{ type: 'literal', value: '/ping' }],
      protocol: { type: 'grpc', methodName: 'Ping', methodType: 'SERVER_STREAM' },
    },
  },
  websockets: {
    chat: {
      id: 'chat',
      displayName: 'Chat',
      operationId: 'chat',
      description: 'A chat room.',
      availability: 'Beta',
      namespace: ['realtime'],
      path: [
        { type: 'literal', value: '/rooms/' },
        { type: 'pathParameter', value: 'room' },
      ],
      auth: ['bearer'],
      defaultEnvironment: 'production',
      environments: [{ id: 'production', baseUrl: 'wss://api.example.com' }],
      pathParameters: [property('room', string)],
      queryParameters: [property('since', primitive({ type: 'datetime' }))],
      requestHeaders: [property('X-Client', string)],
      messages: [
        {
          type: 'say',
          origin: 'client',
          displayName: 'Say',
          description: 'Send text.',
          availability: 'Stable',
          body: string,
        },
        { type: 'heard', origin: 'server', body: ref('Shape') },
      ],
      examples: [
        {
          name: 'Hello',
          description: 'Says hello.',
          path: '/rooms/lobby',
          pathParameters: { room: 'lobby' },
          queryParameters: { since: '2024-01-15T09:30:00Z' },
          requestHeaders: { 'X-Client': 'docs' },
          messages: [{ type: 'say', body: 'hello' }],
        },
      ],
    },
  },
  webhooks: {
    petCreated: {
      id: 'petCreated',
      displayName: 'Pet created',
      operationId: 'petCreated',
      description: 'Sent when a pet is created.',
      availability: 'Stable',
      namespace: ['pets'],
      method: 'POST',
      path: ['pets', 'created'],
      headers: [property('X-Signature', string)],
      payload: { description: 'The pet.', shape: ref('Pet') },
      examples: [{ payload: { id: 'p1' } }],
    },
  },
  subpackages: {
    pets: { id: 'pets', name: 'pets', displayName: 'Pets' },
    realtime: { id: 'realtime', name: 'realtime' },
  },
  auths: {
    bearer: { type: 'bearerAuth', tokenName: 'apiToken', description: 'A token.' },
    basic: {
      type: 'basicAuth',
      usernameName: 'user',
      passwordName: 'pass',
      passwordAlwaysEmpty: false,
      description: 'Basic.',
    },
    apiKey: {
      type: 'header',
      headerWireValue: 'X-API-Key',
      nameOverride: 'API key',
      prefix: 'Key',
      description: 'A key.',
    },
    oauth: {
      type: 'oAuth',
      value: {
        type: 'clientCredentials',
        value: {
          type: 'referencedEndpoint',
          endpointId: 'getToken',
          accessTokenLocator: '$.body.access_token',
          headerName: 'Authorization',
          tokenPrefix: 'Bearer',
          description: 'Client credentials.',
          playgroundDescription: 'Use the demo client.',
        },
      },
    },
  },
  globalHeaders: [
    property(
      'X-API-Version',
      alias({ type: 'literal', value: { type: 'stringLiteral', value: '2024-01-15' } }),
    ),
  ],
}
