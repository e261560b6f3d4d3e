import type { AuthHeaders, HttpRequest } from '@api-explorer/model'
import { selectBaseUrl } from './base-url.js'
import { buildHttpRequest } from './build-http-request.js'
import type { EndpointFormStoreState } from './endpoint-form-store.js'

/**
 * The request an endpoint form store describes right now: its form, its base URL (the reader's override, else
 * the picked environment) and the auth headers. With the store's `definition`, values are converted by their
 * declared type (see `buildHttpRequest`).
 */
export function selectHttpRequest(
  state: Pick<EndpointFormStoreState, 'endpoint' | 'formState'> &
    Partial<Pick<EndpointFormStoreState, 'definition' | 'baseUrlOverride' | 'environmentId'>>,
  auth?: AuthHeaders,
): HttpRequest {
  return buildHttpRequest({
    endpoint: state.endpoint,
    formState: state.formState,
    baseUrl: selectBaseUrl(state.endpoint, {
      ...(state.baseUrlOverride == null ? {} : { override: state.baseUrlOverride }),
      ...(state.environmentId == null ? {} : { environmentId: state.environmentId }),
    }),
    ...(state.definition == null ? {} : { definition: state.definition }),
    ...(auth == null ? {} : { authHeaders: auth.headers, secrets: auth.secrets }),
    ...(auth?.credentials == null ? {} : { credentials: auth.credentials }),
  })
}
