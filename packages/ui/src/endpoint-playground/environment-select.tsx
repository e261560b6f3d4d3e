import { effectiveEnvironment } from '@api-explorer/model'
import { useEndpointForm, useEndpointFormStore } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useMessages } from '../api-explorer/explorer-context.js'

/**
 * The environment switcher of the top bar, shown when the endpoint has more than one environment. Picking one
 * sends requests to its base URL (a base URL the reader typed over is dropped, so the pick shows).
 */
export function EnvironmentSelect(): ReactNode {
  const uiText = useMessages()
  const endpoint = useEndpointForm((state) => state.endpoint)
  const environmentId = useEndpointForm((state) => state.environmentId)
  const store = useEndpointFormStore()
  const environments = endpoint.environments ?? []
  if (environments.length < 2) return null
  const current = effectiveEnvironment(endpoint, environmentId)?.id
  return (
    <select
      className="ax-UrlBar-environment"
      aria-label={uiText.environment}
      value={current}
      onChange={(event) => {
        store.getState().setBaseUrlOverride(undefined)
        store.getState().setEnvironmentId(event.target.value)
      }}
    >
      {environments.map((environment) => (
        <option key={environment.id} value={environment.id}>
          {environment.id}
        </option>
      ))}
    </select>
  )
}
