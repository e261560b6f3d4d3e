import { effectiveEnvironment } from '@api-explorer/model'
import { useAuthStoreApi, useEndpointForm, useWebSocketForm } from '@api-explorer/react'
import { useEffect } from 'react'

/**
 * Tells the credential store which environment the endpoint's requests go to (the one the reader picked,
 * else the endpoint's default, else its first), so the site's `env_state` for it applies.
 */
export function useAuthEnvironmentSync(): void {
  useEnvironmentSync(
    useEndpointForm((state) => effectiveEnvironment(state.endpoint, state.environmentId)?.id),
  )
}

/** The same for the channel of a websocket form. */
export function useWebSocketAuthEnvironmentSync(): void {
  useEnvironmentSync(
    useWebSocketForm((state) => effectiveEnvironment(state.channel, state.environmentId)?.id),
  )
}

function useEnvironmentSync(environmentId: string | undefined): void {
  const authStore = useAuthStoreApi()
  useEffect(() => {
    if (authStore.getState().environmentId !== environmentId) {
      authStore.getState().setEnvironment(environmentId)
    }
  }, [authStore, environmentId])
}
