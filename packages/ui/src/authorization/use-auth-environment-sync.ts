import { effectiveEnvironment } from '@api-explorer/model'
import { useAuthStoreApi, useEndpointForm } from '@api-explorer/react'
import { useEffect } from 'react'

/**
 * Tells the credential store which environment the endpoint's requests go to (the one the reader picked,
 * else the endpoint's default, else its first), so the site's `env_state` for it applies.
 */
export function useAuthEnvironmentSync(): void {
  const environmentId = useEndpointForm(
    (state) => effectiveEnvironment(state.endpoint, state.environmentId)?.id,
  )
  const authStore = useAuthStoreApi()
  useEffect(() => {
    if (authStore.getState().environmentId !== environmentId) {
      authStore.getState().setEnvironment(environmentId)
    }
  }, [authStore, environmentId])
}
