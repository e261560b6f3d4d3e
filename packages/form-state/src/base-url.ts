import type { EndpointDefinition, WebSocketChannel } from '@api-explorer/model'
import { effectiveEnvironment } from '@api-explorer/model'

/** Options of {@link selectBaseUrl}. */
export type BaseUrlOptions = {
  /** A base URL the reader typed; wins over every environment. */
  override?: string
  /** The environment the reader picked. */
  environmentId?: string
}

/**
 * The base URL requests go to: the reader's override, else the effective environment's (the picked one, else
 * the endpoint's default, else its first: `effectiveEnvironment` of the model); without a trailing slash.
 * Empty when the endpoint declares no environment.
 */
export function selectBaseUrl(
  endpoint: Pick<EndpointDefinition | WebSocketChannel, 'environments' | 'defaultEnvironment'>,
  options: BaseUrlOptions = {},
): string {
  const chosen = options.override ?? effectiveEnvironment(endpoint, options.environmentId)?.baseUrl ?? ''
  return chosen.replace(/\/$/, '')
}
