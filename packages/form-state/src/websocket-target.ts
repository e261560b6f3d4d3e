import type { ApiDefinition, AuthHeaders, WebSocketChannel, WebSocketTarget } from '@api-explorer/model'
import { requestUrl } from '@api-explorer/model'
import { selectBaseUrl } from './base-url.js'
import { queryPairs, requestHeaders, requestPath } from './build-http-request.js'
import type { WebSocketFormState } from './form-state.js'
import type { WebSocketFormStoreState } from './websocket-form-store.js'

/** Input of {@link buildWebSocketTarget}. */
export type BuildWebSocketTargetInput = {
  channel: WebSocketChannel
  formState: WebSocketFormState
  /** The definition the channel belongs to, for conversion by declared type. */
  definition?: Pick<ApiDefinition, 'types' | 'globalHeaders'>
  /** Base URL, without a trailing slash; defaults to the channel's environment (see `selectBaseUrl`). */
  baseUrl?: string
  environmentId?: string
  /** Auth headers; they come first, and form headers with the same name win. */
  authHeaders?: ReadonlyArray<readonly [string, string]>
}

/**
 * The URL and headers of a websocket form, for the proxy handshake (`createWebSocketSession` of the proxy
 * fetcher takes them as they are). Path, query and headers follow the rules of `buildHttpRequest`.
 */
export function buildWebSocketTarget(input: BuildWebSocketTargetInput): WebSocketTarget {
  const { channel, formState } = input
  const types = input.definition?.types ?? {}
  const baseUrl =
    input.baseUrl ??
    selectBaseUrl(channel, input.environmentId == null ? {} : { environmentId: input.environmentId })
  const headers = requestHeaders(
    input.authHeaders ?? [],
    formState.headers,
    [...(input.definition?.globalHeaders ?? []), ...(channel.requestHeaders ?? [])],
    types,
  )
  const path = requestPath(channel.path, formState.pathParameters, channel.pathParameters ?? [], types)
  const query = queryPairs(formState.queryParameters, channel.queryParameters ?? [], types)
  return { url: requestUrl({ url: `${baseUrl}${path}`, query }), headers: headers.entries() }
}

/** The websocket target a channel form store describes right now, with the auth headers. */
export function selectWebSocketTarget(
  state: Pick<WebSocketFormStoreState, 'channel' | 'formState' | 'definition'> &
    Partial<Pick<WebSocketFormStoreState, 'baseUrlOverride' | 'environmentId'>>,
  auth?: Pick<AuthHeaders, 'headers'>,
): WebSocketTarget {
  return buildWebSocketTarget({
    channel: state.channel,
    formState: state.formState,
    definition: state.definition,
    baseUrl: selectBaseUrl(state.channel, {
      ...(state.baseUrlOverride == null ? {} : { override: state.baseUrlOverride }),
      ...(state.environmentId == null ? {} : { environmentId: state.environmentId }),
    }),
    ...(auth == null ? {} : { authHeaders: auth.headers }),
  })
}
