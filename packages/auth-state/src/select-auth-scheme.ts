import type { ApiDefinition, AuthScheme, AuthSchemeId, EndpointDefinition } from '@api-explorer/model'

/** The auth scheme an endpoint or channel is used with, as the playground shows and sends it. */
export type SelectedAuthScheme = {
  id: AuthSchemeId
  /** The scheme as the definition declares it. */
  declared: AuthScheme
  /**
   * The scheme the form shows and the headers follow. Equal to `declared`, except for an OAuth scheme whose
   * token endpoint is not in the definition: then a plain bearer scheme (see `oauthFallback`).
   */
  scheme: AuthScheme
  /** For OAuth: the referenced endpoint "Fetch Bearer Token" calls. */
  tokenEndpoint?: EndpointDefinition
  /** The declared OAuth scheme's token endpoint could not be loaded, so a plain bearer token form is used. */
  oauthFallback: boolean
}

/**
 * The first declared auth scheme of an endpoint or websocket channel that the definition knows, or
 * `undefined` when it declares none. An OAuth client-credentials scheme whose referenced endpoint is missing
 * from the definition falls back to a plain bearer token (spec §8), so the reader can still paste a token.
 *
 * @example
 * const selected = selectAuthScheme(definition, definition.endpoints['listPets'])
 * selected?.scheme.type // 'bearerAuth' | 'basicAuth' | 'header' | 'oAuth'
 */
export function selectAuthScheme(
  definition: Pick<ApiDefinition, 'auths' | 'endpoints'>,
  target: { auth?: AuthSchemeId[] } | undefined,
): SelectedAuthScheme | undefined {
  for (const id of target?.auth ?? []) {
    const declared = Object.hasOwn(definition.auths, id) ? definition.auths[id] : undefined
    if (declared == null) {
      continue
    }
    if (declared.type !== 'oAuth') {
      return { id, declared, scheme: declared, oauthFallback: false }
    }
    const { endpointId } = declared.value.value
    const tokenEndpoint = Object.hasOwn(definition.endpoints, endpointId)
      ? definition.endpoints[endpointId]
      : undefined
    if (tokenEndpoint == null) {
      const description = declared.value.value.description
      const scheme: AuthScheme = { type: 'bearerAuth', ...(description == null ? {} : { description }) }
      return { id, declared, scheme, oauthFallback: true }
    }
    return { id, declared, scheme: declared, tokenEndpoint, oauthFallback: false }
  }
  return undefined
}
