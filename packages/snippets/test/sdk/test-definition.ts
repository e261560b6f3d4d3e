import type { ApiDefinition, TypeReference } from '@api-explorer/model'

import type { CustomSnippetPayload, SdkType } from '../../src/sdk/template-types.js'
import type { SdkConfiguration } from '../../src/sdk/generator/sdk-configuration.js'

const STRING: TypeReference = { type: 'primitive', value: { type: 'string' } }
const optional = (shape: TypeReference): TypeReference => ({
  type: 'optional',
  shape: { type: 'alias', value: shape },
})
const alias = (value: TypeReference) => ({ type: 'alias' as const, value })

/**
 * Test data: an API with named, enum, list, map and date types, a resource namespace, bearer and OAuth auth,
 * and endpoints of every body kind (object, list, multipart with files, bytes) plus a paged one.
 */
export const SDK_TEST_DEFINITION: ApiDefinition = {
  id: 'acme',
  endpoints: {
    createUser: {
      id: 'createUser',
      operationId: 'createUser',
      method: 'POST',
      namespace: ['users'],
      auth: ['bearer'],
      path: [
        { type: 'literal', value: '/orgs/' },
        { type: 'pathParameter', value: 'orgId' },
        { type: 'literal', value: '/users' },
      ],
      pathParameters: [{ key: 'orgId', valueShape: alias(STRING) }],
      queryParameters: [
        {
          key: 'send_welcome',
          valueShape: alias(optional({ type: 'primitive', value: { type: 'boolean' } })),
        },
      ],
      requestHeaders: [{ key: 'X-Request-Id', valueShape: alias(optional(STRING)) }],
      requests: [
        { contentType: 'application/json', body: { type: 'alias', value: { type: 'id', id: 'User' } } },
      ],
    },
    listUsers: {
      id: 'listUsers',
      method: 'GET',
      namespace: ['users'],
      auth: ['oauth'],
      path: [{ type: 'literal', value: '/users' }],
      queryParameters: [
        { key: 'limit', valueShape: alias(optional({ type: 'primitive', value: { type: 'integer' } })) },
        { key: 'status', valueShape: alias(optional({ type: 'id', id: 'Status' })) },
      ],
      pagination: {
        type: 'cursor',
        cursor: '$request.cursor',
        nextCursor: '$response.next',
        results: '$response.data',
      },
    },
    uploadAvatar: {
      id: 'upload-avatar',
      method: 'POST',
      namespace: ['users'],
      path: [
        { type: 'literal', value: '/users/' },
        { type: 'pathParameter', value: 'id' },
        { type: 'literal', value: '/avatar' },
      ],
      pathParameters: [{ key: 'id', valueShape: alias(STRING) }],
      requests: [
        {
          contentType: 'multipart/form-data',
          body: {
            type: 'formData',
            fields: [
              { type: 'file', key: 'avatar', isOptional: false },
              { type: 'files', key: 'attachments', isOptional: true },
              { type: 'property', key: 'caption', valueShape: alias(optional(STRING)) },
            ],
          },
        },
      ],
    },
    putBlob: {
      id: 'putBlob',
      method: 'PUT',
      path: [
        { type: 'literal', value: '/blobs/' },
        { type: 'pathParameter', value: 'key' },
      ],
      pathParameters: [{ key: 'key', valueShape: alias(STRING) }],
      requests: [{ contentType: 'application/octet-stream', body: { type: 'bytes', isOptional: false } }],
    },
    setTags: {
      id: 'setTags',
      method: 'POST',
      path: [{ type: 'literal', value: '/tags' }],
      requests: [
        {
          contentType: 'application/json',
          body: { type: 'alias', value: { type: 'list', itemShape: alias(STRING) } },
        },
      ],
    },
    token: {
      id: 'token',
      method: 'POST',
      path: [{ type: 'literal', value: '/oauth/token' }],
    },
  },
  websockets: {},
  webhooks: {},
  subpackages: { users: { id: 'users', name: 'users' } },
  auths: {
    bearer: { type: 'bearerAuth' },
    oauth: {
      type: 'oAuth',
      value: {
        type: 'clientCredentials',
        value: { type: 'referencedEndpoint', endpointId: 'token', accessTokenLocator: '$.body.access_token' },
      },
    },
  },
  types: {
    Status: {
      name: 'Status',
      shape: { type: 'enum', values: [{ value: 'active' }, { value: 'in-review' }] },
    },
    Address: {
      name: 'Address',
      shape: {
        type: 'object',
        extends: [],
        properties: [
          { key: 'city', valueShape: alias(STRING) },
          { key: 'zip_code', valueShape: alias(optional(STRING)) },
        ],
      },
    },
    User: {
      name: 'User',
      shape: {
        type: 'object',
        extends: [],
        properties: [
          { key: 'name', valueShape: alias(STRING) },
          { key: 'age', valueShape: alias(optional({ type: 'primitive', value: { type: 'integer' } })) },
          { key: 'score', valueShape: alias(optional({ type: 'primitive', value: { type: 'double' } })) },
          { key: 'status', valueShape: alias({ type: 'id', id: 'Status' }) },
          { key: 'address', valueShape: alias(optional({ type: 'id', id: 'Address' })) },
          { key: 'tags', valueShape: alias(optional({ type: 'list', itemShape: alias(STRING) })) },
          {
            key: 'created_at',
            valueShape: alias(optional({ type: 'primitive', value: { type: 'datetime' } })),
          },
          {
            key: 'metadata',
            valueShape: alias(optional({ type: 'map', keyShape: alias(STRING), valueShape: alias(STRING) })),
          },
        ],
      },
    },
  },
}

