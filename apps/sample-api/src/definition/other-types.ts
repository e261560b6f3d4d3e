import type { TypeDefinition, TypeId } from '@api-explorer/model'
import {
  boolean,
  booleanLiteral,
  datetime,
  integer,
  list,
  literal,
  nullable,
  object,
  optional,
  property,
  ref,
  string,
} from './shapes.js'

/** Named types of uploads, downloads, streams, authentication and diagnostics. */
export const OTHER_TYPES: Record<TypeId, TypeDefinition> = {
  UploadMetadata: {
    name: 'UploadMetadata',
    description: 'Free-form JSON sent as its own `application/json` part.',
    shape: {
      type: 'object',
      extends: [],
      properties: [
        property('source', optional(string()), 'Where the file comes from.'),
        property('public', optional(boolean()), 'Whether the file may be shared.'),
      ],
      extraProperties: { type: 'unknown' },
    },
  },
  UploadedField: {
    name: 'UploadedField',
    description: 'A text part of the upload.',
    shape: object([
      property('name', string()),
      property('value', string()),
      property('contentType', optional(string()), "The part's own Content-Type, when it had one."),
    ]),
  },
  UploadedFile: {
    name: 'UploadedFile',
    description: 'A file part of the upload.',
    shape: object([
      property('name', string(), 'The form field name.'),
      property('fileName', string()),
      property('contentType', string()),
      property('size', integer({ minimum: 0 }), 'Size in bytes.'),
      property('sha256', string({ regex: '^[0-9a-f]{64}$' }), 'Hex SHA-256 of the bytes received.'),
    ]),
  },
  UploadEcho: {
    name: 'UploadEcho',
    description: 'Every part of the upload, text and files each in arrival order.',
    shape: object([
      property('fields', list(ref('UploadedField'))),
      property('files', list(ref('UploadedFile'))),
    ]),
  },
  BytesEcho: {
    name: 'BytesEcho',
    description: 'What arrived as the raw body.',
    shape: object([
      property('size', integer({ minimum: 0 }), 'Size in bytes.'),
      property('sha256', string({ regex: '^[0-9a-f]{64}$' })),
      property('contentType', nullable(string()), 'The request Content-Type, or null when none was sent.'),
    ]),
  },
  FileNotFoundErrorContent: {
    name: 'FileNotFoundErrorContent',
    shape: object([property('fileName', string())]),
  },
  StreamEvent: {
    name: 'StreamEvent',
    description: 'One event of a stream.',
    shape: object([
      property('index', integer({ minimum: 1 }), 'Position in the stream, from 1.'),
      property('message', string(), 'e.g. "Event 2 of 5".'),
      property('time', datetime(), 'When the server sent it.'),
    ]),
  },
  SlowResponse: {
    name: 'SlowResponse',
    shape: object([property('delayedMs', integer({ minimum: 0 }), 'How long the server waited.')]),
  },
  TokenRequest: {
    name: 'TokenRequest',
    description: 'An OAuth 2 client-credentials token request.',
    shape: object([
      property('grant_type', literal('client_credentials')),
      property('client_id', string(), 'The demo client is `demo-client`.'),
      property('client_secret', string({ format: 'password' }), 'The demo secret is `demo-secret`.'),
      property('scope', optional(string()), 'Space-separated scopes; defaults to `users:read users:write`.'),
    ]),
  },
  TokenResponse: {
    name: 'TokenResponse',
    description: 'An issued access token.',
    shape: object([
      property('access_token', string(), 'A JWT; send it as `Authorization: Bearer <token>`.'),
      property('token_type', literal('Bearer')),
      property('expires_in', integer({ minimum: 0 }), 'Lifetime in seconds.'),
      property('scope', string()),
    ]),
  },
  OAuthError: {
    name: 'OAuthError',
    description: "OAuth 2's own error body (RFC 6749 §5.2).",
    shape: object([property('error', string()), property('error_description', optional(string()))]),
  },
  AuthScheme: {
    name: 'AuthScheme',
    description: 'The scheme a protected route checked.',
    shape: {
      type: 'enum',
      values: [
        { value: 'bearer', description: '`Authorization: Bearer <token>`.' },
        { value: 'basic', description: '`Authorization: Basic <base64(user:password)>`.' },
        { value: 'apiKey', description: '`X-API-Key: <key>`.' },
        { value: 'oauth', description: 'A bearer token issued by `POST /oauth/token`.' },
      ],
    },
  },
  AuthenticatedResponse: {
    name: 'AuthenticatedResponse',
    shape: object([
      property('authenticated', booleanLiteral(true)),
      property('scheme', ref('AuthScheme')),
      property('principal', string(), 'Who the credentials stand for (the OAuth client id for tokens).'),
    ]),
  },
  UnauthorizedErrorContent: {
    name: 'UnauthorizedErrorContent',
    shape: object([property('scheme', ref('AuthScheme')), property('message', string())]),
  },
}
