import type { HttpRequest } from '@api-explorer/model'
import { selectBaseUrl } from './base-url.js'
import { buildHttpRequest } from './build-http-request.js'
import type { EndpointFormStoreState } from './endpoint-form-store.js'

/** Auth headers to merge into the request, and which of them are secret. */
export type RequestAuth = {
  headers: Array<[string, string]>
  secrets: string[]
}

/** The request an endpoint form store describes right now, with the reader's base URL and the auth headers. */
export function selectHttpRequest(
  state: Pick<EndpointFormStoreState, 'endpoint' | 'formState' | 'baseUrlOverride'>,
  auth?: RequestAuth,
): HttpRequest {
  return buildHttpRequest({
    endpoint: state.endpoint,
    formState: state.formState,
    baseUrl: selectBaseUrl(
      state.endpoint,
      state.baseUrlOverride == null ? {} : { override: state.baseUrlOverride },
    ),
    ...(auth == null ? {} : { authHeaders: auth.headers, secrets: auth.secrets }),
  })
}
