import type { AuthHeaders, SelectedAuthScheme } from '@api-explorer/auth-state'
import { selectAuthScheme } from '@api-explorer/auth-state'
import type { EndpointFormStore } from '@api-explorer/form-state'
import { selectHttpRequest } from '@api-explorer/form-state'
import type { AuthSchemeId, HttpRequest } from '@api-explorer/model'
import { useAuthHeaders, useAuthStoreApi, useEndpointForm, useEndpointFormStore } from '@api-explorer/react'
import { useCallback, useMemo } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { useTokenForms } from './token-forms.js'

/** The auth of an endpoint or channel: its scheme, its headers now, and its OAuth token request. */
export type TargetAuthState = {
  selected: SelectedAuthScheme | undefined
  /** The headers of the credentials as they are now, for the form and the snippet. */
  headers: AuthHeaders
  /** The token endpoint's request, sent to the environment (or base URL) the reader picked for the target. */
  tokenRequest: (() => HttpRequest) | undefined
}

/** The auth of the current endpoint, and the request to send with fresh credentials. */
export type RequestAuthState = TargetAuthState & {
  /**
   * The request Send sends, built from the credentials at the moment of sending: a login still running is
   * waited for, and an expired OAuth JWT is fetched again first (with the token endpoint's form).
   */
  requestToSend: () => Promise<HttpRequest>
}

/** Where a form sends its requests, as the reader picked it. */
type PickedTarget = {
  getState: () => { environmentId?: string | undefined; baseUrlOverride?: string | undefined }
}

/**
 * The auth of an endpoint or websocket channel: its first declared scheme, the headers of the reader's
 * credentials for it, and, for OAuth, the token endpoint's request from its own form, sent where the target's
 * form sends (its picked environment or base URL).
 */
export function useTargetAuth(target: { auth?: AuthSchemeId[] }, form: PickedTarget): TargetAuthState {
  const { definition } = useExplorerContext()
  const selected = useMemo(() => selectAuthScheme(definition, target), [definition, target])
  const headers = useAuthHeaders(selected?.scheme)
  const tokenForms = useTokenForms()
  const tokenEndpointId = selected?.tokenEndpoint?.id
  const tokenRequest = useMemo(
    () => (tokenEndpointId == null ? undefined : () => tokenRequestFor(tokenForms(tokenEndpointId), form)),
    [tokenEndpointId, tokenForms, form],
  )
  return { selected, headers, tokenRequest }
}

/** The auth of the endpoint whose form is provided, for the form, the snippet and Send. */
export function useRequestAuth(): RequestAuthState {
  const endpoint = useEndpointForm((state) => state.endpoint)
  const formStore = useEndpointFormStore()
  const auth = useTargetAuth(endpoint, formStore)
  const authStore = useAuthStoreApi()
  const { selected, tokenRequest } = auth
  const requestToSend = useCallback(async (): Promise<HttpRequest> => {
    const fresh = await authStore
      .getState()
      .resolveAuthHeaders(selected?.scheme, tokenRequest == null ? {} : { tokenRequest })
    return selectHttpRequest(formStore.getState(), fresh)
  }, [selected, authStore, formStore, tokenRequest])
  return { ...auth, requestToSend }
}

/** The token endpoint's request from its own form, with the environment and base URL the target's form picked. */
function tokenRequestFor(tokenForm: EndpointFormStore, form: PickedTarget): HttpRequest {
  const { environmentId, baseUrlOverride } = form.getState()
  return selectHttpRequest({
    ...tokenForm.getState(),
    ...(environmentId == null ? {} : { environmentId }),
    ...(baseUrlOverride == null ? {} : { baseUrlOverride }),
  })
}
