import type { ItemGroup } from './filter-items.js'
import { ITEM_HEIGHT } from './row-heights.js'

/** From this many rows on, the list renders only the rows in view (Kubernetes has over 1,100 endpoints). */
export const VIRTUALIZE_FROM_ROWS = 200

/** The rows a list of groups takes: one per item, one per named group's header. */
function rowCount(groups: readonly ItemGroup[]): number {
  let rows = 0
  for (const group of groups) rows += group.items.length + (group.breadcrumb === '' ? 0 : 1)
  return rows
}

/**
 * What the endpoint list shows before its virtual list's chunk has loaded: a short list whole, a long one cut after
 * the window's height of items and a few more (60 where the height is unknown), since those rows are on the way to
 * the first paint of a large API and are replaced a moment later. `PickerList` renders this, and the overlay's
 * static first frame (`overlayShell`) draws the same rows.
 */
export function groupsBeforeVirtualList(
  groups: readonly ItemGroup[],
  windowHeight: number,
): readonly ItemGroup[] {
  if (rowCount(groups) < VIRTUALIZE_FROM_ROWS) return groups
  return firstItems(groups, windowHeight > 0 ? Math.ceil(windowHeight / ITEM_HEIGHT) + 4 : 60)
}

/** The groups cut after `count` items. */
function firstItems(groups: readonly ItemGroup[], count: number): ItemGroup[] {
  const cut: ItemGroup[] = []
  let left = count
  for (const group of groups) {
    if (left <= 0) break
    cut.push({ breadcrumb: group.breadcrumb, items: group.items.slice(0, left) })
    left -= group.items.length
  }
  return cut
}
