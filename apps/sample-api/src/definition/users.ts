import type {
  EndpointDefinition,
  EndpointId,
  ErrorResponse,
  HttpRequestDefinition,
  HttpResponseDefinition,
} from '@api-explorer/model'
import { LIMITS } from '../limits.js'
import { SEED_USERS } from '../users/user.js'
import type { User } from '../users/user.js'
import {
  classicError,
  endpoint,
  integer,
  invalidQueryError,
  list,
  optional,
  property,
  ref,
  string,
} from './shapes.js'

const [ada, grace, alan] = SEED_USERS as [User, User, User]

const userId = property('userId', string({ minLength: 1 }), 'The user id, e.g. `usr_ada`.')

function userNotFound(id: string): ErrorResponse {
  return classicError('UserNotFoundError', 404, 'No user has this id.', {
    shape: ref('UserNotFoundErrorContent'),
    example: { userId: id },
  })
}

const validationError: ErrorResponse = classicError(
  'ValidationError',
  400,
  'A field of the body is missing or invalid.',
  { shape: ref('ValidationErrorContent'), example: { field: 'email', message: 'email is required' } },
)

const emailTaken: ErrorResponse = classicError('EmailTakenError', 409, 'Another user has this email.', {
  shape: ref('EmailTakenErrorContent'),
  example: { email: 'ada@example.com' },
})

const jsonRequest = (typeId: string): HttpRequestDefinition => ({
  contentType: 'application/json',
  body: { type: 'alias', value: { type: 'id', id: typeId } },
})

const userResponse = (statusCode: number, description: string): HttpResponseDefinition => ({
  statusCode,
  description,
  body: { type: 'alias', value: { type: 'id', id: 'User' } },
})

/** The users resource: CRUD over the in-memory store, plus each user's avatar. */
export const USER_ENDPOINTS: Record<EndpointId, EndpointDefinition> = {
  listUsers: endpoint('users', 'GET', '/users', {
    id: 'listUsers',
    displayName: 'List users',
    description: 'Pages through the users, optionally filtered by role and by tags (a user matches any tag).',
    queryParameters: [
      property('limit', optional(integer(LIMITS.listLimit)), 'Page size.'),
      property('offset', optional(integer(LIMITS.listOffset)), 'Users to skip.'),
      property('role', optional(ref('Role')), 'Only users with this role.'),
      property(
        'tag',
        optional(list(string())),
        'Only users with any of these tags; repeat to give several.',
        {
          explode: true,
        },
      ),
    ],
    responses: [
      {
        statusCode: 200,
        description: 'A page of users.',
        body: { type: 'alias', value: { type: 'id', id: 'UserList' } },
      },
    ],
    errors: [invalidQueryError('limit', 'limit must be an integer between 1 and 100, got "500"')],
    examples: [
      {
        name: 'Users tagged math',
        path: '/users',
        responseStatusCode: 200,
        queryParameters: { limit: 10, tag: ['math'] },
        responseBody: { type: 'json', value: { users: [ada, alan], total: 2, limit: 10, offset: 0 } },
      },
    ],
  }),
  createUser: endpoint('users', 'POST', '/users', {
    id: 'createUser',
    displayName: 'Create user',
    description: 'Adds a user. The server assigns the id and the creation time.',
    requests: [jsonRequest('CreateUserRequest')],
    responses: [userResponse(201, 'The created user.')],
    errors: [validationError, emailTaken],
    examples: [
      {
        name: 'Katherine Johnson',
        path: '/users',
        responseStatusCode: 201,
        requestBody: {
          type: 'json',
          value: {
            name: 'Katherine Johnson',
            email: 'katherine@example.com',
            role: 'member',
            tags: ['orbits'],
          },
        },
        responseBody: {
          type: 'json',
          value: {
            id: 'usr_3f9a1c2b',
            name: 'Katherine Johnson',
            email: 'katherine@example.com',
            role: 'member',
            tags: ['orbits'],
            createdAt: '2024-04-02T10:00:00.000Z',
          },
        },
      },
    ],
  }),
  getUser: endpoint('users', 'GET', '/users/{userId}', {
    id: 'getUser',
    displayName: 'Get user',
    description: 'Reads one user. An `X-Request-Id` header is echoed back on the response.',
    pathParameters: [userId],
    requestHeaders: [
      property('X-Request-Id', optional(string()), 'Any value; the response carries it back.'),
    ],
    responseHeaders: [property('X-Request-Id', optional(string()), 'The request header, echoed.')],
    responses: [userResponse(200, 'The user.')],
    errors: [userNotFound('usr_missing')],
    examples: [
      {
        name: 'Ada',
        path: '/users/usr_ada',
        responseStatusCode: 200,
        pathParameters: { userId: 'usr_ada' },
        headers: { 'X-Request-Id': 'req_123' },
        responseBody: { type: 'json', value: ada },
      },
    ],
  }),
  replaceUser: endpoint('users', 'PUT', '/users/{userId}', {
    id: 'replaceUser',
    displayName: 'Replace user',
    description: 'Replaces every writable field of a user; `role` and `tags` fall back to their defaults.',
    pathParameters: [userId],
    requests: [jsonRequest('CreateUserRequest')],
    responses: [userResponse(200, 'The replaced user.')],
    errors: [validationError, userNotFound('usr_missing'), emailTaken],
    examples: [
      {
        path: '/users/usr_grace',
        responseStatusCode: 200,
        pathParameters: { userId: 'usr_grace' },
        requestBody: {
          type: 'json',
          value: { name: 'Grace Hopper', email: 'grace@example.com', role: 'admin', tags: ['cobol'] },
        },
        responseBody: { type: 'json', value: { ...grace, role: 'admin', tags: ['cobol'] } },
      },
    ],
  }),
  updateUser: endpoint('users', 'PATCH', '/users/{userId}', {
    id: 'updateUser',
    displayName: 'Update user',
    description: 'Changes only the fields sent.',
    pathParameters: [userId],
    requests: [jsonRequest('UpdateUserRequest')],
    responses: [userResponse(200, 'The updated user.')],
    errors: [validationError, userNotFound('usr_missing'), emailTaken],
    examples: [
      {
        path: '/users/usr_alan',
        responseStatusCode: 200,
        pathParameters: { userId: 'usr_alan' },
        requestBody: { type: 'json', value: { role: 'member' } },
        responseBody: { type: 'json', value: { ...alan, role: 'member' } },
      },
    ],
  }),
  deleteUser: endpoint('users', 'DELETE', '/users/{userId}', {
    id: 'deleteUser',
    displayName: 'Delete user',
    description: 'Removes a user. Restart the server to get the seeded users back.',
    pathParameters: [userId],
    responses: [{ statusCode: 204, description: 'Deleted.', body: { type: 'empty' } }],
    errors: [userNotFound('usr_missing')],
    examples: [{ path: '/users/usr_alan', responseStatusCode: 204, pathParameters: { userId: 'usr_alan' } }],
  }),
  getUserAvatar: endpoint('users', 'GET', '/users/{userId}/avatar', {
    id: 'getUserAvatar',
    displayName: 'Get user avatar',
    description: "A 16×16 PNG in the user's own colour.",
    pathParameters: [userId],
    responses: [
      {
        statusCode: 200,
        description: 'The image.',
        body: { type: 'fileDownload', contentType: 'image/png' },
      },
    ],
    errors: [userNotFound('usr_missing')],
    examples: [
      {
        path: '/users/usr_ada/avatar',
        responseStatusCode: 200,
        pathParameters: { userId: 'usr_ada' },
        responseBody: { type: 'filename', value: 'usr_ada.png' },
      },
    ],
  }),
}
