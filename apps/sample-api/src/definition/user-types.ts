import type { TypeDefinition, TypeId } from '@api-explorer/model'
import { USER_LIMITS } from '../users/user.js'
import { datetime, integer, list, object, optional, property, ref, string } from './shapes.js'

const name = string({ minLength: 1, maxLength: USER_LIMITS.nameMaxLength })
const email = string({
  format: 'email',
  regex: USER_LIMITS.emailPattern,
  maxLength: USER_LIMITS.emailMaxLength,
})
const tags = list(string({ minLength: 1, maxLength: USER_LIMITS.tagMaxLength }), {
  maxItems: USER_LIMITS.maxTags,
})

/** Named types of the users resource and of the errors the routes share. */
export const USER_TYPES: Record<TypeId, TypeDefinition> = {
  Role: {
    name: 'Role',
    description: 'What a user may do.',
    shape: {
      type: 'enum',
      default: 'member',
      values: [
        { value: 'admin', description: 'Manages users and settings.' },
        { value: 'member', description: 'Reads and writes their own data.' },
        { value: 'viewer', description: 'Reads only.' },
      ],
    },
  },
  User: {
    name: 'User',
    description: 'A user of the sample API.',
    shape: object([
      property('id', string(), 'Assigned by the server: `usr_` and a short random suffix.', {
        propertyAccess: 'READ_ONLY',
      }),
      property('name', name, 'Full name.'),
      property('email', email, 'Email address, unique across users (case-insensitive).'),
      property('role', ref('Role')),
      property('tags', tags, 'Free-form labels, e.g. `math`.'),
      property('createdAt', datetime(), 'When the user was created.', { propertyAccess: 'READ_ONLY' }),
    ]),
  },
  CreateUserRequest: {
    name: 'CreateUserRequest',
    description: 'A new user, or every field of a replaced one.',
    shape: object([
      property('name', name, 'Full name.'),
      property('email', email, 'Email address, unique across users.'),
      property('role', optional(ref('Role')), 'Defaults to `member`.'),
      property('tags', optional(tags), 'Defaults to none.'),
    ]),
  },
  UpdateUserRequest: {
    name: 'UpdateUserRequest',
    description: 'The fields to change; the others keep their values.',
    shape: object([
      property('name', optional(name)),
      property('email', optional(email)),
      property('role', optional(ref('Role'))),
      property('tags', optional(tags), 'Replaces the whole list.'),
    ]),
  },
  UserList: {
    name: 'UserList',
    description: 'One page of users.',
    shape: object([
      property('users', list(ref('User'))),
      property('total', integer({ minimum: 0 }), 'Number of users matching the filters, on all pages.'),
      property('limit', integer({ minimum: 1 }), 'The page size used.'),
      property('offset', integer({ minimum: 0 }), 'The offset used.'),
    ]),
  },
  ValidationErrorContent: {
    name: 'ValidationErrorContent',
    description: 'Which field of the body was wrong, and why.',
    shape: object([property('field', string()), property('message', string())]),
  },
  InvalidQueryErrorContent: {
    name: 'InvalidQueryErrorContent',
    description: 'Which query parameter was wrong, and why.',
    shape: object([property('parameter', string()), property('message', string())]),
  },
  UserNotFoundErrorContent: {
    name: 'UserNotFoundErrorContent',
    shape: object([property('userId', string(), 'The id that matched no user.')]),
  },
  EmailTakenErrorContent: {
    name: 'EmailTakenErrorContent',
    shape: object([property('email', string(), 'The address another user already has.')]),
  },
}
