import { randomBytes } from 'node:crypto'
import type { Role, User, UserFields } from './user.js'
import { SEED_USERS } from './user.js'

/** Filters and page of {@link UserStore.list}. */
export type UserQuery = { role?: Role; tags: string[]; limit: number; offset: number }

/** Outcome of a write: the user, or why it could not be written. */
export type UserWriteResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'emailTaken'; email: string }

/** The in-memory users of one running server, seeded with {@link SEED_USERS}. */
export class UserStore {
  readonly #users = new Map<string, User>()

  constructor(seed: readonly User[] = SEED_USERS) {
    for (const user of seed) this.#users.set(user.id, structuredClone(user))
  }

  /** A page of the users matching the role and any of the tags, in creation order. */
  list(query: UserQuery): { users: User[]; total: number } {
    const matching = [...this.#users.values()].filter(
      (user) =>
        (query.role == null || user.role === query.role) &&
        (query.tags.length === 0 || user.tags.some((tag) => query.tags.includes(tag))),
    )
    return {
      users: matching.slice(query.offset, query.offset + query.limit).map((user) => structuredClone(user)),
      total: matching.length,
    }
  }

  /** A copy of the user, or `undefined`. */
  get(id: string): User | undefined {
    const user = this.#users.get(id)
    return user && structuredClone(user)
  }

  /** Adds a user with a fresh `usr_` id. */
  create(fields: UserFields): UserWriteResult {
    if (this.#emailTaken(fields.email)) return { ok: false, reason: 'emailTaken', email: fields.email }
    const user: User = {
      id: `usr_${randomBytes(4).toString('hex')}`,
      ...fields,
      createdAt: new Date().toISOString(),
    }
    this.#users.set(user.id, user)
    return { ok: true, user: structuredClone(user) }
  }

  /** Changes the given fields of a user (all of them for a replace). */
  update(id: string, fields: Partial<UserFields>): UserWriteResult {
    const user = this.#users.get(id)
    if (user == null) return { ok: false, reason: 'notFound' }
    if (fields.email != null && this.#emailTaken(fields.email, id)) {
      return { ok: false, reason: 'emailTaken', email: fields.email }
    }
    Object.assign(user, fields)
    return { ok: true, user: structuredClone(user) }
  }

  /** Removes a user; `false` when there was none. */
  remove(id: string): boolean {
    return this.#users.delete(id)
  }

  #emailTaken(email: string, exceptId?: string): boolean {
    const wanted = email.toLowerCase()
    return [...this.#users.values()].some(
      (user) => user.id !== exceptId && user.email.toLowerCase() === wanted,
    )
  }
}
