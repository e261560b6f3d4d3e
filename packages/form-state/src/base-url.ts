import type { EndpointDefinition, WebSocketChannel } from '@api-explorer/model'

/** Options of {@link selectBaseUrl}. */
export type BaseUrlOptions = {
  /** A base URL the reader typed; wins over every environment. */
  override?: string
  /** The environment the reader picked. */
  environmentId?: string
}

/**
 * The base URL requests go to: the reader's override, else the picked environment, else the endpoint's default
 * environment, else its first one; without a trailing slash. Empty when the endpoint declares no environment.
 */
export function selectBaseUrl(
  endpoint: Pick<EndpointDefinition | WebSocketChannel, 'environments' | 'defaultEnvironment'>,
  options: BaseUrlOptions = {},
): string {
  const environments = endpoint.environments ?? []
  const chosen =
    options.override ??
    environments.find((environment) => environment.id === options.environmentId)?.baseUrl ??
    environments.find((environment) => environment.id === endpoint.defaultEnvironment)?.baseUrl ??
    environments[0]?.baseUrl ??
    ''
  return chosen.replace(/\/$/, '')
}
