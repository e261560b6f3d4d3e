import type {
  AuthScheme,
  AuthSchemeId,
  EndpointDefinition,
  EndpointId,
  ErrorResponse,
} from '@api-explorer/model'
import { DEFAULT_SCOPE, DEMO_CREDENTIALS, DEMO_PRINCIPAL } from '../demo-credentials.js'
import { classicError, endpoint, ref } from './shapes.js'

/** The auth schemes, keyed by the ids the protected endpoints use. */
export const AUTH_SCHEMES: Record<AuthSchemeId, AuthScheme> = {
  bearer: {
    type: 'bearerAuth',
    description: `Use \`${DEMO_CREDENTIALS.bearerToken}\` or a token from \`POST /oauth/token\`.`,
  },
  basic: {
    type: 'basicAuth',
    usernameName: 'username',
    passwordName: 'password',
    description: `Username \`${DEMO_CREDENTIALS.basic.username}\`, password \`${DEMO_CREDENTIALS.basic.password}\`.`,
  },
  apiKey: {
    type: 'header',
    headerWireValue: 'X-API-Key',
    description: `Use \`${DEMO_CREDENTIALS.apiKey}\`.`,
  },
  oauth: {
    type: 'oAuth',
    value: {
      type: 'clientCredentials',
      value: {
        type: 'referencedEndpoint',
        endpointId: 'getOAuthToken',
        accessTokenLocator: '$.body.access_token',
        description: `Client \`${DEMO_CREDENTIALS.oauthClient.clientId}\`, secret \`${DEMO_CREDENTIALS.oauthClient.clientSecret}\`.`,
      },
    },
  },
}

// A token of the same form as the server issues (its signature is from another secret, so it will not verify).
const TOKEN_EXAMPLE = [
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
  'eyJzdWIiOiJkZW1vLWNsaWVudCIsInNjb3BlIjoidXNlcnM6cmVhZCB1c2Vyczp3cml0ZSIsImlhdCI6MTcxNDU2NDgwMCwiZXhwIjoxNzE0NTY4NDAwLCJqdGkiOiIwMTIzNDU2Nzg5YWJjZGVmIn0',
  'YoZ1qSjd2S9MxzWHKf6gEHmuMiVdL6khx_Rs_CVxzJo',
].join('.')

function oauthError(name: string, statusCode: number, description: string, example: unknown): ErrorResponse {
  return {
    name,
    statusCode,
    description,
    shape: ref('OAuthError'),
    examples: [{ name, responseBody: { type: 'json', value: example } }],
  }
}

function unauthorized(scheme: AuthSchemeId, message: string): ErrorResponse {
  return classicError('UnauthorizedError', 401, 'The credentials are missing or wrong.', {
    shape: ref('UnauthorizedErrorContent'),
    example: { scheme, message },
  })
}

function protectedEndpoint(
  id: EndpointId,
  scheme: AuthSchemeId,
  path: string,
  displayName: string,
  description: string,
  principal: string,
): EndpointDefinition {
  return endpoint('auth', 'GET', path, {
    id,
    displayName,
    description,
    auth: [scheme],
    responses: [
      {
        statusCode: 200,
        description: 'Who the credentials stand for.',
        body: { type: 'alias', value: { type: 'id', id: 'AuthenticatedResponse' } },
      },
    ],
    errors: [unauthorized(scheme, 'The credentials are missing or wrong')],
    examples: [
      {
        path,
        responseStatusCode: 200,
        responseBody: { type: 'json', value: { authenticated: true, scheme, principal } },
      },
    ],
  })
}

/** The OAuth token endpoint and one protected route per auth scheme. */
export const AUTH_ENDPOINTS: Record<EndpointId, EndpointDefinition> = {
  getOAuthToken: endpoint('auth', 'POST', '/oauth/token', {
    id: 'getOAuthToken',
    displayName: 'Get OAuth token',
    description:
      "OAuth 2 client credentials. Accepts a form-urlencoded or JSON body. Errors use OAuth's own format.",
    requests: [
      {
        contentType: 'application/x-www-form-urlencoded',
        body: { type: 'alias', value: { type: 'id', id: 'TokenRequest' } },
      },
      { contentType: 'application/json', body: { type: 'alias', value: { type: 'id', id: 'TokenRequest' } } },
    ],
    responses: [
      {
        statusCode: 200,
        description: 'An access token valid for an hour.',
        body: { type: 'alias', value: { type: 'id', id: 'TokenResponse' } },
      },
    ],
    errors: [
      oauthError('unsupported_grant_type', 400, 'The grant is not `client_credentials`.', {
        error: 'unsupported_grant_type',
        error_description: 'Only the client_credentials grant is supported',
      }),
      oauthError('invalid_client', 401, 'Unknown client or wrong secret.', {
        error: 'invalid_client',
        error_description: 'Unknown client or wrong client secret',
      }),
    ],
    examples: [
      {
        path: '/oauth/token',
        responseStatusCode: 200,
        requestBody: {
          type: 'json',
          value: {
            grant_type: 'client_credentials',
            client_id: DEMO_CREDENTIALS.oauthClient.clientId,
            client_secret: DEMO_CREDENTIALS.oauthClient.clientSecret,
          },
        },
        responseBody: {
          type: 'json',
          value: {
            access_token: TOKEN_EXAMPLE,
            token_type: 'Bearer',
            expires_in: 3600,
            scope: DEFAULT_SCOPE,
          },
        },
      },
    ],
  }),
  getBearerProtected: protectedEndpoint(
    'getBearerProtected',
    'bearer',
    '/protected/bearer',
    'Bearer-protected route',
    `Needs \`Authorization: Bearer ${DEMO_CREDENTIALS.bearerToken}\` or a token from \`POST /oauth/token\`.`,
    DEMO_PRINCIPAL,
  ),
  getBasicProtected: protectedEndpoint(
    'getBasicProtected',
    'basic',
    '/protected/basic',
    'Basic-auth-protected route',
    `Needs Basic auth as \`${DEMO_CREDENTIALS.basic.username}\` / \`${DEMO_CREDENTIALS.basic.password}\`.`,
    DEMO_CREDENTIALS.basic.username,
  ),
  getApiKeyProtected: protectedEndpoint(
    'getApiKeyProtected',
    'apiKey',
    '/protected/api-key',
    'API-key-protected route',
    `Needs \`X-API-Key: ${DEMO_CREDENTIALS.apiKey}\`.`,
    DEMO_PRINCIPAL,
  ),
  getOAuthProtected: protectedEndpoint(
    'getOAuthProtected',
    'oauth',
    '/protected/oauth',
    'OAuth-protected route',
    'Needs a bearer token issued by `POST /oauth/token` (log in with the OAuth scheme first).',
    DEMO_CREDENTIALS.oauthClient.clientId,
  ),
}
