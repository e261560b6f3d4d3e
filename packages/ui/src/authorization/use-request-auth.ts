import type { AuthHeaders } from '@api-explorer/model'
import type { SelectedAuthScheme } from '@api-explorer/react'
import { useAuthHeaders, useChannelSession, useEndpointSession } from '@api-explorer/react'
import type { HttpRequest } from '@api-explorer/model'

/** The auth of an endpoint or channel: its scheme, its headers now, and its OAuth token request. */
export type TargetAuthState = {
  selected: SelectedAuthScheme | undefined
  /** The headers of the credentials as they are now, for the form and the snippet. */
  headers: AuthHeaders
  /** The token endpoint's request, sent to the environment (or base URL) the reader picked for the target. */
  tokenRequest: (() => HttpRequest) | undefined
}

/** The auth of the current endpoint (see `EndpointScope`), its headers re-read when a credential changes. */
export function useEndpointAuth(): TargetAuthState {
  const { auth } = useEndpointSession()
  const headers = useAuthHeaders(auth.selected?.scheme)
  return { selected: auth.selected, headers, tokenRequest: auth.tokenRequest }
}

/** The auth of the current websocket channel (see `ChannelScope`). */
export function useChannelAuth(): TargetAuthState {
  const { auth } = useChannelSession()
  const headers = useAuthHeaders(auth.selected?.scheme)
  return { selected: auth.selected, headers, tokenRequest: auth.tokenRequest }
}
