import type { AuthHeaders, SelectedAuthScheme } from '@api-explorer/auth-state'
import { selectAuthScheme } from '@api-explorer/auth-state'
import type { EndpointFormStore } from '@api-explorer/form-state'
import { selectHttpRequest } from '@api-explorer/form-state'
import type { HttpRequest } from '@api-explorer/model'
import { useAuthHeaders, useAuthStoreApi, useEndpointForm, useEndpointFormStore } from '@api-explorer/react'
import { useCallback, useMemo } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { useTokenForms } from './token-forms.js'

/** The auth of the current endpoint: its scheme, its headers, and the request to send with fresh credentials. */
export type RequestAuthState = {
  selected: SelectedAuthScheme | undefined
  /** The headers of the credentials as they are now, for the form and the snippet. */
  headers: AuthHeaders
  /**
   * The request Send sends, built from the credentials at the moment of sending: a login still running is
   * waited for, and an expired OAuth JWT is fetched again first (with the token endpoint's form).
   */
  requestToSend: () => Promise<HttpRequest>
  /** The token endpoint's request, sent to the environment (or base URL) the reader picked for this endpoint. */
  tokenRequest: (() => HttpRequest) | undefined
}

/** The auth of the endpoint whose form is provided, for the form, the snippet and Send. */
export function useRequestAuth(): RequestAuthState {
  const { definition } = useExplorerContext()
  const endpoint = useEndpointForm((state) => state.endpoint)
  const selected = useMemo(() => selectAuthScheme(definition, endpoint), [definition, endpoint])
  const headers = useAuthHeaders(selected?.scheme)
  const authStore = useAuthStoreApi()
  const formStore = useEndpointFormStore()
  const tokenForms = useTokenForms()
  const tokenEndpointId = selected?.tokenEndpoint?.id
  const tokenRequest = useMemo(
    () =>
      tokenEndpointId == null ? undefined : () => tokenRequestFor(tokenForms(tokenEndpointId), formStore),
    [tokenEndpointId, tokenForms, formStore],
  )
  const requestToSend = useCallback(async (): Promise<HttpRequest> => {
    const fresh = await authStore
      .getState()
      .resolveAuthHeaders(selected?.scheme, tokenRequest == null ? {} : { tokenRequest })
    return selectHttpRequest(formStore.getState(), fresh)
  }, [selected, authStore, formStore, tokenRequest])
  return { selected, headers, requestToSend, tokenRequest }
}

/** The token endpoint's request from its own form, with the environment and base URL of the endpoint's form. */
function tokenRequestFor(tokenForm: EndpointFormStore, endpointForm: EndpointFormStore): HttpRequest {
  const { environmentId, baseUrlOverride } = endpointForm.getState()
  return selectHttpRequest({
    ...tokenForm.getState(),
    ...(environmentId == null ? {} : { environmentId }),
    ...(baseUrlOverride == null ? {} : { baseUrlOverride }),
  })
}
