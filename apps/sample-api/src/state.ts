import { randomBytes } from 'node:crypto'
import { UserStore } from './users/user-store.js'

/** The in-memory state of one running server; two servers never share it. */
export type SampleApiState = {
  users: UserStore
  /** Signs the access tokens `/oauth/token` issues, so only this server's tokens verify. */
  tokenSecret: Buffer
}

/** Fresh state: the seeded users and a new token secret. */
export function createSampleApiState(): SampleApiState {
  return { users: new UserStore(), tokenSecret: randomBytes(32) }
}
