import type { AuthStore, SelectedAuthScheme } from '@api-explorer/auth-state'
import { selectAuthScheme } from '@api-explorer/auth-state'
import type { AuthHeaders } from '@api-explorer/model'
import type { FormStoreCache } from '@api-explorer/form-state'
import { selectHttpRequest } from '@api-explorer/form-state'
import type { ApiDefinition, AuthSchemeId, HttpRequest } from '@api-explorer/model'

/** Where a form sends its requests, as the reader picked it. */
export type PickedTarget = {
  getState: () => { environmentId?: string | undefined; baseUrlOverride?: string | undefined }
}

/** The auth of one endpoint or channel: its scheme and, for OAuth, the token endpoint's request. */
export type TargetAuth = {
  /** The first declared scheme the headers follow; none when the target needs no auth. */
  selected: SelectedAuthScheme | undefined
  /**
   * For OAuth: the token endpoint's request from its own form, sent where the target's form sends (its picked
   * environment or base URL), so an expired token can be fetched again before a Send.
   */
  tokenRequest: (() => HttpRequest) | undefined
  /**
   * The headers of the credentials at this moment: a login in flight is waited for, and an expired OAuth JWT
   * is fetched again first.
   */
  resolveHeaders: () => Promise<AuthHeaders>
}

/** Builds the {@link TargetAuth} of an endpoint or websocket channel. */
export function targetAuth(
  definition: ApiDefinition,
  target: { auth?: AuthSchemeId[] },
  form: PickedTarget,
  stores: { auth: AuthStore; forms: () => FormStoreCache },
): TargetAuth {
  const selected = selectAuthScheme(definition, target)
  const tokenEndpointId = selected?.tokenEndpoint?.id
  const tokenRequest =
    tokenEndpointId == null
      ? undefined
      : (): HttpRequest => {
          const { environmentId, baseUrlOverride } = form.getState()
          return selectHttpRequest({
            ...stores.forms().endpoint(tokenEndpointId).getState(),
            ...(environmentId == null ? {} : { environmentId }),
            ...(baseUrlOverride == null ? {} : { baseUrlOverride }),
          })
        }
  return {
    selected,
    tokenRequest,
    resolveHeaders: () =>
      stores.auth
        .getState()
        .resolveAuthHeaders(selected?.scheme, tokenRequest == null ? {} : { tokenRequest }),
  }
}
