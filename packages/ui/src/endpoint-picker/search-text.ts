import type { ExplorerItem } from '@api-explorer/model'

/** What a search reads of an item: its title, breadcrumb, method (`websocket` for channels) and path. */
export function searchText(item: ExplorerItem): string[] {
  return [
    item.title,
    item.breadcrumb.join(' '),
    item.kind === 'websocket' ? 'websocket' : (item.method ?? ''),
    item.path,
  ]
}
