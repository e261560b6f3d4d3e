import type { Role, UserFields } from './user.js'
import { ROLES, USER_LIMITS } from './user.js'

/** Parsed input, or the field that was wrong and why (the content of a `ValidationError`). */
export type InputResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

const EMAIL = new RegExp(USER_LIMITS.emailPattern)

/**
 * Reads the body of `POST /users` and `PUT /users/{userId}`: `name` and `email` are required, `role`
 * defaults to `member` and `tags` to none.
 */
export function parseUserFields(body: unknown): InputResult<UserFields> {
  if (!isRecord(body)) return invalid('body', 'The body must be a JSON object')
  if (body.name === undefined) return invalid('name', 'name is required')
  if (body.email === undefined) return invalid('email', 'email is required')
  const patch = parseUserPatch(body)
  if (!patch.ok) return patch
  const { name, email, role = 'member', tags = [] } = patch.value
  return { ok: true, value: { name: name as string, email: email as string, role, tags } }
}

/** Reads the body of `PATCH /users/{userId}`: any subset of the writable fields. */
export function parseUserPatch(body: unknown): InputResult<Partial<UserFields>> {
  if (!isRecord(body)) return invalid('body', 'The body must be a JSON object')
  const value: Partial<UserFields> = {}
  if (body.name !== undefined) {
    const name = body.name
    if (typeof name !== 'string' || name.trim() === '')
      return invalid('name', 'name must be a non-empty string')
    if (name.length > USER_LIMITS.nameMaxLength) {
      return invalid('name', `name must be at most ${USER_LIMITS.nameMaxLength} characters`)
    }
    value.name = name.trim()
  }
  if (body.email !== undefined) {
    const email = body.email
    if (typeof email !== 'string' || !EMAIL.test(email) || email.length > USER_LIMITS.emailMaxLength) {
      return invalid('email', 'email must be a valid email address, e.g. ada@example.com')
    }
    value.email = email
  }
  if (body.role !== undefined) {
    if (!ROLES.includes(body.role as Role)) return invalid('role', `role must be one of ${ROLES.join(', ')}`)
    value.role = body.role as Role
  }
  if (body.tags !== undefined) {
    const tags = body.tags
    const valid =
      Array.isArray(tags) &&
      tags.length <= USER_LIMITS.maxTags &&
      tags.every((tag) => typeof tag === 'string' && tag !== '' && tag.length <= USER_LIMITS.tagMaxLength)
    if (!valid) {
      return invalid(
        'tags',
        `tags must be a list of at most ${USER_LIMITS.maxTags} non-empty strings of up to ${USER_LIMITS.tagMaxLength} characters`,
      )
    }
    value.tags = tags as string[]
  }
  return { ok: true, value }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value != null && !Array.isArray(value)
}

function invalid(field: string, message: string): { ok: false; field: string; message: string } {
  return { ok: false, field, message }
}
