import type { FormError } from '@api-explorer/form-state'
import type { HttpRequest } from '@api-explorer/model'

/** Why Send or Connect refuses to start. */
export type BlockedReason =
  /** The host disabled sending. */
  | 'disabled'
  /** The target is a loopback host and the page is not (spec §8: "Cannot send requests to localhost"). */
  | 'localhost'
  /** A send or connection of this endpoint or channel is already under way: never twice at once. */
  | 'busy'

/** What a Send came to. */
export type SendOutcome =
  /** Sent, and the response store holds the result (loaded, or failed with the transport error). */
  | { type: 'sent'; request: HttpRequest }
  /** Not sent: the form has problems; send again with `{ ignoreInvalid: true }` to send regardless. */
  | { type: 'invalid'; errors: readonly FormError[] }
  | { type: 'blocked'; reason: BlockedReason; message: string }
  /** Not sent: fresh credentials could not be had (the response store shows the failure). */
  | { type: 'failed'; error: Error }
  /** Not sent: the session was disposed (the explorer's settings changed) while credentials were fetched. */
  | { type: 'cancelled' }

/** What a Connect came to. */
export type ConnectOutcome =
  /** The socket is opening (the session store follows it to `opened` or back to `closed`). */
  | { type: 'connecting' }
  | { type: 'blocked'; reason: BlockedReason; message: string }
  /** Fresh credentials could not be had; the session store's `error` shows why. */
  | { type: 'failed'; error: Error }
  /** `disconnect()` came before the credentials did. */
  | { type: 'cancelled' }

/** An `Error` for anything thrown. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
