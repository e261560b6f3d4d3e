import type { ApiDefinition } from '@api-explorer/model'
import { sampleApiDefinition } from './index.js'

/**
 * A deep copy of {@link sampleApiDefinition} whose every environment points at `origin` (e.g.
 * `http://127.0.0.1:41234`); websocket channels get the `ws:`/`wss:` form of it.
 */
export function definitionForOrigin(origin: string): ApiDefinition {
  const httpOrigin = origin.replace(/\/+$/, '')
  const wsOrigin = httpOrigin.replace(/^http(s?):/i, 'ws$1:')
  const definition = structuredClone(sampleApiDefinition)
  for (const endpoint of Object.values(definition.endpoints)) {
    for (const environment of endpoint.environments ?? []) environment.baseUrl = httpOrigin
  }
  for (const channel of Object.values(definition.websockets)) {
    for (const environment of channel.environments ?? []) environment.baseUrl = wsOrigin
  }
  return definition
}
