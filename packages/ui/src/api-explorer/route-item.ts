import type { ExplorerItem } from '@api-explorer/model'

/**
 * The item an open route names: the first for `''`, else the one with that id, else the one with that slug (as
 * `Explorer.item` finds one). The skeleton's list and its drawn twin (`overlayShell`) mark it alike.
 */
export function routeItem(items: readonly ExplorerItem[], route: string): ExplorerItem | undefined {
  if (route === '') return items[0]
  return items.find((item) => item.id === route) ?? items.find((item) => item.slug === route)
}
