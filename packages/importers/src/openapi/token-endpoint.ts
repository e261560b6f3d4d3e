import type { EndpointDefinition, ObjectProperty, TypeShape } from '@api-explorer/model'

import { pathParameterNames, pathParts } from '../shared/path-parts.js'

const STRING: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }

function optional(shape: TypeShape): TypeShape {
  return { type: 'alias', value: { type: 'optional', shape } }
}

function property(key: string, valueShape: TypeShape, description: string): ObjectProperty {
  return { key, valueShape, description }
}

/** The token endpoint of a flow, or why there is none. */
export type TokenEndpointResult = { endpoint: EndpointDefinition } | { problem: string }

/**
 * The token endpoint of an OAuth 2 client-credentials flow (RFC 6749 §4.4): a urlencoded POST of grant_type,
 * client_id, client_secret and scope to the token URL, answering `{access_token, token_type, expires_in}`.
 * It is hidden from the explorer; the authorization card logs in through it. A `{name}` in the URL's path (a
 * tenant, a realm) is a path parameter the reader fills in. There is none when the URL is relative and there
 * is no base URL, or when its host has a `{name}` (an environment is a fixed URL).
 */
export function tokenEndpoint(
  schemeId: string,
  tokenUrl: string,
  scopes: Record<string, unknown>,
  baseUrl: string | undefined,
): TokenEndpointResult {
  const absolute = URL.canParse(tokenUrl)
    ? new URL(tokenUrl)
    : baseUrl !== undefined && URL.canParse(tokenUrl, baseUrl)
      ? new URL(tokenUrl, baseUrl)
      : undefined
  if (absolute === undefined) {
    return {
      problem: `OAuth token URL "${tokenUrl}" is relative and there is no server to resolve it against.`,
    }
  }
  if (absolute.host.includes('{')) {
    return {
      problem: `OAuth token URL "${tokenUrl}" has a variable in its host, which an environment cannot hold.`,
    }
  }
  const template = pathTemplate(absolute, tokenUrl.includes('{'))
  const names = pathParameterNames(template)
  const scopeNames = Object.keys(scopes)
  const endpoint: EndpointDefinition = {
    id: `${schemeId}_token`,
    method: 'POST',
    path: pathParts(template),
    ...(names.length === 0
      ? {}
      : {
          pathParameters: names.map((name) =>
            property(name, STRING, `The \`${name}\` part of the token URL.`),
          ),
        }),
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
  return { endpoint }
}

/**
 * The path and query of the URL as a path template. The URL parser percent-encodes the braces of `{tenant}` in
 * a path; they are put back (with the name decoded) when the document wrote a template.
 */
function pathTemplate(url: URL, templated: boolean): string {
  const text = url.pathname + url.search
  return templated ? text.replace(/%7B(.*?)%7D/gi, (_whole, name: string) => `{${safeDecode(name)}}`) : text
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