/** A user with every kind of field, and text that needs escaping in every language. */
export const SDK_TEST_USER: Record<string, unknown> = {
  name: 'Ada "Countess" \\ $Lovelace\n',
  age: 36,
  score: 9.5,
  status: 'in-review',
  address: { city: 'Zürich', zip_code: '8001' },
  tags: ['math', 'poetry'],
  created_at: '2024-01-02T03:04:05Z',
  metadata: { 'team-name': 'analytical engine' },
}

/** An SDK configuration per language, as an API's generators would register them. */
export const SDK_TEST_CONFIGURATIONS: Record<SdkType, SdkConfiguration> = {
  typescript: { language: 'typescript', package: '@acme/sdk', clientName: 'AcmeClient' },
  python: { language: 'python', package: 'acme-sdk', clientName: 'AcmeClient' },
  ruby: { language: 'ruby', package: 'acme', clientName: 'Acme::Client' },
  go: { language: 'go', package: 'github.com/acme/acme-go', clientName: 'Client' },
  java: { language: 'java', package: 'com.acme:acme-java', clientName: 'AcmeClient' },
  csharp: { language: 'csharp', package: 'Acme.Net', clientName: 'AcmeClient' },
  php: { language: 'php', package: 'acme/acme-php', clientName: 'AcmeClient' },
}

/** The payloads of the test API's endpoints, by endpoint reference. */
export const SDK_TEST_PAYLOADS: Record<string, CustomSnippetPayload> = {
  'POST /orgs/{orgId}/users': {
    pathParameters: [{ name: 'orgId', value: 'org_1' }],
    queryParameters: [{ name: 'send_welcome', value: true }],
    headers: [{ name: 'X-Request-Id', value: 'req-42' }],
    requestBody: SDK_TEST_USER,
    auth: { type: 'bearer', token: 'sk_test_123' },
  },
  'GET /users': {
    queryParameters: [
      { name: 'limit', value: 20 },
      { name: 'status', value: 'active' },
    ],
  },
  'POST /users/{id}/avatar': {
    pathParameters: [{ name: 'id', value: 'usr_1' }],
    requestBody: {
      avatar: { name: 'ada.png' },
      attachments: [{ name: 'a.pdf' }, { name: 'b.pdf' }],
      caption: 'Hi',
    },
  },
  'PUT /blobs/{key}': { pathParameters: [{ name: 'key', value: 'k1' }], requestBody: { name: 'data.bin' } },
  'POST /tags': { requestBody: ['a', 'b'] },
}
