import type { ApiDefinition } from '../definition/api-definition.js'
import type { HttpMethod, SubpackageId, SubpackageMetadata } from '../definition/commons.js'
import type { EndpointDefinition } from '../definition/endpoint.js'
import { pathTemplate } from './path-template.js'
import { itemTitle } from './item-title.js'
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
 * in definition order. Slugs join the subpackage names and the title, at most 80 characters; a repeated slug gets
 * `-2`, `-3`, ….
 */
export function listExplorerItems(definition: ApiDefinition): ExplorerItem[] {
  const used = new Set<string>()
  // The next counter to try per base: thousands of items with one title stay linear.
  const next = new Map<string, number>()
  const uniqueSlug = (base: string): string => {
    let slug = base
    let counter = next.get(base) ?? 2
    while (used.has(slug)) {
      slug = `${base}-${counter}`
      counter++
    }
    next.set(base, counter)
    used.add(slug)
    return slug
  }
  // Per namespace, once: hundreds of endpoints share a few (the list is built before its first paint).
  const namespaces = namespaceParts(definition)
  const items: ExplorerItem[] = []
  for (const endpoint of Object.values(definition.endpoints)) {
    if (endpoint.includeInApiExplorer === false) {
      continue
    }
    const path = pathTemplate(endpoint.path)
    const title = titleOfEndpoint(endpoint, path)
    const namespace = namespaces(endpoint.namespace)
    items.push({
      id: endpoint.id,
      kind: 'endpoint',
      slug: uniqueSlug(itemSlug(namespace.slugs, title)),
      breadcrumb: [...namespace.breadcrumb],
      title,
      method: endpoint.method,
      path,
      isStream: isStreamingEndpoint(endpoint),
    })
  }
  for (const channel of Object.values(definition.websockets)) {
    const path = pathTemplate(channel.path)
    const title = itemTitle(channel.displayName, channel.operationId, path)
    const namespace = namespaces(channel.namespace)
    items.push({
      id: channel.id,
      kind: 'websocket',
      slug: uniqueSlug(itemSlug(namespace.slugs, title)),
      breadcrumb: [...namespace.breadcrumb],
      title,
      path,
      isStream: false,
    })
  }
  return items
}

/**
 * The name an endpoint is shown by: its summary when it reads as a title, else a title made from its operation
 * id, else `METHOD /path` (see `itemTitle`); never a whole description.
 */
export function endpointTitle(endpoint: EndpointDefinition): string {
  return titleOfEndpoint(endpoint, pathTemplate(endpoint.path))
}

function titleOfEndpoint(endpoint: EndpointDefinition, path: string): string {
  return itemTitle(endpoint.displayName, endpoint.operationId, `${endpoint.method} ${path}`)
}

/** Whether the endpoint's first response is a stream. */
export function isStreamingEndpoint(endpoint: EndpointDefinition): boolean {
  const body = endpoint.responses?.[0]?.body
  return body?.type === 'stream' || body?.type === 'streamingText'
}

/** A namespace's breadcrumb (display names) and slug parts. */
type NamespaceParts = { breadcrumb: readonly string[]; slugs: readonly string[] }

/** The parts of each namespace, worked out once per namespace (keyed by its ids). */
function namespaceParts(
  definition: ApiDefinition,
): (namespace: SubpackageId[] | undefined) => NamespaceParts {
  const known = new Map<string, NamespaceParts>()
  return (namespace = []) => {
    const key = JSON.stringify(namespace)
    let parts = known.get(key)
    if (parts == null) {
      const subpackages = namespace.map((id) => ({ id, subpackage: subpackageOf(definition, id) }))
      parts = {
        breadcrumb: subpackages.map(
          ({ id, subpackage }) => subpackage?.displayName ?? subpackage?.name ?? id,
        ),
        slugs: subpackages.map(({ id, subpackage }) => slugify(subpackage?.name ?? id)),
      }
      known.set(key, parts)
    }
    return parts
  }
}

/** The longest slug, suffix included: a URL a reader can read and share. */
export const MAX_SLUG_LENGTH = 80
/** Room kept for the `-N` that makes a repeated slug unique. */
const SUFFIX_ROOM = 4

function itemSlug(namespaceSlugs: readonly string[], title: string): string {
  const slug = [...namespaceSlugs, slugify(title) || 'endpoint'].filter((part) => part !== '').join('/')
  return cutSlug(slug, MAX_SLUG_LENGTH - SUFFIX_ROOM)
}

/** A slug cut to `max` characters at a hyphen or slash, never ending in one. */
function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max + 1)
  const boundary = Math.max(cut.lastIndexOf('-'), cut.lastIndexOf('/'))
  return (boundary > max / 2 ? cut.slice(0, boundary) : cut.slice(0, max)).replace(/[-/]+$/, '')
}

/** The subpackage with this id; an id such as `constructor` never finds a member of Object.prototype. */
function subpackageOf(definition: ApiDefinition, id: SubpackageId): SubpackageMetadata | undefined {
  return Object.hasOwn(definition.subpackages, id) ? definition.subpackages[id] : undefined
}
