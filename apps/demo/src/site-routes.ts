import type { ExplorerItem } from '@api-explorer/model'

/** The demo's own pages; every other path is an endpoint's reference page (`/{slug}`) or not found. */
export const SITE_PATHS = {
  overview: '/',
  keyInjection: '/key-injection',
  readOnly: '/read-only',
} as const

/** What a path shows. */
export type SitePage =
  | { kind: 'overview' }
  | { kind: 'key-injection' }
  | { kind: 'read-only' }
  | { kind: 'reference'; item: ExplorerItem }
  | { kind: 'not-found'; path: string }

/**
 * The page of a path. The demo's own pages win over an endpoint whose slug happens to be `key-injection` or
 * `read-only`; such an endpoint is still reachable in the explorer.
 */
export function resolvePage(pathname: string, items: readonly ExplorerItem[]): SitePage {
  if (pathname === SITE_PATHS.overview) return { kind: 'overview' }
  if (pathname === SITE_PATHS.keyInjection) return { kind: 'key-injection' }
  if (pathname === SITE_PATHS.readOnly) return { kind: 'read-only' }
  let slug: string
  try {
    slug = decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''))
  } catch {
    return { kind: 'not-found', path: pathname }
  }
  const item = items.find((candidate) => candidate.slug === slug)
  return item === undefined ? { kind: 'not-found', path: pathname } : { kind: 'reference', item }
}

/** The reference page of an endpoint or channel. */
export function referenceHref(item: Pick<ExplorerItem, 'slug'>): string {
  return `/${item.slug}`
}

/** The current page with the explorer opened on an item (or on the first one, for `undefined`). */
export function tryItHref(pathname: string, item?: Pick<ExplorerItem, 'slug'>): string {
  return item === undefined ? `${pathname}?explorer` : `${pathname}?explorer=${item.slug}`
}
