import type { AuthHeaders, WebSocketTarget } from '@api-explorer/model'
import { selectWebSocketTarget } from '@api-explorer/form-state'
import { useMemo } from 'react'
import { useWebSocketForm } from './websocket-form.js'

/**
 * Where the websocket form connects: the channel URL with its path and query parameters, and the handshake
 * headers (auth first), rebuilt only when the form, the base URL or the auth changes.
 *
 * @example
 * const target = useWebSocketTarget(useAuthHeaders(scheme))
 * createWebSocketSession({ url: target.url, headers: target.headers, proxyUrl })
 */
export function useWebSocketTarget(auth?: Pick<AuthHeaders, 'headers'>): WebSocketTarget {
  const definition = useWebSocketForm((state) => state.definition)
  const channel = useWebSocketForm((state) => state.channel)
  const formState = useWebSocketForm((state) => state.formState)
  const baseUrlOverride = useWebSocketForm((state) => state.baseUrlOverride)
  const environmentId = useWebSocketForm((state) => state.environmentId)
  return useMemo(
    () => selectWebSocketTarget({ definition, channel, formState, baseUrlOverride, environmentId }, auth),
    [definition, channel, formState, baseUrlOverride, environmentId, auth],
  )
}
