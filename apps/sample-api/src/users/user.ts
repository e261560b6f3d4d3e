/** What a user may do in the sample API. */
export type Role = 'admin' | 'member' | 'viewer'

/** Every {@link Role}, in the order the definition lists them. */
export const ROLES: readonly Role[] = ['admin', 'member', 'viewer']

/** A user of the sample API, as the routes return it. */
export type User = {
  id: string
  name: string
  email: string
  role: Role
  tags: string[]
  /** ISO 8601 date-time. */
  createdAt: string
}

/** The writable fields of a user. */
export type UserFields = Pick<User, 'name' | 'email' | 'role' | 'tags'>

/** Validation limits shared by the routes and the definition, so the two never disagree. */
export const USER_LIMITS: {
  nameMaxLength: number
  emailMaxLength: number
  emailPattern: string
  tagMaxLength: number
  maxTags: number
} = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  emailPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  tagMaxLength: 32,
  maxTags: 10,
}

/**
 * The three users every server starts with. The definition's examples use them too, so "Use example" in the
 * playground finds real data.
 */
export const SEED_USERS: readonly User[] = [
  {
    id: 'usr_ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'admin',
    tags: ['math', 'engines'],
    createdAt: '2024-01-15T09:30:00.000Z',
  },
  {
    id: 'usr_grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'member',
    tags: ['compilers'],
    createdAt: '2024-02-20T14:00:00.000Z',
  },
  {
    id: 'usr_alan',
    name: 'Alan Turing',
    email: 'alan@example.com',
    role: 'viewer',
    tags: ['math', 'cryptography'],
    createdAt: '2024-03-10T11:15:00.000Z',
  },
]
