import type { ExplorerItem } from '@api-explorer/model'
import { matchSorter, rankings } from 'match-sorter'

/** A group of the endpoint picker: items sharing one breadcrumb. */
export type ItemGroup = { breadcrumb: string; items: ExplorerItem[] }

/** What a search reads of an item: its title, breadcrumb, method (`websocket` for channels) and path. */
const searchText = (item: ExplorerItem): string[] => [
  item.title,
  item.breadcrumb.join(' '),
  item.kind === 'websocket' ? 'websocket' : (item.method ?? ''),
  item.path,
]

/**
 * The items matching a search, grouped by breadcrumb. Every word of the query must occur (case-insensitively)
 * in the item's title, breadcrumb, method (`websocket` for channels) or path. Without a query the groups keep the
 * definition's order; with one, match-sorter ranks the items (an exact title, then a title that starts with the
 * query, then word starts, then anywhere, then acronyms) and the group of the best match comes first.
 */
export function filterItems(items: readonly ExplorerItem[], query: string): ItemGroup[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
  const matching = items.filter((item) => {
    const haystack = searchText(item).join(' ').toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
  // NO_MATCH keeps the items every word matched but the whole query does not (words in another order), last.
  const ordered =
    words.length === 0
      ? matching
      : matchSorter(matching, query.trim(), {
          keys: [(item) => searchText(item)],
          threshold: rankings.NO_MATCH,
          baseSort: (a, b) => a.index - b.index,
        })
  const groups = new Map<string, ExplorerItem[]>()
  for (const item of ordered) {
    const breadcrumb = item.breadcrumb.join(' / ')
    groups.set(breadcrumb, [...(groups.get(breadcrumb) ?? []), item])
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
