import type { RequestCredential } from './http-request.js'

/**
 * The auth part of a request: headers to merge into it, which of them are secret, and the reader's
 * credentials by value. auth-state's `buildAuthHeaders` makes it; form-state merges it into the
 * `HttpRequest` (`headers` first, `secrets` → `HttpRequest.secrets`, `credentials` →
 * `HttpRequest.credentials`, which snippets hide wherever they appear) and into a `WebSocketTarget`.
 */
export type AuthHeaders = {
  headers: Array<[name: string, value: string]>
  secrets: string[]
  /** The reader's credentials by value; left out when there are none, and when built redacted. */
  credentials?: RequestCredential[]
}
