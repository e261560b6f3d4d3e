import type { ExplorerItem } from '@api-explorer/model'

/** A group of the endpoint picker: items sharing one breadcrumb. */
export type ItemGroup = { breadcrumb: string; items: ExplorerItem[] }

/**
 * The items matching a search, grouped by breadcrumb in first-seen order. Every word of the query must occur
 * (case-insensitively) in the item's breadcrumb, title or method (`websocket` for channels).
 */
export function filterItems(items: readonly ExplorerItem[], query: string): ItemGroup[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
  const groups = new Map<string, ExplorerItem[]>()
  for (const item of items) {
    const haystack = [
      ...item.breadcrumb,
      item.title,
      item.kind === 'websocket' ? 'websocket' : (item.method ?? ''),
    ]
      .join(' ')
      .toLowerCase()
    if (words.every((word) => haystack.includes(word))) {
      const breadcrumb = item.breadcrumb.join(' / ')
      groups.set(breadcrumb, [...(groups.get(breadcrumb) ?? []), item])
    }
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
