import type { EndpointDefinition, ObjectProperty, TypeShape } from '@api-explorer/model'

const STRING: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }

function optional(shape: TypeShape): TypeShape {
  return { type: 'alias', value: { type: 'optional', shape } }
}

function property(key: string, valueShape: TypeShape, description: string): ObjectProperty {
  return { key, valueShape, description }
}

/**
 * The token endpoint of an OAuth 2 client-credentials flow (RFC 6749 §4.4): a urlencoded POST of grant_type,
 * client_id, client_secret and scope to the token URL, answering `{access_token, token_type, expires_in}`.
 * It is hidden from the explorer; the authorization card logs in through it. Undefined when the URL is
 * relative and there is no base URL.
 */
export function tokenEndpoint(
  schemeId: string,
  tokenUrl: string,
  scopes: Record<string, unknown>,
  baseUrl: string | undefined,
): EndpointDefinition | undefined {
  const absolute = URL.canParse(tokenUrl)
    ? new URL(tokenUrl)
    : baseUrl !== undefined && URL.canParse(tokenUrl, baseUrl)
      ? new URL(tokenUrl, baseUrl)
      : undefined
  if (absolute === undefined) {
    return undefined
  }
  const scopeNames = Object.keys(scopes)
  return {
    id: `${schemeId}_token`,
    method: 'POST',
    path: [{ type: 'literal', value: absolute.pathname + absolute.search }],
    displayName: 'Get an access token',
    environments: [{ id: 'token', baseUrl: absolute.origin }],
    defaultEnvironment: 'token',
    includeInApiExplorer: false,
    requests: [
      {
        contentType: 'application/x-www-form-urlencoded',
        body: {
          type: 'object',
          extends: [],
          properties: [
            property(
              'grant_type',
              {
                type: 'alias',
                value: { type: 'literal', value: { type: 'stringLiteral', value: 'client_credentials' } },
              },
              'Always `client_credentials`.',
            ),
            property('client_id', STRING, 'Your client id.'),
            property(
              'client_secret',
              { type: 'alias', value: { type: 'primitive', value: { type: 'string', format: 'password' } } },
              'Your client secret.',
            ),
            property(
              'scope',
              optional(STRING),
              scopeNames.length === 0
                ? 'Space-separated scopes.'
                : `Space-separated scopes: ${scopeNames.map((name) => `\`${name}\``).join(', ')}.`,
            ),
          ],
        },
      },
    ],
    responses: [
      {
        statusCode: 200,
        body: {
          type: 'object',
          extends: [],
          properties: [
            property('access_token', STRING, 'The token to send with requests.'),
            property('token_type', optional(STRING), 'Usually `Bearer`.'),
            property(
              'expires_in',
              optional({ type: 'alias', value: { type: 'primitive', value: { type: 'integer' } } }),
              'Lifetime in seconds.',
            ),
          ],
        },
      },
    ],
  }
}
