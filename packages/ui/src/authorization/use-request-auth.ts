import type { AuthHeaders, SelectedAuthScheme } from '@api-explorer/auth-state'
import { selectAuthScheme } from '@api-explorer/auth-state'
import { selectHttpRequest } from '@api-explorer/form-state'
import type { HttpRequest } from '@api-explorer/model'
import { useAuthHeaders, useAuthStoreApi, useEndpointForm, useEndpointFormStore } from '@api-explorer/react'
import { useCallback, useMemo } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { useTokenForms } from './token-forms.js'

/** The auth of the current endpoint: its scheme, its headers, and the request to send with fresh credentials. */
export type RequestAuthState = {
  selected: SelectedAuthScheme | undefined
  headers: AuthHeaders
  /**
   * The request Send sends: for OAuth, the token is fetched again first when it is an expired JWT (with the
   * token endpoint's form); otherwise the request as shown.
   */
  requestToSend: () => Promise<HttpRequest>
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
  const requestToSend = useCallback(async (): Promise<HttpRequest> => {
    if (selected?.scheme.type !== 'oAuth' || selected.tokenEndpoint == null) {
      return selectHttpRequest(formStore.getState(), headers)
    }
    const tokenForm = tokenForms(selected.tokenEndpoint.id)
    const fresh = await authStore.getState().resolveAuthHeaders(selected.scheme, {
      tokenRequest: () => selectHttpRequest(tokenForm.getState()),
    })
    return selectHttpRequest(formStore.getState(), fresh)
  }, [selected, headers, authStore, formStore, tokenForms])
  return { selected, headers, requestToSend }
}
