import { selectBaseUrl, selectHttpRequest } from '@api-explorer/form-state'
import type { AuthHeaders, HttpRequest } from '@api-explorer/model'
import { useMemo } from 'react'
import { useEndpointForm } from './endpoint-form.js'

/**
 * The request the endpoint form describes, rebuilt only when the form, the base URL or the auth changes. The
 * same value feeds the snippet and Send.
 *
 * @example
 * const request = useHttpRequest()
 * const code = generateSnippet(request, 'curl')
 */
export function useHttpRequest(auth?: AuthHeaders): HttpRequest {
  const definition = useEndpointForm((state) => state.definition)
  const endpoint = useEndpointForm((state) => state.endpoint)
  const formState = useEndpointForm((state) => state.formState)
  const baseUrlOverride = useEndpointForm((state) => state.baseUrlOverride)
  const environmentId = useEndpointForm((state) => state.environmentId)
  return useMemo(
    () => selectHttpRequest({ definition, endpoint, formState, baseUrlOverride, environmentId }, auth),
    [definition, endpoint, formState, baseUrlOverride, environmentId, auth],
  )
}

/** The base URL requests go to: the reader's override, else the endpoint's environment. */
export function useBaseUrl(): string {
  const endpoint = useEndpointForm((state) => state.endpoint)
  const baseUrlOverride = useEndpointForm((state) => state.baseUrlOverride)
  const environmentId = useEndpointForm((state) => state.environmentId)
  return selectBaseUrl(endpoint, {
    ...(baseUrlOverride == null ? {} : { override: baseUrlOverride }),
    ...(environmentId == null ? {} : { environmentId }),
  })
}
