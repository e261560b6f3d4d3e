import type { ExplorerItem } from '@api-explorer/model'
import { searchText } from './search-text.js'

/** A group of the endpoint picker: items sharing one breadcrumb. */
export type ItemGroup = { breadcrumb: string; items: ExplorerItem[] }

/** Orders the items that matched every word (`rankItems`, loaded with the search box's first use). */
export type ItemRanker = (matching: readonly ExplorerItem[], query: string) => ExplorerItem[]

/**
 * The items matching a search, grouped by breadcrumb. Every word of the query must occur (case-insensitively)
 * in the item's title, breadcrumb, method (`websocket` for channels) or path. Without a query the groups keep the
 * definition's order; with one, `rank` orders the items (see `rankItems`) and the group of the best match comes
 * first. Without `rank` (before it has loaded) the matches keep the definition's order.
 */
export function filterItems(items: readonly ExplorerItem[], query: string, rank?: ItemRanker): ItemGroup[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
  // Without a word every item matches: no item's text is read (the first frame of a large API lists them all).
  const matching =
    words.length === 0
      ? items
      : items.filter((item) => {
          const haystack = searchText(item).join(' ').toLowerCase()
          return words.every((word) => haystack.includes(word))
        })
  // NO_MATCH keeps the items every word matched but the whole query does not (words in another order), last.
  const ordered = words.length === 0 || rank == null ? matching : rank(matching, query.trim())
  const groups = new Map<string, ExplorerItem[]>()
  for (const item of ordered) {
    const breadcrumb = item.breadcrumb.join(' / ')
    const group = groups.get(breadcrumb)
    if (group == null) groups.set(breadcrumb, [item])
    else group.push(item)
  }
  return [...groups].map(([breadcrumb, groupItems]) => ({ breadcrumb, items: groupItems }))
}

/** What the badge of an item says: its method, `STREAM` for streaming endpoints, `WSS` for channels. */
export function itemBadge(item: ExplorerItem): string {
  if (item.kind === 'websocket') {
    return 'WSS'
  }
  return item.isStream ? 'STREAM' : (item.method ?? 'GET')
}
