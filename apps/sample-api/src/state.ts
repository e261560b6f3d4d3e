import { randomBytes } from 'node:crypto'
import { UserStore } from './users/user-store.js'

/** The in-memory state of one running server; two servers never share it. */
export type SampleApiState = {
  users: UserStore
  /** Signs the access tokens `/oauth/token` and key-injection login issue, so only this server's tokens verify. */
  tokenSecret: Buffer
  /** Key-injection login sessions: the session cookie's id → the access token injected for that reader. */
  docsSessions: Map<string, string>
}

/** Fresh state: the seeded users, a new token secret and no login sessions. */
export function createSampleApiState(): SampleApiState {
  return { users: new UserStore(), tokenSecret: randomBytes(32), docsSessions: new Map() }
}
