import type { ApiDefinition } from '../definition/api-definition.js'
import type { HttpMethod, SubpackageId } from '../definition/commons.js'
import type { EndpointDefinition } from '../definition/endpoint.js'
import type { WebSocketChannel } from '../definition/websocket.js'
import { pathTemplate } from './path-template.js'
import { slugify } from './slugify.js'

/** One entry of the explorer's endpoint picker. */
export type ExplorerItem = {
  /** The endpoint or channel id. */
  id: string
  kind: 'endpoint' | 'websocket'
  /** Unique within the definition, e.g. `users/get-user`; the explorer's URL names the item by it. */
  slug: string
  /** Display names of the enclosing subpackages, outermost first. */
  breadcrumb: string[]
  title: string
  /** The HTTP method; websocket channels have none. */
  method?: HttpMethod
  /** The path template, e.g. `/users/{userId}`. */
  path: string
  /** The endpoint streams its response (server-sent events or a text stream). */
  isStream: boolean
}

/**
 * The explorer's items: every endpoint (unless `includeInApiExplorer` is false), then every websocket channel,
 * in definition order. Slugs join the subpackage names and the title; a repeated slug gets `-2`, `-3`, ….
 */
export function listExplorerItems(definition: ApiDefinition): ExplorerItem[] {
  const used = new Set<string>()
  const uniqueSlug = (base: string): string => {
    let slug = base
    for (let counter = 2; used.has(slug); counter++) {
      slug = `${base}-${counter}`
    }
    used.add(slug)
    return slug
  }
  const items: ExplorerItem[] = []
  for (const endpoint of Object.values(definition.endpoints)) {
    if (endpoint.includeInApiExplorer === false) {
      continue
    }
    const title = endpointTitle(endpoint)
    items.push({
      id: endpoint.id,
      kind: 'endpoint',
      slug: uniqueSlug(itemSlug(definition, endpoint.namespace, title)),
      breadcrumb: breadcrumbOf(definition, endpoint.namespace),
      title,
      method: endpoint.method,
      path: pathTemplate(endpoint.path),
      isStream: isStreamingEndpoint(endpoint),
    })
  }
  for (const channel of Object.values(definition.websockets)) {
    const title = channelTitle(channel)
    items.push({
      id: channel.id,
      kind: 'websocket',
      slug: uniqueSlug(itemSlug(definition, channel.namespace, title)),
      breadcrumb: breadcrumbOf(definition, channel.namespace),
      title,
      path: pathTemplate(channel.path),
      isStream: false,
    })
  }
  return items
}

/** The name an endpoint is shown by: its display name, else its operation id, else `METHOD /path`. */
export function endpointTitle(endpoint: EndpointDefinition): string {
  return endpoint.displayName ?? endpoint.operationId ?? `${endpoint.method} ${pathTemplate(endpoint.path)}`
}

/** Whether the endpoint's first response is a stream. */
export function isStreamingEndpoint(endpoint: EndpointDefinition): boolean {
  const body = endpoint.responses?.[0]?.body
  return body?.type === 'stream' || body?.type === 'streamingText'
}

function channelTitle(channel: WebSocketChannel): string {
  return channel.displayName ?? channel.operationId ?? pathTemplate(channel.path)
}

function breadcrumbOf(definition: ApiDefinition, namespace: SubpackageId[] | undefined): string[] {
  return (namespace ?? []).map((id) => {
    const subpackage = definition.subpackages[id]
    return subpackage?.displayName ?? subpackage?.name ?? id
  })
}

function itemSlug(definition: ApiDefinition, namespace: SubpackageId[] | undefined, title: string): string {
  const parts = (namespace ?? []).map((id) => slugify(definition.subpackages[id]?.name ?? id))
  return [...parts, slugify(title) || 'endpoint'].filter((part) => part !== '').join('/')
}
